import { stepsToAnchor } from '@skinbet/shared/fairness/chain';
import { HASH_PATTERN, sha256Hex } from '@skinbet/shared/fairness/hash';
import { WHEEL_LAYOUT, wheelColour, wheelSegment, type WheelColour } from '@skinbet/shared/fairness/wheel';
import type { WheelGameDto } from '@skinbet/shared/schemas/wheel.schemas';
import type { CheckOutcome } from './verify';

/**
 * The browser's check of a wheel round (ARCHITECTURE §4), with the very function the server uses:
 * the public hash is sha256 of the secret; the secret is in the published chain; and the segment
 * recomputed from secret, public hash and round id — `int(hmac(secret, public:round)[0..13)) · 54
 * / E` — is the one the site recorded, its colour read from the published layout.
 */
export interface WheelClaim {
  roundId: number;
  secretHash: string;
  publicHash: string;
  /** The site's recorded segment; null when there is none to compare (voided, or not entered). */
  recordedSegment: number | null;
  chain: { anchor: string; round: number } | null;
}

export interface WheelVerification {
  computedSegment: number;
  computedColour: WheelColour;
  checks: { publicHash: CheckOutcome; chain: CheckOutcome; segment: CheckOutcome };
  /** Any failed check is a mismatch (SPEC §1: a ticket for x3). */
  verdict: 'match' | 'mismatch';
}

/** Combines the checks; `chainSteps` is `stepsToAnchor(secret, anchor, round)`, computed apart (a worker). */
export function verifyWheelRound(claim: WheelClaim, chainSteps: number | null | undefined): WheelVerification {
  const computedSegment = wheelSegment(claim.secretHash, claim.publicHash, claim.roundId);
  const checks: WheelVerification['checks'] = {
    publicHash: sha256Hex(claim.secretHash) === claim.publicHash ? 'pass' : 'fail',
    chain: claim.chain === null ? 'skipped' : chainSteps === claim.chain.round ? 'pass' : 'fail',
    segment: claim.recordedSegment === null ? 'skipped' : computedSegment === claim.recordedSegment ? 'pass' : 'fail',
  };
  return {
    computedSegment,
    computedColour: wheelColour(computedSegment),
    checks,
    verdict: Object.values(checks).includes('fail') ? 'mismatch' : 'match',
  };
}

/** The same on the main thread (tests, and browsers without workers). */
export function verifyWheelRoundNow(claim: WheelClaim): WheelVerification {
  const steps = claim.chain ? stepsToAnchor(claim.secretHash, claim.chain.anchor, claim.chain.round) : undefined;
  return verifyWheelRound(claim, steps);
}

export type WheelClaimProblem = 'not_revealed' | 'bad_secret' | 'bad_public' | 'bad_round' | 'bad_segment';

/** A loaded round as a claim, or why it cannot be checked: the secret is out from the spin on. */
export function wheelClaimFromGame(game: WheelGameDto): WheelClaim | WheelClaimProblem {
  if (game.secret_hash === null) return 'not_revealed';
  return {
    roundId: game.id,
    secretHash: game.secret_hash,
    publicHash: game.public_hash,
    // A voided round reveals its secret but never spun: nothing recorded to compare.
    recordedSegment: game.segment,
    chain: game.chain ? { anchor: game.chain.anchor, round: game.chain.round } : null,
  };
}

export interface WheelManualInput {
  secret: string;
  publicHash: string;
  roundId: string;
  /** Optional: the segment (0–53) to compare with. */
  segment: string;
}

/** Hand-entered values as a claim (hashes are compared in lowercase, as they are written). */
export function wheelClaimFromInput(input: WheelManualInput): WheelClaim | WheelClaimProblem {
  const secretHash = input.secret.trim().toLowerCase();
  const publicHash = input.publicHash.trim().toLowerCase();
  if (!HASH_PATTERN.test(secretHash)) return 'bad_secret';
  if (!HASH_PATTERN.test(publicHash)) return 'bad_public';
  const roundText = input.roundId.trim();
  if (!/^[1-9]\d{0,14}$/.test(roundText)) return 'bad_round';
  const segmentText = input.segment.trim().replace(/^#/, '');
  // Decimal without leading zeros (ARCHITECTURE §4 number strings), 0 itself allowed.
  if (segmentText !== '' && (!/^(0|[1-9]\d?)$/.test(segmentText) || Number(segmentText) >= WHEEL_LAYOUT.length)) {
    return 'bad_segment';
  }
  return {
    roundId: Number(roundText),
    secretHash,
    publicHash,
    recordedSegment: segmentText === '' ? null : Number(segmentText),
    chain: null,
  };
}
