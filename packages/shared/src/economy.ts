/**
 * Published economy rules shared by the server, the web app and the texts (SPEC §1, §5, §9).
 * Rates are integers over a fixed denominator so every cent is computed exactly.
 */

/** Cashback: 2.5 % of every lost crash bet, rounded down to the cent per bet (SPEC §1, §9). */
export const CASHBACK = {
  /** Per mille of the lost stake. */
  permille: 25,
  /** A take opens again this long after the last one (SPEC §4 "too soon"). */
  cooldownMs: 24 * 60 * 60 * 1000,
} as const;

/** The cashback a lost stake of `stakeCents` accrues: floor(stake × 2.5 %). */
export function cashbackFor(stakeCents: number): number {
  return Math.floor((stakeCents * CASHBACK.permille) / 1000);
}

/**
 * The house edge each game publishes, in basis points of the stake: crash pays 96 % at every
 * target (ARCHITECTURE §4), the jackpot keeps its commission (at most this share of each pot).
 * Referral earnings and the GGR report's published RTP read it.
 */
export function publishedEdgeBasisPoints(game: string, jackpotCommissionPercent: number): number | null {
  if (game === 'crash') return 400;
  if (game === 'jackpot') return Math.round(jackpotCommissionPercent * 100);
  return null;
}

/**
 * A referrer's earning on one settled wager of a player they invited: `percent` % of the house
 * edge on the stake, rounded down to the cent per wager — floor(stake × edge × percent).
 */
export function referralEarning(stakeCents: number, edgeBasisPoints: number, percent: number): number {
  return Math.floor((stakeCents * edgeBasisPoints * percent) / 1_000_000);
}
