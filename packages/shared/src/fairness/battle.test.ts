import { describe, expect, it } from 'vitest';
import {
  BATTLE_BOT_SEED,
  battleRolls,
  battleSeeds,
  battleTicket,
  battleTieIndex,
  isBattleClientSeed,
  seatSeedsOf,
} from './battle';

/** Row 1 of the reference vectors (docs/fairness/formulas.md "Reference vectors"). */
const ROW1 = {
  secretHash: '0a0a3725fb8ea7ed4c621afb9bb4ea2f31039659d79c6e91556410ff38f36a80',
  publicHash: 'a6f57d69f66f23e06f459bcc5b55bd7ee4a46d05f6d13b47cbf810b12d2c2c8a',
};

describe('case battle reference vectors', () => {
  it('battle 12, seeds alice,bot: tickets per round and seat, and the tie draw of two', () => {
    const ticket = (round: number, seat: number) =>
      battleTicket(ROW1.secretHash, ROW1.publicHash, 12, 'alice,bot', round, seat);
    expect([
      [ticket(0, 0), ticket(0, 1)],
      [ticket(1, 0), ticket(1, 1)],
    ]).toEqual([
      [48135, 56978],
      [56265, 64289],
    ]);
    expect(battleTieIndex(ROW1.secretHash, ROW1.publicHash, 12, 'alice,bot', 2)).toBe(0);
  });

  it('battle 40, seeds alice,bob-7,bot,bot, round 0', () => {
    const seeds = battleSeeds(['alice', 'bob-7', BATTLE_BOT_SEED, BATTLE_BOT_SEED]);
    expect(seeds).toBe('alice,bob-7,bot,bot');
    expect([0, 1, 2, 3].map((seat) => battleTicket(ROW1.secretHash, ROW1.publicHash, 40, seeds, 0, seat))).toEqual([
      77607, 25656, 84455, 46245,
    ]);
  });

  it('battle 12, seeds alice,bob-7,bot: the tie draw of three', () => {
    expect(battleTieIndex(ROW1.secretHash, ROW1.publicHash, 12, 'alice,bob-7,bot', 3)).toBe(2);
  });
});

describe('seat seeds', () => {
  it('takes 1–32 characters of [A-Za-z0-9_-]', () => {
    for (const seed of ['a', 'bot', 'Bob_7-x', 'z'.repeat(32)]) expect(isBattleClientSeed(seed)).toBe(true);
    for (const seed of ['', 'z'.repeat(33), 'a,b', 'a:b', 'a b', 'ключ', 'a.b']) {
      expect(isBattleClientSeed(seed)).toBe(false);
    }
  });

  it('joins the seat seeds in seat order with commas, and splits them back', () => {
    expect(battleSeeds(['alice', 'bot'])).toBe('alice,bot');
    expect(seatSeedsOf('alice,bob-7,bot')).toEqual(['alice', 'bob-7', 'bot']);
    expect(() => battleSeeds(['alice', 'a,b'])).toThrow(RangeError);
    expect(() => battleSeeds([])).toThrow(RangeError);
    expect(() => seatSeedsOf('alice,,bot')).toThrow(RangeError);
  });

  it("changes every ticket when any seat's seed changes", () => {
    const before = battleTicket(ROW1.secretHash, ROW1.publicHash, 12, 'alice,bot', 0, 0);
    expect(battleTicket(ROW1.secretHash, ROW1.publicHash, 12, 'alice,bot2', 0, 0)).not.toBe(before);
  });

  it('refuses ids, rounds, seats and tie sizes that are not counting numbers', () => {
    const { secretHash, publicHash } = ROW1;
    expect(() => battleTicket(secretHash, publicHash, 0, 'alice,bot', 0, 0)).toThrow(RangeError);
    expect(() => battleTicket(secretHash, publicHash, 12, 'alice,bot', -1, 0)).toThrow(RangeError);
    expect(() => battleTicket(secretHash, publicHash, 12, 'alice,bot', 0, 1.5)).toThrow(RangeError);
    expect(() => battleTieIndex(secretHash, publicHash, 12, 'alice,bot', 0)).toThrow(RangeError);
  });
});

describe('rolls over the stored table versions', () => {
  // Two items, split at ticket 50,000: the vectors' tickets 48135 → item 1, the others → item 2.
  const table = [
    { itemId: 1, from: 0, to: 49_999, price: 100 },
    { itemId: 2, from: 50_000, to: 99_999, price: 500 },
  ];
  // A table that gives item 3 to every ticket, to show each round uses its own case's table.
  const single = [{ itemId: 3, from: 0, to: 99_999, price: 7 }];

  it('rolls round by round, seat by seat, each round over its own table', () => {
    const rolls = battleRolls({ ...ROW1, battleId: 12, seeds: 'alice,bot' }, [table, single]);
    expect(rolls.map(({ round, seat, ticket, item }) => [round, seat, ticket, item.itemId])).toEqual([
      [0, 0, 48135, 1],
      [0, 1, 56978, 2],
      [1, 0, 56265, 3],
      [1, 1, 64289, 3],
    ]);
  });

  it('has as many seats as seeds', () => {
    const rolls = battleRolls({ ...ROW1, battleId: 40, seeds: 'alice,bob-7,bot,bot' }, [table]);
    expect(rolls.map((roll) => [roll.seat, roll.item.itemId])).toEqual([
      [0, 2],
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
  });
});
