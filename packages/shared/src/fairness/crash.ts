import { MAX_CRASH_HUNDREDTHS } from './crash-curve';
import { E, hexSlice, hmacSha256Hex } from './hash';

// The curve and payouts live in crash-curve.ts (no hashing there, for the browser's home page);
// re-exported so that this module stays crash's one entry for the server and the verifier.
export { cashOutWins, GROWTH_PER_MS, MAX_CRASH_HUNDREDTHS, msToReach, multiplierAt, payoutCents } from './crash-curve';

/**
 * Crash point (docs/fairness/formulas.md "Crash"), in hundredths like every multiplier (`280`
 * is x2.80), so no float ever decides a payout.
 */
export interface CrashRoundInput {
  secretHash: string;
  publicHash: string;
  roundId: number;
  dayOfMonth: number;
}

/** One round in 25 (4 %) crashes at once at x1.00 (docs/games/crash.md "Rules"). */
export const INSTANT_CRASH_MODULUS = 25n;

/** The round's crash point in hundredths: `h = hmac(secret, public:round:day)`, then the rule. */
export function crashPointHundredths({ secretHash, publicHash, roundId, dayOfMonth }: CrashRoundInput): number {
  const h = hmacSha256Hex(secretHash, `${publicHash}:${roundId}:${dayOfMonth}`);
  if (hexSlice(h, 0, 8) % INSTANT_CRASH_MODULUS === 0n) return 100;
  const x = hexSlice(h, 8, 21);
  const point = (100n * E) / (E - x);
  return Number(point > BigInt(MAX_CRASH_HUNDREDTHS) ? BigInt(MAX_CRASH_HUNDREDTHS) : point);
}

/** True when the round ended by the instant-crash rule (as opposed to a value that floors to 1.00). */
export function isInstantCrash({ secretHash, publicHash, roundId, dayOfMonth }: CrashRoundInput): boolean {
  return (
    hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${roundId}:${dayOfMonth}`), 0, 8) % INSTANT_CRASH_MODULUS === 0n
  );
}
