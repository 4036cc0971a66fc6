import { describe, expect, it } from 'vitest';
import { buildCaseStrip, caseReelPositionAt, caseReelStop } from '../../lib/case-reel';
import { slotAt } from '../../lib/reel-motion';
import { BATTLE_REEL, battleSpinMs, reelSeed } from './reel';

// The engine's own tests are in lib/case-reel.test.ts; these check a seat's reel: its seed, shape and spin.
const table = [
  { id: 1, tickets: { from: 0, to: 79_919 } },
  { id: 2, tickets: { from: 79_920, to: 95_899 } },
  { id: 3, tickets: { from: 95_900, to: 99_099 } },
  { id: 4, tickets: { from: 99_100, to: 99_999 } },
];

describe('battle reel', () => {
  it('puts the rolled item at the winner index, the same strip for every viewer', () => {
    const won = { id: 99, tickets: { from: 5, to: 5 } };
    const strip = buildCaseStrip(BATTLE_REEL, table, won, reelSeed(12, 3, 1));
    expect(strip).toHaveLength(BATTLE_REEL.entries);
    expect(strip[BATTLE_REEL.winnerIndex]).toBe(won);
    expect(buildCaseStrip(BATTLE_REEL, table, won, reelSeed(12, 3, 1)).map((item) => item.id)).toEqual(
      strip.map((item) => item.id),
    );
  });

  it('gives every seat and round its own strip', () => {
    const seeds = new Set([reelSeed(12, 0, 0), reelSeed(12, 0, 1), reelSeed(12, 1, 0), reelSeed(13, 0, 0)]);
    expect(seeds.size).toBe(4);
  });

  it('stops inside the rolled item slot and moves only forward', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      expect(slotAt(caseReelStop(BATTLE_REEL, seed))).toBe(BATTLE_REEL.winnerIndex);
    }
    const timing = { startedAt: 1_000, endsAt: 3_000 };
    const stop = caseReelStop(BATTLE_REEL, 7);
    expect(caseReelPositionAt(BATTLE_REEL, 1_000, timing, stop)).toBe(BATTLE_REEL.startPosition);
    let last = -Infinity;
    for (let now = 1_000; now <= 3_000; now += 100) {
      const position = caseReelPositionAt(BATTLE_REEL, now, timing, stop);
      expect(position).toBeGreaterThanOrEqual(last);
      last = position;
    }
    expect(caseReelPositionAt(BATTLE_REEL, 3_000, timing, stop)).toBe(stop);
    expect(caseReelPositionAt(BATTLE_REEL, 0, null, stop)).toBe(stop);
  });

  it('spins within the round', () => {
    expect(battleSpinMs(3_500)).toBe(2_625);
    expect(battleSpinMs(10_000)).toBe(BATTLE_REEL.maxSpinMs);
    expect(battleSpinMs(200)).toBe(150);
    expect(battleSpinMs(0)).toBe(0);
  });
});
