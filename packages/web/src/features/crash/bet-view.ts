import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import { sumAmounts } from '../../lib/money';

/**
 * How bet rows read (docs/product/screens.md "Crash", docs/games/crash.md "States"): the
 * row's state, which item thumbnails fit, the order and the totals of the list.
 */
export type BetRowState = 'playing' | 'taken' | 'won' | 'lost' | 'refunded';

/** `is_win`: 0 in play (taken once it carries a cash-out multiplier), 1 won, 2 lost, 3 refunded. */
export function betRowState(bet: Pick<CrashBetDto, 'is_win' | 'multiplier'>): BetRowState {
  switch (bet.is_win) {
    case 1:
      return 'won';
    case 2:
      return 'lost';
    case 3:
      return 'refunded';
    default:
      return bet.multiplier === null ? 'playing' : 'taken';
  }
}

/** docs/product/screens.md "Crash": 2 thumbnails, 3 in wide mode, then "+N". */
export const ROW_ITEMS = { narrow: 2, wide: 3 } as const;
/**
 * docs/product/screens.md "Crash": wide mode shows its third thumbnail only after this delay (the
 * row has widened by then).
 */
export const WIDE_ITEMS_DELAY_MS = 350;

export function rowItems<T>(items: readonly T[], wide: boolean): { shown: T[]; more: number } {
  const count = wide ? ROW_ITEMS.wide : ROW_ITEMS.narrow;
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

/** Biggest bank first (bets list, docs/product/screens.md "Crash"); equal banks keep the order they were placed in. */
export function sortByBank(bets: readonly CrashBetDto[]): CrashBetDto[] {
  return [...bets].sort((a, b) => b.bank - a.bank || a.id - b.id);
}

/** The list's header: distinct players and the total bank. */
export function betTotals(bets: readonly CrashBetDto[]): { players: number; bank: number } {
  return { players: new Set(bets.map((bet) => bet.user.id)).size, bank: sumAmounts(bets.map((bet) => bet.bank)) };
}
