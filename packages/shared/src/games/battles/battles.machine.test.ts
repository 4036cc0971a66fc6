import { describe, expect, it } from 'vitest';
import {
  BATTLE,
  BATTLE_MODES,
  battleSeatCost,
  battleSeatCount,
  battleTeams,
  canBattleTransition,
  dealBattleItems,
  isBattleMode,
  teamOfSeat,
} from './battles.machine';

describe('battle modes', () => {
  it('has 2, 3, 4 and 4 seats; 2v2 is seats 0–1 against 2–3, the others every seat alone', () => {
    expect(BATTLE_MODES.map((mode) => [mode, battleSeatCount(mode), battleTeams(mode)])).toEqual([
      ['1v1', 2, [[0], [1]]],
      ['1v1v1', 3, [[0], [1], [2]]],
      ['1v1v1v1', 4, [[0], [1], [2], [3]]],
      [
        '2v2',
        4,
        [
          [0, 1],
          [2, 3],
        ],
      ],
    ]);
    expect([0, 1, 2, 3].map((seat) => teamOfSeat('2v2', seat))).toEqual([0, 0, 1, 1]);
    expect(() => teamOfSeat('1v1', 2)).toThrow(RangeError);
    expect([isBattleMode('2v2'), isBattleMode('3v3')]).toEqual([true, false]);
  });
});

describe('battle limits and lifecycle', () => {
  it('costs each seat the sum of 1–25 case prices, repeats allowed', () => {
    expect(battleSeatCost([250])).toBe(250);
    expect(battleSeatCost([250, 250, 1_000])).toBe(1_500);
    expect(battleSeatCost(new Array<number>(25).fill(100))).toBe(2_500);
    expect(() => battleSeatCost([])).toThrow(RangeError);
    expect(() => battleSeatCost(new Array<number>(26).fill(100))).toThrow(RangeError);
    expect(() => battleSeatCost([0])).toThrow(RangeError);
  });

  it('cancels a battle waiting 10 minutes, and never one whose outcome exists', () => {
    expect(BATTLE.waitingTimeoutMs).toBe(600_000);
    expect(canBattleTransition('waiting', 'cancelled')).toBe(true);
    expect(canBattleTransition('waiting', 'running')).toBe(true);
    expect(canBattleTransition('running', 'cancelled')).toBe(false);
    expect(canBattleTransition('running', 'finished')).toBe(true);
    expect(canBattleTransition('finished', 'cancelled')).toBe(false);
  });
});

const roll = (round: number, seat: number, price: number) => ({ round, seat, item: { price } });

describe('dealing the items', () => {
  it('gives a lone winner every item of the battle', () => {
    const rolls = [roll(0, 0, 100), roll(0, 1, 900), roll(1, 0, 50), roll(1, 1, 5)];
    expect(dealBattleItems([1], rolls).map(({ seat }) => seat)).toEqual([1, 1, 1, 1]);
  });

  it('deals a 2v2 win most valuable first, each to the teammate dealt less so far (ties: lower seat)', () => {
    // 500 → seat 2 (0 = 0) · 400 → seat 3 (500 > 0) · 300 → seat 3 (500 > 400) · 200 → seat 2 (500 < 700)
    // · 100 → seat 2 (700 = 700): seat 2 ends with 800, seat 3 with 700.
    const rolls = [roll(0, 0, 100), roll(0, 1, 300), roll(0, 2, 500), roll(0, 3, 200), roll(1, 0, 400)];
    expect(dealBattleItems([2, 3], rolls).map(({ seat, roll }) => [roll.item.price, seat])).toEqual([
      [500, 2],
      [400, 3],
      [300, 3],
      [200, 2],
      [100, 2],
    ]);
  });

  it('deals equal prices in roll order: round, then seat', () => {
    const rolls = [roll(1, 0, 300), roll(0, 3, 300), roll(0, 1, 300)];
    expect(dealBattleItems([3, 2], rolls).map(({ seat, roll }) => [roll.round, roll.seat, seat])).toEqual([
      [0, 1, 2],
      [0, 3, 3],
      [1, 0, 2],
    ]);
  });

  it('refuses a battle without a winner', () => {
    expect(() => dealBattleItems([], [roll(0, 0, 1)])).toThrow(RangeError);
  });
});
