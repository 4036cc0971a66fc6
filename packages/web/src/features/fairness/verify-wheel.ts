import { WHEEL_LAYOUT, wheelColour, wheelSegment, type WheelColour } from '@skinbet/shared/fairness/wheel';
import type { WheelGameDto } from '@skinbet/shared/schemas/wheel.schemas';
import { chainLinkOf, chainStepsNow, compareRecorded, hashesFromInput, verifyChained } from './round-checks';
import type { ChainedRoundClaim, ChainedVerification } from './round-checks';

/**
 * The browser's check of a wheel round (docs/fairness/formulas.md "Wheel"), with the very
 * function the server uses: the public hash is sha256 of the secret; the secret is in the
 * published chain; and the segment recomputed from secret, public hash and round id —
 * `int(hmac(secret, public:round)[0..13)) · 54 / E` — is the one the site recorded, its colour
 * read from the published layout.
 */
export interface WheelClaim extends ChainedRoundClaim {
  /** The site's recorded segment; null when there is none to compare (voided, or not entered). */
  recordedSegment: number | null;
}

export interface WheelVerification extends ChainedVerification<'segment'> {
  computedSegment: number;
  computedColour: WheelColour;
}

/** Combines the checks; `chainSteps` is `stepsToAnchor(secret, anchor, round)`, computed apart (a worker). */
export function verifyWheelRound(claim: WheelClaim, chainSteps: number | null | undefined): WheelVerification {
  const computedSegment = wheelSegment(claim.secretHash, claim.publicHash, claim.roundId);
  const segment = compareRecorded(computedSegment, claim.recordedSegment);
  return {
    computedSegment,
    computedColour: wheelColour(computedSegment),
    ...verifyChained(claim, chainSteps, { segment }),
  };
}

/** The same on the main thread (tests, and browsers without workers). */
export function verifyWheelRoundNow(claim: WheelClaim): WheelVerification {
  return verifyWheelRound(claim, chainStepsNow(claim));
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
    chain: chainLinkOf(game.chain),
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
  const hashes = hashesFromInput(input.secret, input.publicHash);
  if (typeof hashes === 'string') return hashes;
  const roundText = input.roundId.trim();
  if (!/^[1-9]\d{0,14}$/.test(roundText)) return 'bad_round';
  const segmentText = input.segment.trim().replace(/^#/, '');
  // Decimal without leading zeros (docs/fairness/formulas.md "Notation"), 0 itself allowed.
  if (segmentText !== '' && (!/^(0|[1-9]\d?)$/.test(segmentText) || Number(segmentText) >= WHEEL_LAYOUT.length)) {
    return 'bad_segment';
  }
  return {
    roundId: Number(roundText),
    ...hashes,
    recordedSegment: segmentText === '' ? null : Number(segmentText),
    chain: null,
  };
}
