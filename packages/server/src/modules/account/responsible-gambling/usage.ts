import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { Executor } from '../../../db/client';
import type { LimitRow } from './limits.repository';
import { lossSums, wageredSums, type WindowSums } from './stakes.repository';

/** What a deposit path reports for a player (registered at wiring by each path: money orders, card, skins). */
export interface DepositUsage {
  /** Gross deposits credited in each rolling window, cents. */
  creditedDay: number;
  creditedWeek: number;
  creditedMonth: number;
  /**
   * Orders and offers still open, made in each window: they reserved their amount when made. An
   * order left open (no provider cancels an abandoned one) stops reserving once its window has
   * passed: else one abandoned order would close deposits for good (docs/product/responsible-gambling.md
   * "Limits"); if it is paid after all, it counts from its payment like any deposit.
   */
  openDay: number;
  openWeek: number;
  openMonth: number;
}

export type DepositSource = (tx: Executor, userId: number) => Promise<DepositUsage>;

/** The usage of one kind of limit in each window (docs/product/responsible-gambling.md "Limits"). */
export async function usageOf(
  db: Executor,
  userId: number,
  kind: LimitKind,
  sources: Iterable<DepositSource>,
): Promise<WindowSums> {
  if (kind === 'wager') return wageredSums(db, userId);
  if (kind === 'loss') return lossSums(db, userId);
  const sums: WindowSums = { day: 0, week: 0, month: 0 };
  // One at a time: inside a transaction they share one connection.
  for (const source of sources) {
    const usage = await source(db, userId);
    sums.day += usage.creditedDay + usage.openDay;
    sums.week += usage.creditedWeek + usage.openWeek;
    sums.month += usage.creditedMonth + usage.openMonth;
  }
  return sums;
}

/** The binding limit for an amount: the one with the least room left, when the amount does not fit in it. */
export function bindingLimit(
  limits: LimitRow[],
  used: WindowSums,
  amount: number,
): { period: LimitPeriod; left: number } | null {
  let binding: { period: LimitPeriod; left: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limits.find((row) => row.period === period && row.amount !== null);
    if (!limit) continue;
    const left = Math.max(0, limit.amount! - used[period]);
    if (!binding || left < binding.left) binding = { period, left };
  }
  // "Exactly at" fits: only one cent over is refused.
  return binding && amount > binding.left ? binding : null;
}
