import { describe, expect, it } from 'vitest';
import { crashPointHundredths, isInstantCrash } from './crash';
import { sha256Hex } from './hash';

/**
 * The house edge, measured: over a million rounds drawn from a hash chain (as the engine draws
 * them), P(crash ≥ t) must be 0.96 / t within 4 standard deviations for every target, and the
 * instant-crash rule must end 4 % of rounds. A deterministic chain makes the test repeatable.
 */
const ROUNDS = 1_000_000;
const TARGETS = [101, 121, 150, 200, 300, 500, 1000, 10_000];

function simulate() {
  const atLeast = new Map(TARGETS.map((target) => [target, 0]));
  let instant = 0;
  let atOne = 0;
  let secretHash = sha256Hex('crash distribution test seed');
  for (let roundId = 1; roundId <= ROUNDS; roundId += 1) {
    const publicHash = sha256Hex(secretHash);
    const round = { secretHash, publicHash, roundId, dayOfMonth: (roundId % 28) + 1 };
    const point = crashPointHundredths(round);
    if (point === 100) {
      atOne += 1;
      if (isInstantCrash(round)) instant += 1;
    }
    for (const target of TARGETS) if (point >= target) atLeast.set(target, (atLeast.get(target) ?? 0) + 1);
    secretHash = publicHash;
  }
  return { atLeast, instant, atOne };
}

/** |observed − expected| in standard deviations of a binomial count. */
function sigmas(count: number, p: number): number {
  return Math.abs(count - ROUNDS * p) / Math.sqrt(ROUNDS * p * (1 - p));
}

describe('crash point distribution over 10^6 rounds', () => {
  const { atLeast, instant, atOne } = simulate();

  it.each(TARGETS)('P(crash ≥ %i/100) is 0.96 / t within 4σ', (target) => {
    expect(sigmas(atLeast.get(target) ?? 0, 0.96 / (target / 100))).toBeLessThan(4);
  });

  it('ends 4 % of rounds by the instant-crash rule', () => {
    expect(sigmas(instant, 0.04)).toBeLessThan(4);
  });

  it('ends about 4.95 % of rounds at x1.00: the instant rule plus values that floor to 1.00', () => {
    // A non-instant round floors to 1.00 when 100E/(E−x) < 101, i.e. with probability 1 − 100/101.
    expect(sigmas(atOne, 0.04 + 0.96 * (1 - 100 / 101))).toBeLessThan(4);
  });
});
