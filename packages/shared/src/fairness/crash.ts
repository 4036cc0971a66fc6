import { E, hexSlice, hmacSha256Hex } from './hash';

/**
 * Crash point and multiplier curve (docs/fairness/formulas.md "Crash"). Multipliers are
 * integers in hundredths (`280` is x2.80) everywhere a decision is made, so no float ever
 * decides a payout.
 */
export interface CrashRoundInput {
  secretHash: string;
  publicHash: string;
  roundId: number;
  dayOfMonth: number;
}

/** x9999.99, the highest crash point and auto-stop target (docs/games/crash.md "Numbers"). */
export const MAX_CRASH_HUNDREDTHS = 999_999;
/** One round in 25 (4 %) crashes at once at x1.00 (docs/games/crash.md "Rules"). */
export const INSTANT_CRASH_MODULUS = 25n;
/** `m(t) = floor(100 · e^(RATE · t_ms)) / 100`. */
export const GROWTH_PER_MS = 0.00006;

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
