import { E, hexSlice, hmacSha256Hex } from './hash';

/**
 * docs/fairness/formulas.md "Jackpot": tickets are cents of stake numbered from 1 in bet order;
 * the winning ticket is `int(hmac(secret, public:round)[0..13)) · T / E + 1` with integer
 * division.
 */
export function winningTicket(secretHash: string, publicHash: string, roundId: number, totalTickets: number): number {
  if (!Number.isSafeInteger(totalTickets) || totalTickets < 1) throw new RangeError('a pot needs at least one ticket');
  const r = hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${roundId}`), 0, 13);
  return Number((r * BigInt(totalTickets)) / E) + 1;
}
