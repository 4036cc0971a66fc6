import { describe, expect, it } from 'vitest';
import { caseRoll, caseTicket } from './cases';
import { chainAnchor, chainSecret, stepsToAnchor } from './chain';
import { cashOutWins, crashPointHundredths, msToReach, multiplierAt, payoutCents } from './crash';
import { sha256Hex } from './hash';
import { winningTicket } from './jackpot';
import { wheelColour, wheelSegment } from './wheel';

/** The reference vectors (docs/fairness/formulas.md "Reference vectors"), computed by an independent implementation. */
const ROW1 = {
  secretHash: '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80',
  publicHash: 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a',
};

describe('published test vectors', () => {
  it('crash', () => {
    expect(crashPointHundredths({ ...ROW1, roundId: 104, dayOfMonth: 7 })).toBe(280);
    expect(
      crashPointHundredths({
        secretHash: '68986e87c675711383e57cf83e148ea966ae33b3edb8ad2f91841dd800120156',
        publicHash: '510fc5b1dd64916c74b726fa99557321d4e6879afc0163dd9a643149c971e3a5',
        roundId: 124,
        dayOfMonth: 29,
      }),
    ).toBe(989);
  });

  it('crash, instant rule', () => {
    expect(
      crashPointHundredths({
        secretHash: '21b8e1a9e147344752ef9adb6604691b26ab7490aa01224947bbedc8f3b7a0b1',
        publicHash: '95e08f6582acd0c099dbff02ed94172a1812beadfc74bc336e47572beea10d9e',
        roundId: 42,
        dayOfMonth: 5,
      }),
    ).toBe(100);
  });

  it('jackpot', () => {
    expect(winningTicket(ROW1.secretHash, ROW1.publicHash, 7, 12345)).toBe(5440);
  });

  it('wheel', () => {
    const segment = wheelSegment(ROW1.secretHash, ROW1.publicHash, 9);
    expect([segment, wheelColour(segment)]).toEqual([1, 'black']);
  });

  it('case', () => {
    expect(caseRoll(ROW1.secretHash, 'lucky', 3).toFixed(12)).toBe('0.235019854260');
    expect(caseTicket(ROW1.secretHash, 'lucky', 3)).toBe(23501);
  });

  it('the public hash of a vector is the SHA-256 of its secret', () => {
    expect(sha256Hex(ROW1.secretHash)).toBe(ROW1.publicHash);
  });
});

describe('hash chain', () => {
  const seed = 'f'.repeat(64);

  it('fixes every secret in advance: each round reaches the anchor in its own number of steps', () => {
    const anchor = chainAnchor(seed, 50);
    for (const round of [1, 2, 25, 50]) {
      expect(stepsToAnchor(chainSecret(seed, 50, round), anchor, 50)).toBe(round);
    }
    expect(stepsToAnchor(sha256Hex('not from the chain'), anchor, 500)).toBeNull();
  });

  it("makes each round's public hash the previous round's secret", () => {
    expect(sha256Hex(chainSecret(seed, 10, 4))).toBe(chainSecret(seed, 10, 3));
  });

  it('refuses rounds outside the chain', () => {
    expect(() => chainSecret(seed, 10, 0)).toThrow(RangeError);
    expect(() => chainSecret(seed, 10, 11)).toThrow(RangeError);
  });
});

describe('multiplier curve', () => {
  it('starts at x1.00 and follows floor(100·e^(0.00006·t))', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(10_000)).toBe(182);
    expect(multiplierAt(60_000)).toBe(3659);
  });

  it('finds the first millisecond a multiplier is reached', () => {
    for (const target of [101, 150, 280, 989, 10_000, 999_999]) {
      const ms = msToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
    expect(msToReach(100)).toBe(0);
  });

  it('wins a cash-out only strictly below the crash point', () => {
    expect(cashOutWins(279, 280)).toBe(true);
    expect(cashOutWins(280, 280)).toBe(false);
  });

  it('pays bank × multiplier rounded down to the cent', () => {
    expect(payoutCents(333, 150)).toBe(499);
    expect(payoutCents(1_000_000_000, 999_999)).toBe(9_999_990_000_000);
  });
});
