import { describe, expect, it } from 'vitest';
import { buildCaseStrip, caseReelPositionAt, caseReelStop } from '../../lib/case-reel';
import { slotAt } from '../../lib/reel-motion';
import { CASE_REEL, easeOutQuart } from './reel';

// The engine's own tests are in lib/case-reel.test.ts; these check the opening reel's shape.
const table = [
  { id: 1, tickets: { from: 0, to: 79_919 } },
  { id: 2, tickets: { from: 79_920, to: 95_899 } },
];

describe('case opening reel', () => {
  it('puts the won item at its winner index, with cards after it', () => {
    const strip = buildCaseStrip(CASE_REEL, table, table[1]!, 42);
    expect(strip).toHaveLength(CASE_REEL.entries);
    expect(strip[CASE_REEL.winnerIndex]).toBe(table[1]);
    expect(CASE_REEL.winnerIndex).toBeLessThan(CASE_REEL.entries - 4);
  });

  it('stops inside the won slot for every opening', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      expect(slotAt(caseReelStop(CASE_REEL, seed))).toBe(CASE_REEL.winnerIndex);
    }
  });

  it('moves forward only over its spin, from the start to the stop', () => {
    const stop = caseReelStop(CASE_REEL, 3);
    const timing = { startedAt: 1_000, endsAt: 1_000 + CASE_REEL.spinMs };
    expect(caseReelPositionAt(CASE_REEL, 1_000, timing, stop)).toBe(CASE_REEL.startPosition);
    let previous: number = CASE_REEL.startPosition;
    for (let now = 1_000; now <= timing.endsAt; now += 100) {
      const position = caseReelPositionAt(CASE_REEL, now, timing, stop);
      expect(position).toBeGreaterThanOrEqual(previous);
      previous = position;
    }
    expect(caseReelPositionAt(CASE_REEL, timing.endsAt, timing, stop)).toBe(stop);
  });

  it('eases out: most of the way in the first half', () => {
    expect(easeOutQuart(0)).toBe(0);
    expect(easeOutQuart(0.5)).toBeCloseTo(0.9375, 9);
    expect(easeOutQuart(2)).toBe(1);
  });
});
