import { create } from 'zustand';
import { INITIAL_CRASH_STATE, reduceCrash, type CrashEvent, type CrashState } from '../crash-state';

/**
 * The live round for the crash page's components. The canvas reads it every frame with
 * `getState()` (no re-render per frame); components subscribe to the slices they show.
 */
interface CrashStore extends CrashState {
  /** A bet was sent and neither `successBet` nor `errorBet` has arrived. */
  betPending: boolean;
  /** The bet whose take was sent and not yet answered. */
  takePendingId: number | null;
  apply: (event: CrashEvent, receivedAt: number) => void;
  setBetPending: (pending: boolean) => void;
  setTakePending: (betId: number | null) => void;
  /** Forgets the round (the page was left): a stale round must not flash when it is opened again. */
  reset: () => void;
}

export const useCrashStore = create<CrashStore>()((set) => ({
  ...INITIAL_CRASH_STATE,
  betPending: false,
  takePendingId: null,
  apply: (event, receivedAt) => set((state) => reduceCrash(state, event, receivedAt)),
  setBetPending: (betPending) => set({ betPending }),
  setTakePending: (takePendingId) => set({ takePendingId }),
  reset: () => set({ ...INITIAL_CRASH_STATE, betPending: false, takePendingId: null }),
}));
