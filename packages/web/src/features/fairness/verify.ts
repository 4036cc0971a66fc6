import { stepsToAnchor } from '@skinbet/shared/fairness/chain';
import { crashPointHundredths, isInstantCrash } from '@skinbet/shared/fairness/crash';
import { HASH_PATTERN, sha256Hex } from '@skinbet/shared/fairness/hash';
import type { CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';

/**
 * The browser's check of a crash round (ARCHITECTURE §4), with the very functions the server
 * uses: the public hash is sha256 of the secret; the secret is in the published chain (hashing it
 * `round` times gives the anchor); the crash point recomputed from secret, public hash, round id
 * and day of month is the one the site recorded. Multipliers are hundredths.
 */
export interface RoundClaim {
  roundId: number;
  secretHash: string;
  publicHash: string;
  dayOfMonth: number;
  /** The site's recorded crash point; null when there is none to compare (voided, or not entered). */
  recordedMultiplier: number | null;
  /** The chain the site says the secret belongs to; null when not checked (manual entry). */
  chain: { anchor: string; round: number } | null;
}

export type CheckOutcome = 'pass' | 'fail' | 'skipped';

export interface Verification {
  computedMultiplier: number;
  instant: boolean;
  checks: { publicHash: CheckOutcome; chain: CheckOutcome; multiplier: CheckOutcome };
  /** Any failed check is a mismatch (SPEC §1: a ticket for x3). */
  verdict: 'match' | 'mismatch';
}

/**
 * Combines the checks. `chainSteps` is `stepsToAnchor(secret, anchor, round)` — computed apart
 * because it can take a second, so the page runs it off the main thread.
 */
export function verifyRound(claim: RoundClaim, chainSteps: number | null | undefined): Verification {
  const computedMultiplier = crashPointHundredths(claim);
  const checks: Verification['checks'] = {
    publicHash: sha256Hex(claim.secretHash) === claim.publicHash ? 'pass' : 'fail',
    chain: claim.chain === null ? 'skipped' : chainSteps === claim.chain.round ? 'pass' : 'fail',
    multiplier:
      claim.recordedMultiplier === null ? 'skipped' : computedMultiplier === claim.recordedMultiplier ? 'pass' : 'fail',
  };
  return {
    computedMultiplier,
    instant: isInstantCrash(claim),
    checks,
    verdict: Object.values(checks).includes('fail') ? 'mismatch' : 'match',
  };
}

/** The same on the main thread (tests, and browsers without workers). */
export function verifyRoundNow(claim: RoundClaim): Verification {
  const steps = claim.chain ? stepsToAnchor(claim.secretHash, claim.chain.anchor, claim.chain.round) : undefined;
  return verifyRound(claim, steps);
}

export type ClaimProblem = 'not_revealed' | 'bad_secret' | 'bad_public' | 'bad_round' | 'bad_day' | 'bad_multiplier';

/** A loaded round as a claim, or why it cannot be checked yet. */
export function claimFromGame(game: CrashGameDto): RoundClaim | ClaimProblem {
  if (game.secret_hash === null || game.day_of_month === null) return 'not_revealed';
  return {
    roundId: game.id,
    secretHash: game.secret_hash,
    publicHash: game.public_hash,
    dayOfMonth: game.day_of_month,
    recordedMultiplier: game.multiplier === null ? null : Math.round(game.multiplier * 100),
    chain: game.chain ? { anchor: game.chain.anchor, round: game.chain.round } : null,
  };
}

export interface ManualInput {
  secret: string;
  publicHash: string;
  roundId: string;
  day: string;
  /** Optional: the multiplier to compare with, e.g. "2.80". */
  multiplier: string;
}

/** Hand-entered values as a claim (hashes are compared in lowercase, as they are written). */
export function claimFromInput(input: ManualInput): RoundClaim | ClaimProblem {
  const secretHash = input.secret.trim().toLowerCase();
  const publicHash = input.publicHash.trim().toLowerCase();
  if (!HASH_PATTERN.test(secretHash)) return 'bad_secret';
  if (!HASH_PATTERN.test(publicHash)) return 'bad_public';
  // ARCHITECTURE §4: decimal integers without leading zeros.
  if (!/^[1-9]\d{0,14}$/.test(input.roundId.trim())) return 'bad_round';
  const day = input.day.trim();
  if (!/^[1-9]\d?$/.test(day) || Number(day) > 31) return 'bad_day';
  const multiplier = input.multiplier.trim().replace(',', '.');
  if (multiplier !== '' && !/^\d{1,4}(\.\d{1,2})?$/.test(multiplier)) return 'bad_multiplier';
  return {
    roundId: Number(input.roundId.trim()),
    secretHash,
    publicHash,
    dayOfMonth: Number(day),
    recordedMultiplier: multiplier === '' ? null : Math.round(Number(multiplier) * 100),
    chain: null,
  };
}

/**
 * The optional chain part of a hand-entered check: both the anchor (64 hex characters) and the
 * round's position in the chain, or neither (null: the chain is not checked).
 */
export function chainFromInput(
  anchor: string,
  position: string,
): { anchor: string; round: number } | null | 'bad_chain' {
  const anchorText = anchor.trim().toLowerCase();
  const positionText = position.trim();
  if (anchorText === '' && positionText === '') return null;
  const round = Number(positionText);
  if (!/^[0-9a-f]{64}$/.test(anchorText) || !Number.isInteger(round) || round < 1 || round > 10_000_000) {
    return 'bad_chain';
  }
  return { anchor: anchorText, round };
}
