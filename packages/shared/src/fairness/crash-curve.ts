/**
 * The crash multiplier curve and payout arithmetic (docs/fairness/formulas.md "Crash"): the part
 * of crash's numbers that needs no hashing, in a module of its own so that the browser draws the
 * curve without downloading a hash library. The crash point itself is in `crash.ts`. Multipliers
 * are integers in hundredths (`280` is x2.80) everywhere a decision is made, so no float ever
 * decides a payout.
 */

/** x9999.99, the highest crash point and auto-stop target (docs/games/crash.md "Numbers"). */
export const MAX_CRASH_HUNDREDTHS = 999_999;
/** `m(t) = floor(100 · e^(RATE · t_ms)) / 100`. */
export const GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths `elapsedMs` after the run started. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs));
}

/** The first whole millisecond at which the multiplier reaches `hundredths` (when the round crashes). */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  // The float estimate can be a millisecond off either way; settle it with the exact rule.
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / GROWTH_PER_MS) - 2);
  while (multiplierAt(ms) < hundredths) ms += 1;
  return ms;
}

/**
 * docs/games/crash.md "Rules", docs/fairness/formulas.md "Crash": a cash-out or auto-stop at
 * `multiplier` wins iff it is below the crash point.
 */
export function cashOutWins(multiplierHundredths: number, crashHundredths: number): boolean {
  return multiplierHundredths < crashHundredths;
}

/** `bank × multiplier`, rounded down to the cent. */
export function payoutCents(bankCents: number, multiplierHundredths: number): number {
  return Number((BigInt(bankCents) * BigInt(multiplierHundredths)) / 100n);
}
