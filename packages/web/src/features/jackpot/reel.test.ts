import { describe, expect, it } from 'vitest';
import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';
import { slotAt } from '../../lib/reel-motion';
import {
  buildReel,
  easeOutCubic,
  REEL_START_POSITION,
  reelCounts,
  reelPositionAt,
  reelStopPosition,
  type ReelShare,
} from './reel';

const player = (id: number) => ({ id, username: `p${id}`, avatar: `/avatars/${id}.svg` });
const share = (id: number, bank: number): ReelShare => ({ user: player(id), bank });

describe('buildReel', () => {
  const shares = [share(1, 60), share(2, 30), share(3, 9.5), share(4, 0.5)];

  it('has 201 entries with the winner at index 190', () => {
    for (const winner of [1, 2, 3, 4]) {
      const strip = buildReel(shares, player(winner), 42);
      expect(strip).toHaveLength(JACKPOT.reel.entries);
      expect(strip[JACKPOT.reel.winnerIndex]?.id).toBe(winner);
    }
  });

  it('gives each player places in proportion to their stake, rounded up, everyone at least once', () => {
    expect(reelCounts(shares)).toEqual([120, 60, 19, 1]);
    expect(reelCounts([share(1, 1), share(2, 2)])).toEqual([67, 134]);
    // A stake too small for a whole place still shows.
    expect(reelCounts([share(1, 10_000), share(2, 0.01)])).toEqual([200, 1]);
  });

  it('shows each player about as often as their chance says', () => {
    const strip = buildReel(shares, player(4), 7);
    const seen = (id: number) => strip.slice(0, 200).filter((entry) => entry.id === id).length;
    // 200 of the pool's 200 + rounding places, less the winner's forced slot.
    expect(seen(1)).toBeGreaterThanOrEqual(110);
    expect(seen(1)).toBeLessThanOrEqual(125);
    expect(seen(2)).toBeGreaterThanOrEqual(52);
    expect(seen(2)).toBeLessThanOrEqual(64);
    expect(seen(3)).toBeGreaterThanOrEqual(14);
    expect(seen(3)).toBeLessThanOrEqual(22);
    expect(seen(4)).toBeGreaterThanOrEqual(1);
  });

  it('is the same strip for every viewer of a round and another for the next round', () => {
    const ids = (seed: number) => buildReel(shares, player(2), seed).map((entry) => entry.id);
    expect(ids(11)).toEqual(ids(11));
    expect(ids(12)).not.toEqual(ids(11));
  });

  it('fills the strip with the winner when it knows no shares (a page that missed the bets)', () => {
    const strip = buildReel([], player(9), 1);
    expect(new Set(strip.map((entry) => entry.id))).toEqual(new Set([9]));
  });
});

describe('reel motion', () => {
  it('eases out cubically from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('stops inside the winner slot, off its centre by less than half a slot', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const stop = reelStopPosition(seed);
      expect(slotAt(stop)).toBe(JACKPOT.reel.winnerIndex);
      expect(Math.abs(stop - (JACKPOT.reel.winnerIndex + 0.5))).toBeLessThan(0.5);
    }
  });

  it('moves from the start to the stop over the spin, never past it', () => {
    const timing = { startedAt: 1000, endsAt: 11_000 };
    const stop = reelStopPosition(5);
    expect(reelPositionAt(500, timing, stop)).toBe(REEL_START_POSITION);
    expect(reelPositionAt(1000, timing, stop)).toBe(REEL_START_POSITION);
    const positions = [2000, 4000, 6000, 8000, 10_000, 10_999].map((now) => reelPositionAt(now, timing, stop));
    for (let index = 1; index < positions.length; index += 1) {
      expect(positions[index]).toBeGreaterThan(positions[index - 1]!);
      expect(positions[index]).toBeLessThan(stop);
    }
    expect(reelPositionAt(11_000, timing, stop)).toBe(stop);
    expect(reelPositionAt(60_000, timing, stop)).toBe(stop);
  });

  it('shows the stopped reel when the spin was not seen', () => {
    expect(reelPositionAt(0, null, 190.6)).toBe(190.6);
  });
});
