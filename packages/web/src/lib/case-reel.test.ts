import { describe, expect, it } from 'vitest';
import { buildCaseStrip, caseReelPositionAt, caseReelStop, type CaseReelShape } from './case-reel';
import { slotAt } from './reel-motion';

const reel: CaseReelShape = {
  entries: 64,
  winnerIndex: 56,
  startPosition: 3.5,
  maxStopJitter: 0.35,
  ease: (progress) => 1 - (1 - Math.min(1, Math.max(0, progress))) ** 4,
};

const table = [
  { id: 1, tickets: { from: 0, to: 79_919 } },
  { id: 2, tickets: { from: 79_920, to: 95_899 } },
  { id: 3, tickets: { from: 95_900, to: 99_099 } },
  { id: 4, tickets: { from: 99_100, to: 99_739 } },
  { id: 5, tickets: { from: 99_740, to: 99_999 } },
];

describe('case reel', () => {
  it('puts the won item at the winner index', () => {
    const strip = buildCaseStrip(reel, table, table[4]!, 42);
    expect(strip).toHaveLength(reel.entries);
    expect(strip[reel.winnerIndex]).toBe(table[4]);
  });

  it('is the same strip for the same seed, another for another', () => {
    const ids = (seed: number) => buildCaseStrip(reel, table, table[0]!, seed).map((item) => item.id);
    expect(ids(7)).toEqual(ids(7));
    expect(ids(7)).not.toEqual(ids(8));
  });

  it('draws the other cards from the table by its odds', () => {
    const counts = new Map<number, number>();
    for (let seed = 1; seed <= 200; seed += 1) {
      buildCaseStrip(reel, table, table[0]!, seed).forEach((item, index) => {
        if (index !== reel.winnerIndex) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
      });
    }
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    // 80 % of the tickets: the common tier fills most of the strip; the rare tier almost none of it.
    expect((counts.get(1) ?? 0) / total).toBeGreaterThan(0.75);
    expect((counts.get(1) ?? 0) / total).toBeLessThan(0.85);
    expect((counts.get(5) ?? 0) / total).toBeLessThan(0.01);
  });

  it('does without a table: every card is the won item', () => {
    const won = { id: 5, tickets: { from: 0, to: 0 } };
    expect(new Set(buildCaseStrip(reel, [], won, 1))).toEqual(new Set([won]));
  });

  it('stops inside the won slot for every seed', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      expect(slotAt(caseReelStop(reel, seed))).toBe(reel.winnerIndex);
    }
  });

  it('moves forward only, from the start to the stop', () => {
    const stop = caseReelStop(reel, 3);
    const timing = { startedAt: 1_000, endsAt: 7_000 };
    expect(caseReelPositionAt(reel, 1_000, timing, stop)).toBe(reel.startPosition);
    let previous = reel.startPosition;
    for (let now = 1_000; now <= timing.endsAt; now += 100) {
      const position = caseReelPositionAt(reel, now, timing, stop);
      expect(position).toBeGreaterThanOrEqual(previous);
      previous = position;
    }
    expect(caseReelPositionAt(reel, timing.endsAt, timing, stop)).toBe(stop);
  });

  it('is at the stop at once without timing (reduced motion)', () => {
    expect(caseReelPositionAt(reel, 0, null, 56.6)).toBe(56.6);
  });
});
