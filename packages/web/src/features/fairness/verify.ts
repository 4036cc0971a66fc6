import { crashPointHundredths, isInstantCrash } from '@skinbet/shared/fairness/crash';
import type { CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';
import { chainLinkOf, chainStepsNow, compareRecorded, hashesFromInput, verifyChained } from './round-checks';
import type { ChainedRoundClaim, ChainedVerification } from './round-checks';

/**
 * The browser's check of a crash round (docs/fairness/formulas.md "Crash"), with the very
 * functions the server uses: the public hash is sha256 of the secret; the secret is in the
 * published chain (hashing it `round` times gives the anchor); the crash point recomputed from
 * secret, public hash, round id and day of month is the one the site recorded. Multipliers are
 * hundredths.
 */
export interface RoundClaim extends ChainedRoundClaim {
  dayOfMonth: number;
  /** The site's recorded crash point; null when there is none to compare (voided, or not entered). */
  recordedMultiplier: number | null;
}

export interface Verification extends ChainedVerification<'multiplier'> {
  computedMultiplier: number;
  instant: boolean;
}

/**
 * Combines the checks. `chainSteps` is `stepsToAnchor(secret, anchor, round)` — computed apart
 * because it can take a second, so the page runs it off the main thread.
 */
export function verifyRound(claim: RoundClaim, chainSteps: number | null | undefined): Verification {
  const computedMultiplier = crashPointHundredths(claim);
  const multiplier = compareRecorded(computedMultiplier, claim.recordedMultiplier);
  return { computedMultiplier, instant: isInstantCrash(claim), ...verifyChained(claim, chainSteps, { multiplier }) };
}

/** The same on the main thread (tests, and browsers without workers). */
export function verifyRoundNow(claim: RoundClaim): Verification {
  return verifyRound(claim, chainStepsNow(claim));
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
    chain: chainLinkOf(game.chain),
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
  const hashes = hashesFromInput(input.secret, input.publicHash);
  if (typeof hashes === 'string') return hashes;
  // docs/fairness/formulas.md "Notation": decimal integers without leading zeros.
  if (!/^[1-9]\d{0,14}$/.test(input.roundId.trim())) return 'bad_round';
  const day = input.day.trim();
  if (!/^[1-9]\d?$/.test(day) || Number(day) > 31) return 'bad_day';
  const multiplier = input.multiplier.trim().replace(',', '.');
  if (multiplier !== '' && !/^\d{1,4}(\.\d{1,2})?$/.test(multiplier)) return 'bad_multiplier';
  return {
    roundId: Number(input.roundId.trim()),
    ...hashes,
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
