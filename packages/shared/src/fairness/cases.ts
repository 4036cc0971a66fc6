import { CASE_TICKETS } from './case-tickets';
import { E, hexSlice, hmacSha256Hex } from './hash';

export { CASE_TICKETS };

/**
 * docs/fairness/formulas.md "Cases": `r = int(hmac(server_seed, client_seed:nonce)[0..13)) / E`,
 * a number in [0, 1) mapped over the case's published cumulative odds. `caseRollUnits` keeps it
 * exact.
 */
export function caseRollUnits(serverSeed: string, clientSeed: string, nonce: number): bigint {
  return hexSlice(hmacSha256Hex(serverSeed, `${clientSeed}:${nonce}`), 0, 13);
}

export function caseRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  return Number(caseRollUnits(serverSeed, clientSeed, nonce)) / Number(E);
}

/**
 * The index of the drop whose cumulative-odds interval holds the roll. `weights` are integers
 * (e.g. odds in millionths); drop i wins when `r·W` falls in `[w_0+…+w_{i-1}, w_0+…+w_i)`.
 */
export function pickByWeight(rollUnits: bigint, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total <= 0n) throw new RangeError('a case needs positive odds');
  const point = (rollUnits * total) / E;
  let upper = 0n;
  for (const [index, weight] of weights.entries()) {
    upper += BigInt(weight);
    if (point < upper) return index;
  }
  return weights.length - 1;
}

/**
 * docs/fairness/formulas.md "Cases": `int(hmac(server_seed, client_seed:nonce)[0..13)) ·
 * 100000 / E` (BigInt, so exact), 0–99,999: the opening's item is the one whose published
 * range holds it.
 */
export function caseTicket(serverSeed: string, clientSeed: string, nonce: number): number {
  return ticketOfRoll(caseRollUnits(serverSeed, clientSeed, nonce));
}

/** The ticket of a roll in units of 1/E (`caseRollUnits`): `units · 100000 / E`, rounded down. */
export function ticketOfRoll(rollUnits: bigint): number {
  return Number((rollUnits * BigInt(CASE_TICKETS)) / E);
}
