import { describe, expect, it } from 'vitest';
import { segmentCount, WHEEL_COLOURS } from '../games/wheel.machine';
import { sha256Hex } from './hash';
import { WHEEL_LAYOUT, wheelColour, wheelSegment } from './wheel';

/**
 * The wheel lands on each of its 54 segments alike, so each colour comes up in proportion to its
 * segments (26 : 17 : 10 : 1): 10⁶ spins of the real formula, 1,000 secrets (each a SHA-256 of its
 * own seed — random-looking and the same on every run) × round ids 1…1,000, with each secret's
 * own public hash. Pearson's χ² against the expected counts must stay under the critical value
 * at p = 0.001: 90.57 for the 54 segments (53 dof), 16.27 for the four colours (3 dof).
 */
const SECRETS = 1_000;
const ROUNDS_PER_SECRET = 1_000;
const SPINS = SECRETS * ROUNDS_PER_SECRET;
const CHI_SQUARED_CRITICAL_53_DOF = 90.57;
const CHI_SQUARED_CRITICAL_3_DOF = 16.27;

function simulate(): number[] {
  const counts = Array<number>(WHEEL_LAYOUT.length).fill(0);
  for (let k = 0; k < SECRETS; k += 1) {
    const secretHash = sha256Hex(`wheel distribution test seed ${k}`);
    const publicHash = sha256Hex(secretHash);
    for (let roundId = 1; roundId <= ROUNDS_PER_SECRET; roundId += 1) {
      counts[wheelSegment(secretHash, publicHash, roundId)]! += 1;
    }
  }
  return counts;
}

const chiSquared = (observed: number[], expected: number[]) =>
  observed.reduce((sum, count, index) => sum + (count - expected[index]!) ** 2 / expected[index]!, 0);

describe('wheel segments over 10⁶ spins', () => {
  const counts = simulate();

  it('always lands on one of the 54 segments', () => {
    expect(counts).toHaveLength(54);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(SPINS);
  });

  it('lands on every segment alike (χ², 53 dof, p = 0.001)', () => {
    const expected = counts.map(() => SPINS / WHEEL_LAYOUT.length);
    expect(chiSquared(counts, expected)).toBeLessThan(CHI_SQUARED_CRITICAL_53_DOF);
  });

  it('brings each colour up in proportion to its segments (χ², 3 dof, p = 0.001)', () => {
    const byColour = WHEEL_COLOURS.map((colour) =>
      counts.reduce((sum, count, segment) => sum + (wheelColour(segment) === colour ? count : 0), 0),
    );
    const expected = WHEEL_COLOURS.map((colour) => (SPINS * segmentCount(colour)) / WHEEL_LAYOUT.length);
    expect(chiSquared(byColour, expected)).toBeLessThan(CHI_SQUARED_CRITICAL_3_DOF);
  });
});
