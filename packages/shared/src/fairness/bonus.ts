import { E, hexSlice, hmacSha256Hex } from './hash';

/** How many players a jackpot-bonus draw picks at most (docs/engagement/jackpot-bonus.md "Rules": 50 / 25 / 25 %). */
export const BONUS_PLACES = 3;

/** The shares of the pot by place, in percent (docs/engagement/jackpot-bonus.md "Rules"). */
export const BONUS_SHARE_PERCENTS = [50, 25, 25] as const;

/**
 * docs/fairness/formulas.md "Jackpot bonus": from the eligible players sorted by user id ascending,
 * for k = 0, 1, 2 while players remain, `i_k = int(hmac(secret, public:period:k)[0..13)) · M_k / E`
 * (BigInt) picks one of the M_k players still in the list, who is then removed. Answers the winners'
 * ids in place order (first place first); fewer than three when fewer players are eligible.
 */
export function bonusDrawWinners(
  secretHash: string,
  publicHash: string,
  periodId: number,
  eligibleIdsAscending: readonly number[],
): number[] {
  const remaining = [...eligibleIdsAscending];
  for (let i = 1; i < remaining.length; i += 1) {
    // The list is the draw's input as published: an unsorted list would be a different draw.
    if (remaining[i]! <= remaining[i - 1]!) throw new RangeError('eligible ids must be strictly ascending');
  }
  const winners: number[] = [];
  for (let k = 0; k < BONUS_PLACES && remaining.length > 0; k += 1) {
    const r = hexSlice(hmacSha256Hex(secretHash, `${publicHash}:${periodId}:${k}`), 0, 13);
    const index = Number((r * BigInt(remaining.length)) / E);
    winners.push(remaining.splice(index, 1)[0]!);
  }
  return winners;
}

/**
 * The winners' shares of a pot of `potCents` (docs/fairness/formulas.md "Jackpot bonus"): 50 / 25
 * / 25 % each rounded down to the cent, and the cents the rounding left over go to the first
 * winner — so with three winners the shares sum exactly to the pot. Places without a winner get
 * nothing: their share stays in the pot and carries over to the next period. `winners` is the
 * draw's winners (or just their count); answers one amount per winner, in place order.
 */
export function bonusShares(potCents: number, winners: readonly number[] | number): number[] {
  const winnerCount = typeof winners === 'number' ? winners : winners.length;
  if (!Number.isSafeInteger(potCents) || potCents < 0) throw new RangeError(`invalid pot ${potCents}`);
  if (!Number.isInteger(winnerCount) || winnerCount < 0 || winnerCount > BONUS_PLACES) {
    throw new RangeError(`invalid winner count ${winnerCount}`);
  }
  if (winnerCount === 0) return [];
  const floored = BONUS_SHARE_PERCENTS.map((percent) => Math.floor((potCents * percent) / 100));
  // The rounding leftover of the whole pot: at most 2 cents, always given to place 1.
  const leftover = potCents - floored.reduce((sum, share) => sum + share, 0);
  const shares = floored.slice(0, winnerCount);
  shares[0]! += leftover;
  return shares;
}
