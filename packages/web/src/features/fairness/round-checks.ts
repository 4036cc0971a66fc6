import { stepsToAnchor } from '@skinbet/shared/fairness/chain';
import { HASH_PATTERN, sha256Hex } from '@skinbet/shared/fairness/hash';

/**
 * The parts every check of a chained round shares (crash, jackpot, wheel;
 * docs/fairness/formulas.md "Crash"): the public hash is sha256 of the secret, the secret lies
 * `chain.round` hashes before the published anchor, and the game's own recomputed value equals
 * the one the site recorded.
 */
export type CheckOutcome = 'pass' | 'fail' | 'skipped';

/** Where a round's secret sits in its published chain. */
export interface ChainLink {
  anchor: string;
  round: number;
}

/** What every game's claim about a round holds; each game adds its inputs and recorded outcome. */
export interface ChainedRoundClaim {
  roundId: number;
  secretHash: string;
  publicHash: string;
  /** The chain the site says the secret belongs to; null when not checked (manual entry). */
  chain: ChainLink | null;
}

/** The outcome of a round's check: the public hash and chain checks beside the game's `Own`. */
export interface ChainedVerification<Own extends string> {
  checks: Record<'publicHash' | 'chain' | Own, CheckOutcome>;
  /** Any failed check is a mismatch (docs/community/tickets.md "Rules": a ticket for x3). */
  verdict: 'match' | 'mismatch';
}

/** The public hash is sha256 of the revealed secret. */
export function publicHashCheck(claim: { secretHash: string; publicHash: string }): CheckOutcome {
  return sha256Hex(claim.secretHash) === claim.publicHash ? 'pass' : 'fail';
}

/**
 * The public hash and chain checks with the game's `own`, and the verdict of them all.
 * `chainSteps` is `stepsToAnchor(secret, anchor, round)`, computed apart (a worker).
 */
export function verifyChained<Own extends string>(
  claim: ChainedRoundClaim,
  chainSteps: number | null | undefined,
  own: Record<Own, CheckOutcome>,
): ChainedVerification<Own> {
  const checks: ChainedVerification<Own>['checks'] = {
    publicHash: publicHashCheck(claim),
    chain: claim.chain === null ? 'skipped' : chainSteps === claim.chain.round ? 'pass' : 'fail',
    ...own,
  };
  return { checks, verdict: verdictOf(checks) };
}

/** A recomputed value against the recorded one; skipped when none is recorded (voided, or not entered). */
export function compareRecorded<Value>(computed: Value, recorded: Value | null): CheckOutcome {
  return recorded === null ? 'skipped' : computed === recorded ? 'pass' : 'fail';
}

/** Any failed check is a mismatch (docs/community/tickets.md "Rules": a ticket for x3). */
export function verdictOf(checks: Record<string, CheckOutcome>): 'match' | 'mismatch' {
  return Object.values(checks).includes('fail') ? 'mismatch' : 'match';
}

/** The chain steps on the main thread (tests, and browsers without workers); undefined without a chain. */
export function chainStepsNow(claim: ChainedRoundClaim): number | null | undefined {
  return claim.chain ? stepsToAnchor(claim.secretHash, claim.chain.anchor, claim.chain.round) : undefined;
}

/** A loaded round's chain as a claim keeps it (without the chain's id). */
export function chainLinkOf(chain: ChainLink | null): ChainLink | null {
  return chain ? { anchor: chain.anchor, round: chain.round } : null;
}

/** Hand-entered secret and public hash, compared in lowercase as they are written, or which is no hash. */
export function hashesFromInput(
  secret: string,
  publicHash: string,
): { secretHash: string; publicHash: string } | 'bad_secret' | 'bad_public' {
  const secretHash = secret.trim().toLowerCase();
  const publicText = publicHash.trim().toLowerCase();
  if (!HASH_PATTERN.test(secretHash)) return 'bad_secret';
  if (!HASH_PATTERN.test(publicText)) return 'bad_public';
  return { secretHash, publicHash: publicText };
}
