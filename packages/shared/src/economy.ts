import { WHEEL_MULTIPLIERS } from './fairness/wheel-layout';
import { colourReturnBasisPoints, WHEEL_COLOURS } from './games/wheel.machine';

/**
 * Published economy rules shared by the server, the web app and the texts
 * (docs/product/overview.md "Limits and constants"). Rates are integers over a fixed
 * denominator so every cent is computed exactly.
 */

/**
 * Cashback: 2.5 % of every lost crash bet, rounded down to the cent per bet
 * (docs/engagement/cashback.md "Numbers").
 */
export const CASHBACK = {
  /** Per mille of the lost stake. */
  permille: 25,
  /** A take opens again this long after the last one (docs/engagement/cashback.md "Numbers"). */
  cooldownMs: 24 * 60 * 60 * 1000,
} as const;

/** The cashback a lost stake of `stakeCents` accrues: floor(stake × 2.5 %). */
export function cashbackFor(stakeCents: number): number {
  return Math.floor((stakeCents * CASHBACK.permille) / 1000);
}

/** The return a case's price is set for unless `CASES_RTP` says otherwise (90 %), in basis points. */
export const CASES_DEFAULT_RTP_BASIS_POINTS = 9_000;

/*
 * The house edge each game publishes, in basis points of the stake (referral earnings and the GGR
 * report read it through each game's server descriptor, games/registry.ts).
 */

/** Crash pays 96 % at every target (docs/fairness/formulas.md "Crash"). */
export const CRASH_EDGE_BASIS_POINTS = 400;

/** The jackpot keeps its commission (at most this share of each pot). */
export const jackpotEdgeBasisPoints = (commissionPercent: number): number => Math.round(commissionPercent * 100);

/**
 * The wheel's edge is the colour's: 10 000 minus its published return (black 371, red 556, green
 * and yellow 741), named by the wager's `multiplier` (hundredths: 200 is black). A wheel game as a
 * whole has no single edge — it depends on the colours played — so without a multiplier it is null
 * (the GGR report shows the wheel's measured RTP only).
 */
export function wheelEdgeBasisPoints(multiplier?: number | null): number | null {
  const colour = WHEEL_COLOURS.find((candidate) => WHEEL_MULTIPLIERS[candidate] * 100 === multiplier);
  return colour === undefined ? null : 10_000 - colourReturnBasisPoints(colour);
}

/**
 * A case's expected value is `CASES_RTP` of its price (docs/games/cases.md "Numbers"; each price is
 * rounded to the cent, so a case's own edge is this within half a cent of its price).
 */
export const casesEdgeBasisPoints = (rtpBasisPoints: number = CASES_DEFAULT_RTP_BASIS_POINTS): number =>
  10_000 - rtpBasisPoints;

/**
 * A referrer's earning on one settled wager of a player they invited: `percent` % of the house
 * edge on the stake, rounded down to the cent per wager — floor(stake × edge × percent).
 */
export function referralEarning(stakeCents: number, edgeBasisPoints: number, percent: number): number {
  return Math.floor((stakeCents * edgeBasisPoints * percent) / 1_000_000);
}
