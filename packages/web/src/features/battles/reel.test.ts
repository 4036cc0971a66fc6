import { describe, expect, it } from 'vitest';
import { slotAt } from '../../lib/reel-motion';
import { BATTLE_REEL, battleReelPositionAt, battleReelStop, battleSpinMs, buildBattleReel, reelSeed } from './reel';

const table = [
  { id: 1, tickets: { from: 0, to: 79_919 } },
  { id: 2, tickets: { from: 79_920, to: 95_899 } },
  { id: 3, tickets: { from: 95_900, to: 99_099 } },
  { id: 4, tickets: { from: 99_100, to: 99_999 } },
];

describe('battle reel', () => {
  it('puts the rolled item at the winner index, the same strip for every viewer', () => {
    const won = { id: 99, tickets: { from: 5, to: 5 } };
    const strip = buildBattleReel(table, won, reelSeed(12, 3, 1));
    expect(strip).toHaveLength(BATTLE_REEL.entries);
    expect(strip[BATTLE_REEL.winnerIndex]).toBe(won);
    expect(buildBattleReel(table, won, reelSeed(12, 3, 1)).map((item) => item.id)).toEqual(
      strip.map((item) => item.id),
    );
  });

  it('gives every seat and round its own strip', () => {
    const seeds = new Set([reelSeed(12, 0, 0), reelSeed(12, 0, 1), reelSeed(12, 1, 0), reelSeed(13, 0, 0)]);
    expect(seeds.size).toBe(4);
  });

  it('draws the other cards by the odds, and does without a table', () => {
    const counts = new Map<number, number>();
    for (let seed = 1; seed <= 100; seed += 1) {
      buildBattleReel(table, table[0]!, seed).forEach((item, index) => {
        if (index !== BATTLE_REEL.winnerIndex) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
      });
    }
    expect(counts.get(1)!).toBeGreaterThan(counts.get(2)!);
    expect(counts.get(2)!).toBeGreaterThan(counts.get(4) ?? 0);

    const won = { id: 5, tickets: { from: 0, to: 0 } };
    expect(new Set(buildBattleReel([], won, 1))).toEqual(new Set([won]));
  });

  it('stops inside the rolled item slot and moves only forward', () => {
    for (let seed = 1; seed <= 50; seed += 1) expect(slotAt(battleReelStop(seed))).toBe(BATTLE_REEL.winnerIndex);
    const timing = { startedAt: 1_000, endsAt: 3_000 };
    const stop = battleReelStop(7);
    expect(battleReelPositionAt(1_000, timing, stop)).toBe(BATTLE_REEL.startPosition);
    let last = -Infinity;
    for (let now = 1_000; now <= 3_000; now += 100) {
      const position = battleReelPositionAt(now, timing, stop);
      expect(position).toBeGreaterThanOrEqual(last);
      last = position;
    }
    expect(battleReelPositionAt(3_000, timing, stop)).toBe(stop);
    expect(battleReelPositionAt(0, null, stop)).toBe(stop);
  });

  it('spins within the round', () => {
    expect(battleSpinMs(3_500)).toBe(2_625);
    expect(battleSpinMs(10_000)).toBe(BATTLE_REEL.maxSpinMs);
    expect(battleSpinMs(200)).toBe(150);
    expect(battleSpinMs(0)).toBe(0);
  });
});
