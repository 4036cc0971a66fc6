import { describe, expect, it } from 'vitest';
import type { JackpotBetDto, JackpotStateDto } from '@skinbet/shared/schemas/jackpot.schemas';
import {
  bettingOpen,
  countdownLeftMs,
  fromSnapshot,
  isAhead,
  participantsOf,
  reduceJackpot,
  showsReel,
  userShare,
  type JackpotEvent,
  type JackpotLive,
} from './jackpot-state';

const SETTINGS = {
  bettingMs: 30_000,
  spinMs: 10_000,
  resultMs: 5000,
  commissionPercent: 5,
  minBet: 1,
  maxBet: 10_000,
  maxItemsPerBet: 20,
  maxItemsPerRound: 200,
  minLevel: 1,
};

const user = (id: number) => ({ id, username: `player${id}`, avatar: `/avatars/${id}.svg`, is_demo: false });

/** A bet of `cents` placed when `before` tickets existed, with one item per dollar started. */
function bet(id: number, userId: number, before: number, cents: number, roundId = 7): JackpotBetDto {
  return {
    id,
    round_id: roundId,
    user: user(userId),
    price: cents / 100,
    chance: 0,
    items: [
      {
        id: id * 10,
        name: 'AK-47 | Redline',
        image: '',
        price: cents / 100,
        rarity_color: '#d32ce6',
        bet_id: id,
        user_id: userId,
      },
    ],
    tickets: [{ from: before + 1, to: before + cents }],
    created_at: '2026-01-01T00:00:00Z',
  };
}

function snapshot(overrides: Partial<JackpotStateDto> = {}): JackpotStateDto {
  return {
    id: 7,
    phase: 'waiting',
    public_hash: 'a'.repeat(64),
    secret_hash: null,
    serverTime: 1_000_000,
    countdown: null,
    endTime: null,
    spinnerDuration: 10_000,
    spinLeft: null,
    totalBank: 0,
    totalItems: 0,
    totalTickets: 0,
    allItems: [],
    bets: [],
    participants: [],
    userChance: 0,
    userBank: 0,
    userItemNumber: 0,
    winner: null,
    settings: SETTINGS,
    ...overrides,
  };
}

const newBet = (b: JackpotBetDto, totalCents: number, totalItems: number): JackpotEvent => ({
  type: 'jackpotNewBet',
  payload: { roundId: b.round_id, bet: b, totalBank: totalCents / 100, totalItems, totalTickets: totalCents },
});

const winner = { ...user(2), chance: 75, ticket: 300, win: null };

describe('jackpot round state', () => {
  it('anchors the snapshot times at the moment it arrived', () => {
    const betting = fromSnapshot(snapshot({ phase: 'betting', countdown: 12_000 }), 500);
    expect(betting.bettingEndsAt).toBe(12_500);
    expect(countdownLeftMs(betting, 6500)).toBe(6000);
    expect(countdownLeftMs(betting, 20_000)).toBe(0);

    const spinning = fromSnapshot(snapshot({ phase: 'spinning', spinLeft: 4000, winner }), 1000);
    expect(spinning.spinEndsAt).toBe(5000);
    expect(spinning.spinStartedAt).toBe(5000 - 10_000);
    expect(showsReel(spinning)).toBe(true);
  });

  it('adds bets once, keeps them in ticket order and recomputes every chance', () => {
    let state = fromSnapshot(snapshot(), 0);
    state = reduceJackpot(state, newBet(bet(1, 1, 0, 100), 100, 1), 10);
    state = reduceJackpot(state, newBet(bet(2, 2, 100, 300), 400, 2), 20);
    // A repeat of the first event (or one the snapshot already had) changes nothing.
    const again = reduceJackpot(state, newBet(bet(1, 1, 0, 100), 100, 1), 30);
    expect(again).toBe(state);

    expect(state.bets.map((b) => b.id)).toEqual([1, 2]);
    expect(state.bets.map((b) => b.chance)).toEqual([25, 75]);
    expect(state).toMatchObject({ totalBank: 4, totalTickets: 400, totalItems: 2 });
    expect(state.allItems.map((item) => item.id)).toEqual([10, 20]);
    expect(state.participants).toEqual([
      { user: user(1), bank: 1, chance: 25, items: 1 },
      { user: user(2), bank: 3, chance: 75, items: 1 },
    ]);
  });

  it('keeps the larger totals when events arrive out of order', () => {
    let state = fromSnapshot(snapshot(), 0);
    state = reduceJackpot(state, newBet(bet(2, 2, 100, 300), 400, 2), 10);
    state = reduceJackpot(state, newBet(bet(1, 1, 0, 100), 100, 1), 20);
    expect(state.bets.map((b) => b.id)).toEqual([1, 2]);
    expect(state).toMatchObject({ totalBank: 4, totalTickets: 400, totalItems: 2 });
  });

  it("sums a player's bets for their share of the pot", () => {
    const bets = [bet(1, 1, 0, 100), bet(2, 2, 100, 200), bet(3, 1, 300, 100)];
    const state = { bets, totalBank: 4 };
    expect(userShare(state, 1)).toEqual({ chance: 50, bank: 2, items: 2 });
    expect(userShare(state, 3)).toEqual({ chance: 0, bank: 0, items: 0 });
    expect(userShare(state, null)).toEqual({ chance: 0, bank: 0, items: 0 });
    expect(participantsOf(bets, 400).map((p) => [p.user.id, p.bank, p.chance, p.items])).toEqual([
      [1, 2, 50, 2],
      [2, 2, 50, 1],
    ]);
  });

  it('runs the timer, the spin and the result of its round', () => {
    let state: JackpotLive = fromSnapshot(snapshot(), 0);
    expect(bettingOpen(state, 0)).toBe(true);
    state = reduceJackpot(
      state,
      { type: 'jackpotTimer', payload: { roundId: 7, countdownMs: 30_000, endTime: '', serverTime: 0 } },
      1000,
    );
    expect(state).toMatchObject({ phase: 'betting', bettingEndsAt: 31_000 });
    expect(bettingOpen(state, 30_999)).toBe(true);
    expect(bettingOpen(state, 31_000)).toBe(false);

    state = reduceJackpot(
      state,
      {
        type: 'startJackpot',
        payload: {
          roundId: 7,
          winner,
          winningTicket: 300,
          totalTickets: 400,
          totalBank: 4,
          secretHash: 'b'.repeat(64),
          spinnerDuration: 8000,
          serverTime: 0,
        },
      },
      31_500,
    );
    expect(state).toMatchObject({ phase: 'spinning', spinStartedAt: 31_500, spinEndsAt: 39_500, winner });
    expect(state.secret_hash).toBe('b'.repeat(64));
    expect(bettingOpen(state, 31_500)).toBe(false);

    // A timer that trails the spin does not reopen betting.
    const late = reduceJackpot(
      state,
      { type: 'jackpotTimer', payload: { roundId: 7, countdownMs: 5000, endTime: '', serverTime: 0 } },
      32_000,
    );
    expect(late).toBe(state);

    const paid = { ...winner, win: 3.9 };
    state = reduceJackpot(
      state,
      { type: 'jackpotResult', payload: { roundId: 7, winner: paid, commission: 0.1, commissionItems: [10] } },
      39_400,
    );
    // The reel keeps its own stop time even if the result comes a moment earlier.
    expect(state).toMatchObject({ phase: 'finished', winner: paid, spinEndsAt: 39_500 });
  });

  it('ignores events of another round and opens the next one empty', () => {
    let state = fromSnapshot(snapshot({ phase: 'finished', winner, bets: [bet(1, 2, 0, 100)], totalBank: 1 }), 0);
    const old = newBet(bet(9, 1, 0, 100, 6), 100, 1);
    expect(reduceJackpot(state, old, 10)).toBe(state);
    expect(isAhead(state, old)).toBe(false);

    const ahead = newBet(bet(9, 1, 0, 100, 8), 100, 1);
    expect(isAhead(state, ahead)).toBe(true);
    expect(reduceJackpot(state, ahead, 10)).toBe(state);

    const opened: JackpotEvent = {
      type: 'newGameJackpot',
      payload: { roundId: 8, publicHash: 'c'.repeat(64), serverTime: 0 },
    };
    expect(isAhead(state, opened)).toBe(false);
    state = reduceJackpot(state, opened, 20);
    expect(state).toMatchObject({ id: 8, phase: 'waiting', bets: [], allItems: [], totalBank: 0, winner: null });
    expect(state.public_hash).toBe('c'.repeat(64));
    expect(state.settings).toEqual(SETTINGS);
    expect(reduceJackpot(state, ahead, 30).bets).toHaveLength(1);
  });

  it('voids only a round nobody can have won yet', () => {
    const voided: JackpotEvent = { type: 'jackpotVoided', payload: { roundId: 7, secretHash: 'd'.repeat(64) } };
    const betting = fromSnapshot(snapshot({ phase: 'betting', countdown: 1000 }), 0);
    expect(reduceJackpot(betting, voided, 10)).toMatchObject({ phase: 'voided', bettingEndsAt: null });
    const spinning = fromSnapshot(snapshot({ phase: 'spinning', spinLeft: 1000, winner }), 0);
    expect(reduceJackpot(spinning, voided, 10)).toBe(spinning);
  });
});
