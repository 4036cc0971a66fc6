import { describe, expect, it } from 'vitest';
import { giveawayDrawIndex } from './giveaway';
import { sha256Hex } from './hash';

/** The first giveaway row of docs/fairness/formulas.md "Reference vectors". */
const ROW1 = {
  secretHash: '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80',
  publicHash: 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a',
};

describe('giveaway draw', () => {
  it('reproduces the published vector: giveaway 3, N = 7 → index 6', () => {
    expect(giveawayDrawIndex(ROW1.secretHash, ROW1.publicHash, 3, 7)).toBe(6);
  });

  it('always picks an index inside the participants', () => {
    for (let n = 1; n <= 200; n += 1) {
      const secret = sha256Hex(`secret-${n}`);
      const index = giveawayDrawIndex(secret, sha256Hex(secret), n, n);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(n);
    }
  });

  it('a single participant always wins', () => {
    expect(giveawayDrawIndex(ROW1.secretHash, ROW1.publicHash, 99, 1)).toBe(0);
  });

  it('refuses a draw without participants', () => {
    expect(() => giveawayDrawIndex(ROW1.secretHash, ROW1.publicHash, 3, 0)).toThrow(RangeError);
  });
});
