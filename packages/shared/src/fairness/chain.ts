import { sha256Hex } from './hash';

/**
 * The reverse hash chain (docs/fairness/formulas.md "Hash chains"): from a random seed `s`, `c_1
 * = sha256(s)`, `c_{k+1} = sha256(c_k)` up to `c_N`; rounds use `c_N, c_{N-1}, …` and `anchor =
 * sha256(c_N)` is published before the first round. Every secret is therefore fixed in advance:
 * hashing round r's secret r times gives the anchor.
 *
 * Note for engines: a round's public hash `sha256(c_k)` equals `c_{k+1}`, the previous round's
 * secret. The next round must only be created (and its public hash shown) once the previous
 * round has ended and its secret is revealed anyway.
 */
export type Sha256 = (text: string) => string;

/** The secret of the `round`-th round of a chain (1-based): `c_{N - round + 1}`. */
export function chainSecret(seed: string, length: number, round: number, hash: Sha256 = sha256Hex): string {
  if (!Number.isInteger(round) || round < 1 || round > length) {
    throw new RangeError(`round ${round} is outside a chain of ${length}`);
  }
  let link = hash(seed);
  for (let k = 1; k < length - round + 1; k += 1) link = hash(link);
  return link;
}

/** `sha256(c_N)`, published before the chain's first round. */
export function chainAnchor(seed: string, length: number, hash: Sha256 = sha256Hex): string {
  return hash(chainSecret(seed, length, 1, hash));
}

/**
 * How many hashes lead from `secret` to `anchor` (the round's position in its chain), or null if
 * the anchor is not reached within `maxSteps`: then the secret was not fixed in advance.
 */
export function stepsToAnchor(
  secret: string,
  anchor: string,
  maxSteps: number,
  hash: Sha256 = sha256Hex,
): number | null {
  let link = secret;
  for (let step = 1; step <= maxSteps; step += 1) {
    link = hash(link);
    if (link === anchor) return step;
  }
  return null;
}
