import { describe, expect, it } from 'vitest';
import { slotAt } from '../../lib/reel-motion';
import { buildCaseReel, CASE_REEL, reelPositionAt, reelStopPosition } from './reel';

const table = [
  { id: 1, tickets: { from: 0, to: 79_919 } },
  { id: 2, tickets: { from: 79_920, to: 95_899 } },
  { id: 3, tickets: { from: 95_900, to: 99_099 } },
  { id: 4, tickets: { from: 99_100, to: 99_739 } },
  { id: 5, tickets: { from: 99_740, to: 99_999 } },
];

describe('case reel', () => {
  it('puts the won item at the winner index', () => {
    const strip = buildCaseReel(table, table[4]!, 42);
    expect(strip).toHaveLength(CASE_REEL.entries);
    expect(strip[CASE_REEL.winnerIndex]).toBe(table[4]);
  });

  it('is the same strip for the same opening, another for another', () => {
    const ids = (seed: number) => buildCaseReel(table, table[0]!, seed).map((item) => item.id);
    expect(ids(7)).toEqual(ids(7));
    expect(ids(7)).not.toEqual(ids(8));
  });

  it('draws the other cards from the table by its odds', () => {
    const counts = new Map<number, number>();
    for (let seed = 1; seed <= 200; seed += 1) {
      buildCaseReel(table, table[0]!, seed).forEach((item, index) => {
        if (index !== CASE_REEL.winnerIndex) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
      });
    }
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    // 80 % of the tickets: the common tier fills most of the strip; the rare tier almost none of it.
    expect((counts.get(1) ?? 0) / total).toBeGreaterThan(0.75);
    expect((counts.get(1) ?? 0) / total).toBeLessThan(0.85);
    expect((counts.get(5) ?? 0) / total).toBeLessThan(0.01);
  });

  it('stops inside the won slot for every opening', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      expect(slotAt(reelStopPosition(seed))).toBe(CASE_REEL.winnerIndex);
    }
  });

  it('moves forward only, from the start to the stop', () => {
    const stop = reelStopPosition(3);
    const timing = { startedAt: 1_000, endsAt: 1_000 + CASE_REEL.spinMs };
    expect(reelPositionAt(1_000, timing, stop)).toBe(CASE_REEL.startPosition);
    let previous: number = CASE_REEL.startPosition;
    for (let now = 1_000; now <= timing.endsAt; now += 100) {
      const position = reelPositionAt(now, timing, stop);
      expect(position).toBeGreaterThanOrEqual(previous);
      previous = position;
    }
    expect(reelPositionAt(timing.endsAt, timing, stop)).toBe(stop);
  });

  it('is at the stop at once without timing (reduced motion)', () => {
    expect(reelPositionAt(0, null, 56.6)).toBe(56.6);
  });
});
