import { describe, expect, it } from 'vitest';
import {
  betHoldingTicket,
  canJackpotTransition,
  chancePercent,
  commissionBudget,
  JACKPOT,
  JACKPOT_BETTING_PHASES,
  pickCommission,
  ticketRange,
} from './jackpot.machine';

const item = (id: number, price: number, ownerId: number) => ({ id, price, ownerId });
const total = (items: Array<{ price: number }>) => items.reduce((sum, each) => sum + each.price, 0);

describe('jackpot machine', () => {
  it('only moves forward, and only rounds without a winner can be voided', () => {
    expect(canJackpotTransition('waiting', 'betting')).toBe(true);
    expect(canJackpotTransition('betting', 'spinning')).toBe(true);
    expect(canJackpotTransition('spinning', 'finished')).toBe(true);
    expect(canJackpotTransition('waiting', 'voided')).toBe(true);
    expect(canJackpotTransition('betting', 'voided')).toBe(true);
    expect(canJackpotTransition('spinning', 'voided')).toBe(false);
    expect(canJackpotTransition('finished', 'voided')).toBe(false);
    expect(canJackpotTransition('waiting', 'spinning')).toBe(false);
    expect(canJackpotTransition('betting', 'waiting')).toBe(false);
    expect(JACKPOT_BETTING_PHASES).toEqual(['waiting', 'betting']);
  });

  it('numbers tickets from 1 in bet order, one per cent of stake', () => {
    expect(ticketRange(0, 1_250)).toEqual({ from: 1, to: 1_250 });
    expect(ticketRange(1_250, 300)).toEqual({ from: 1_251, to: 1_550 });
    expect(ticketRange(1_550, 1)).toEqual({ from: 1_551, to: 1_551 });
    expect(() => ticketRange(0, 0)).toThrow(RangeError);
    expect(() => ticketRange(-1, 100)).toThrow(RangeError);
    expect(() => ticketRange(0, 1.5)).toThrow(RangeError);
  });

  it('finds the bet holding a ticket, at both ends of each range', () => {
    const bets = [
      { id: 1, ticketFrom: 1, ticketTo: 1_250 },
      { id: 2, ticketFrom: 1_251, ticketTo: 1_550 },
      { id: 3, ticketFrom: 1_551, ticketTo: 3_550 },
    ];
    expect([1, 1_250, 1_251, 1_550, 1_551, 3_550].map((ticket) => betHoldingTicket(bets, ticket)?.id)).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
    expect(betHoldingTicket(bets, 0)).toBeUndefined();
    expect(betHoldingTicket(bets, 3_551)).toBeUndefined();
  });

  it('shows chances in percent with one decimal', () => {
    expect(chancePercent(2_000, 3_550)).toBe(56.3);
    expect(chancePercent(1, 3)).toBe(33.3);
    expect(chancePercent(2, 3)).toBe(66.7);
    expect(chancePercent(500, 500)).toBe(100);
    expect(chancePercent(0, 0)).toBe(0);
  });

  it('budgets the commission as floor(pot · percent / 100)', () => {
    expect(commissionBudget(4_680, 5)).toBe(234);
    expect(commissionBudget(19, 5)).toBe(0);
    expect(commissionBudget(1_000, 0)).toBe(0);
    expect(commissionBudget(1_000, 7.5)).toBe(75);
  });

  it('defaults to the published values', () => {
    expect(JACKPOT).toMatchObject({
      bettingMs: 30_000,
      commissionPercent: 5,
      minBetCents: 100,
      maxItemsPerBet: 20,
      reel: { capacity: 200, entries: 201, winnerIndex: 190 },
    });
  });
});

describe('pickCommission (the published commission rule)', () => {
  it("takes the other players' items dearest first, skipping what no longer fits", () => {
    // Pot 10,000 → budget 500. Winner 1's own 300 is never taken.
    const pot = [
      item(1, 6_000, 1),
      item(2, 300, 1),
      item(3, 450, 2),
      item(4, 2_000, 2),
      item(5, 40, 3),
      item(6, 60, 3),
    ];
    pot.push(item(7, 10_000 - total(pot), 3));
    const taken = pickCommission(pot, 1, 5);
    // 1,150 (id 7) and 2,000 do not fit; 450 fits (50 left); 60 no longer does; 40 does (10 left).
    expect(pot.find((each) => each.id === 7)!.price).toBe(1_150);
    expect(taken.map((each) => each.id)).toEqual([3, 5]);
    expect(total(taken)).toBe(490);
  });

  it('breaks price ties by ascending id', () => {
    const pot = [item(9, 50, 2), item(4, 50, 3), item(7, 50, 2), item(1, 9_850, 1)];
    expect(pickCommission(pot, 1, 1).map((each) => each.id)).toEqual([4, 7]);
  });

  it('never takes the winner’s own stake, even when nothing else fits', () => {
    const pot = [item(1, 30, 1), item(2, 30, 1), item(3, 940, 2)];
    expect(pickCommission(pot, 1, 5)).toEqual([]);
    // A pot of the winner's own bets alone pays nothing either.
    expect(pickCommission([item(1, 100, 1), item(2, 200, 1)], 1, 20)).toEqual([]);
  });

  it('pays no commission at 0 % or when the budget is under a cent', () => {
    expect(pickCommission([item(1, 500, 1), item(2, 1, 2)], 1, 0)).toEqual([]);
    expect(pickCommission([item(1, 10, 1), item(2, 1, 2)], 1, 5)).toEqual([]);
  });

  it('never exceeds the budget and never takes an item twice, over many random pots', () => {
    let seed = 12_345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 500; run += 1) {
      const pot = Array.from({ length: 1 + Math.floor(random() * 30) }, (_, index) =>
        item(index + 1, 1 + Math.floor(random() * 5_000), 1 + Math.floor(random() * 4)),
      );
      const winner = pot[Math.floor(random() * pot.length)]!.ownerId;
      const percent = Math.floor(random() * 21);
      const taken = pickCommission(pot, winner, percent);
      expect(total(taken)).toBeLessThanOrEqual(commissionBudget(total(pot), percent));
      expect(new Set(taken.map((each) => each.id)).size).toBe(taken.length);
      expect(taken.every((each) => each.ownerId !== winner)).toBe(true);
      // Greedy and complete: no item left out would still have fitted.
      const left = commissionBudget(total(pot), percent) - total(taken);
      const skipped = pot.filter((each) => each.ownerId !== winner && !taken.includes(each));
      expect(skipped.every((each) => each.price > left)).toBe(true);
    }
  });
});
