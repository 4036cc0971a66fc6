import { E, hexSlice, hmacSha256Hex } from './hash';

/**
 * docs/fairness/formulas.md "Giveaway": `index = int(hmac(secret, public + ":" + giveaway_id)[0..13)) ·
 * N / E` (BigInt, integer division), a 0-based index over the N participants in join order. The server
 * draws with it and the `/provably-fair` page re-runs it in the browser from the revealed secret.
 */
export function giveawayDrawIndex(
  secretHash: string,
  publicHash: string,
  giveawayId: number,
  participants: number,
): number {
  if (!Number.isSafeInteger(participants) || participants < 1) {
    throw new RangeError('a draw needs at least one participant');
  }
  const r = hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${giveawayId}`), 0, 13);
  return Number((r * BigInt(participants)) / E);
}
