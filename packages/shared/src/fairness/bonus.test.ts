import { describe, expect, it } from 'vitest';
import { BONUS_PLACES, bonusDrawWinners, bonusShares } from './bonus';
import { seededRandom as seeded } from '../seeded-random';
import { sha256Hex } from './hash';

/** The first row of the jackpot-bonus reference vectors (docs/fairness/formulas.md "Reference vectors"). */
const ROW1 = {
  secretHash: '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80',
  publicHash: 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a',
};
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('jackpot-bonus draw', () => {
  it('reproduces the reference vector: period 5, ids 1…10 → 8, 4, 9', () => {
    expect(bonusDrawWinners(ROW1.secretHash, ROW1.publicHash, 5, ids(10))).toEqual([8, 4, 9]);
  });

  it('picks as many distinct eligible players as there are, at most three', () => {
    const random = seeded(7);
    for (let run = 0; run < 300; run += 1) {
      const secret = sha256Hex(`secret-${run}`);
      const eligible = ids(Math.floor(random() * 12)).map((id) => id * 3);
      const winners = bonusDrawWinners(secret, sha256Hex(secret), run + 1, eligible);
      expect(winners).toHaveLength(Math.min(BONUS_PLACES, eligible.length));
      expect(new Set(winners).size).toBe(winners.length);
      for (const winner of winners) expect(eligible).toContain(winner);
    }
  });

  it('a lone player always wins; nobody eligible draws nobody', () => {
    expect(bonusDrawWinners(ROW1.secretHash, ROW1.publicHash, 5, [42])).toEqual([42]);
    expect(bonusDrawWinners(ROW1.secretHash, ROW1.publicHash, 5, [])).toEqual([]);
  });

  it('refuses a list that is not sorted ascending (it would be another draw)', () => {
    expect(() => bonusDrawWinners(ROW1.secretHash, ROW1.publicHash, 5, [2, 1])).toThrow(RangeError);
    expect(() => bonusDrawWinners(ROW1.secretHash, ROW1.publicHash, 5, [1, 1])).toThrow(RangeError);
  });
});

describe('jackpot-bonus shares', () => {
  it('splits 50 / 25 / 25 % floored, the leftover cents to the first winner', () => {
    expect(bonusShares(10_000, 3)).toEqual([5_000, 2_500, 2_500]);
    expect(bonusShares(10_003, 3)).toEqual([5_003, 2_500, 2_500]);
    expect(bonusShares(7, [1, 2, 3])).toEqual([5, 1, 1]);
    expect(bonusShares(1, 3)).toEqual([1, 0, 0]);
    expect(bonusShares(0, 3)).toEqual([0, 0, 0]);
  });

  it('places without a winner keep their share in the pot', () => {
    expect(bonusShares(10_003, 1)).toEqual([5_003]);
    expect(bonusShares(10_003, [9, 4])).toEqual([5_003, 2_500]);
    expect(bonusShares(10_003, 0)).toEqual([]);
  });

  it('property: three shares sum exactly to the pot; fewer never exceed it; never negative', () => {
    const random = seeded(16);
    const pots = [0, 1, 2, 3, 4, 5, 99, 100, 101, 1_000_000_000];
    for (let run = 0; run < 1_500; run += 1) pots.push(Math.floor(random() * 10 ** (1 + Math.floor(random() * 9))));
    for (const pot of pots) {
      for (let winners = 0; winners <= BONUS_PLACES; winners += 1) {
        const shares = bonusShares(pot, winners);
        const paid = shares.reduce((sum, share) => sum + share, 0);
        expect(shares).toHaveLength(winners);
        for (const share of shares) expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
        if (winners === BONUS_PLACES) expect(paid).toBe(pot);
        else expect(paid).toBeLessThanOrEqual(pot);
        // Each share is its percent floored, plus at most the 2-cent leftover on the first.
        if (winners > 0) expect(shares[0]! - Math.floor(pot / 2)).toBeLessThanOrEqual(2);
        for (let place = 1; place < winners; place += 1) expect(shares[place]).toBe(Math.floor(pot / 4));
      }
    }
  });

  it('refuses impossible input', () => {
    expect(() => bonusShares(-1, 3)).toThrow(RangeError);
    expect(() => bonusShares(1.5, 3)).toThrow(RangeError);
    expect(() => bonusShares(100, 4)).toThrow(RangeError);
  });
});
