import type { CaseLiveDropDto } from '@skinbet/shared/schemas/cases.schemas';
import { create } from 'zustand';
import { addDrops, LIVE_DROPS, routeDrop } from '../live-drops';

interface LiveDropsState {
  /** The strip: newest first, at most 10. */
  drops: CaseLiveDropDto[];
  /** The player's own drops that came while their reel spun: shown when it lands. */
  held: CaseLiveDropDto[];
  /** True from the player's Open click until their reel has landed (or the opening failed). */
  spinning: boolean;
  /** A drop from `casesLiveDrop`; `userId` is whoever is signed in now. */
  receive: (drop: CaseLiveDropDto, userId: number | undefined) => void;
  spinStarted: () => void;
  /** The reel landed (or the opening failed, or the page closed): held drops are shown. */
  spinEnded: () => void;
}

/**
 * The live drops of the visit, shared by the strip (every page) and the case page (which says
 * when the player's own reel spins). Routing rules in live-drops.ts.
 */
export const useLiveDropsStore = create<LiveDropsState>()((set, get) => ({
  drops: [],
  held: [],
  spinning: false,
  receive: (drop, userId) => {
    const route = routeDrop(drop, { spinning: get().spinning, userId });
    if (route === 'hold') return set(({ held }) => ({ held: [...held, drop] }));
    if (route === 'show') return set(({ drops }) => ({ drops: addDrops(drops, [drop]) }));
    setTimeout(() => set(({ drops }) => ({ drops: addDrops(drops, [drop]) })), LIVE_DROPS.delayMs);
  },
  spinStarted: () => set({ spinning: true }),
  spinEnded: () => set(({ drops, held }) => ({ spinning: false, held: [], drops: addDrops(drops, held) })),
}));
