import type { HistoryEntryDto } from '@skinbet/shared/schemas/profile-history.schemas';
import type { Game } from '@skinbet/shared/ledger';
import { centsToAmount } from '@skinbet/shared/money';
import type { HistoryWagerRow } from './history.repository';

/**
 * Payout ÷ stake, rounded down to two decimals (never shows more than was won); null when nothing
 * was paid out or nothing staked.
 */
export function payoutRatio(stakeCents: number, payoutCents: number): number | null {
  if (stakeCents <= 0 || payoutCents <= 0) return null;
  return Math.floor((payoutCents * 100) / stakeCents) / 100;
}

/** One settled bet as the history tabs show it; `detail` comes from the game's own table. */
export function presentHistoryEntry(row: HistoryWagerRow, detail: string | null): HistoryEntryDto {
  const stake = row.stakeItems + row.stakeMoney;
  const payout = row.payoutItems + row.payoutMoney;
  return {
    id: row.id,
    game: row.game as Game,
    round_id: row.roundId,
    stake: centsToAmount(stake),
    payout: centsToAmount(payout),
    outcome: row.outcome === 'won' ? 'won' : 'lost',
    multiplier: payoutRatio(stake, payout),
    detail,
    created_at: row.settledAt.toISOString(),
  };
}
