import { create } from 'zustand';
import { useCurrentUser } from '../../../lib/current-user';
import { usePassed } from '../../../lib/use-passed';

/**
 * When the signed-in player's next take opens, once the page has learnt it: from a take's answer
 * (`next_at`) or a "too soon" refusal (`opens_at`). The user object does not carry it, so a fresh
 * page knows it only after the first try. Kept with the user it belongs to: another account
 * signed in on the same page does not inherit it.
 */
interface CashbackState {
  opensAt: { userId: number; at: string } | null;
  setOpensAt: (userId: number, at: string | null) => void;
}

export const useCashbackStore = create<CashbackState>()((set) => ({
  opensAt: null,
  setOpensAt: (userId, at) => set({ opensAt: at === null ? null : { userId, at } }),
}));

/** When the current player's next take opens, while that is still ahead; null otherwise. */
export function useOpensAt(): string | null {
  const userId = useCurrentUser().user?.id;
  const opensAt = useCashbackStore((state) => state.opensAt);
  const mine = opensAt !== null && opensAt.userId === userId ? opensAt.at : null;
  const passed = usePassed(mine === null ? null : Date.parse(mine));
  return passed ? null : mine;
}
