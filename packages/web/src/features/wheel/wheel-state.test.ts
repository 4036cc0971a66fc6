import { describe, expect, it } from 'vitest';
import type { WheelColour } from '@skinbet/shared/fairness/wheel';
import type { WheelBetDto, WheelStateDto } from '@skinbet/shared/schemas/wheel.schemas';
import {
  allBets,
  bettingOpen,
  emptyGroups,
  fromSnapshot,
  isAhead,
  ownBets,
  reduceWheel,
  secondsLeft,
  shownSegment,
  type WheelEvent,
  type WheelLive,
} from './wheel-state';

const LIMITS = {
  minBet: 0.1,
  maxBet: 10_000,
  maxItemsPerBet: 20,
  maxBetsPerPlayer: 10,
  maxColours: 2,
  bettingMs: 20_000,
};
const user = (id: number) => ({ id, username: `player${id}`, avatar: `/avatars/${id}.svg`, is_demo: false });

function bet(id: number, userId: number, color: WheelColour, cents: number, items = 1, roundId = 7): WheelBetDto {
  return {
    id,
    round_id: roundId,
    user: user(userId),
    color,
    price: cents / 100,
    items: Array.from({ length: items }, (_, index) => ({
      id: id * 10 + index,
      name: 'AK-47 | Redline',
      image: '',
      price: cents / 100 / items,
      rarity_color: '#d32ce6',
    })),
    is_win: 0,
    win: null,
    winItem: null,
    created_at: '2026-01-01T00:00:00Z',
  };
}

function snapshot(overrides: Partial<WheelStateDto> = {}): WheelStateDto {
  return {
    id: 7,
    phase: 'betting',
    public_hash: 'a'.repeat(64),
    secret_hash: null,
    serverTime: 1_000_000,
    timer: 15,
    bettingEndsAt: 1_015_000,
    game: { bank: 0 },
    bets: emptyGroups(),
    stats: { total_bank: 0, total_items: 0, total_users: 0 },
    history: [{ id: 6, segment: 3, color: 'green' }],
    spin: null,
    limits: LIMITS,
    ...overrides,
  };
}

const newBet = (b: WheelBetDto, bankCents: number): WheelEvent => ({
  type: 'wheelNewBet',
  payload: { roundId: b.round_id, bet: b, bank: bankCents / 100 },
});
const start = (ms: number, extra: Partial<WheelEvent['payload']> = {}): WheelEvent => ({
  type: 'startWheel',
  payload: {
    roundId: 7,
    ms,
    segment: 1,
    color: 'black',
    secretHash: 'b'.repeat(64),
    publicHash: 'a'.repeat(64),
    serverTime: 1_016_000,
    ...extra,
  },
});

const apply = (state: WheelLive, events: WheelEvent[], at = 0) =>
  events.reduce((current, event) => reduceWheel(current, event, at), state);

describe('wheel round state', () => {
  it('anchors the betting deadline at the moment the snapshot arrived, whatever the device clock says', () => {
    const live = fromSnapshot(snapshot(), 500);
    expect(live.bettingEndsLocal).toBe(15_500);
    expect(secondsLeft(live, 500)).toBe(15);
    expect(secondsLeft(live, 14_600)).toBe(1);
    expect(bettingOpen(live, 15_499)).toBe(true);
    expect(bettingOpen(live, 15_500)).toBe(false);
    expect(secondsLeft(live, 16_000)).toBe(0);
  });

  it('lists the four colours in the published order even when the server sends fewer', () => {
    const live = fromSnapshot(snapshot({ bets: [] }), 0);
    expect(live.bets.map((group) => [group.color, group.multiplier])).toEqual([
      ['black', 2],
      ['red', 3],
      ['green', 5],
      ['yellow', 50],
    ]);
  });

  it('adds each new bet once to its colour, with totals, players, bank and stats', () => {
    const live = fromSnapshot(snapshot(), 0);
    const a = bet(1, 1, 'black', 150, 2);
    const b = bet(2, 2, 'black', 30);
    const c = bet(3, 1, 'red', 20);
    const next = apply(live, [newBet(a, 150), newBet(b, 180), newBet(a, 150), newBet(c, 200)]);
    const black = next.bets.find((group) => group.color === 'black')!;
    expect(black.bets.map((x) => x.id)).toEqual([1, 2]);
    expect(black.total).toBe(1.8);
    expect(black.players).toBe(2);
    expect(next.bets.find((group) => group.color === 'red')!.total).toBe(0.2);
    expect(next.game.bank).toBe(2);
    expect(next.stats).toEqual({ total_bank: 2, total_items: 4, total_users: 2 });
    expect(ownBets(next, 1).bets.map((x) => x.id)).toEqual([1, 3]);
    expect([...ownBets(next, 1).colours].sort()).toEqual(['black', 'red']);
    expect(ownBets(next, null).bets).toEqual([]);
  });

  it('re-anchors the deadline on every timer tick by the server clock', () => {
    const live = fromSnapshot(snapshot(), 0);
    const next = reduceWheel(
      live,
      { type: 'wheelTimer', payload: { roundId: 7, timer: 10, serverTime: 1_005_000 } },
      6000,
    );
    expect(next.timer).toBe(10);
    expect(next.bettingEndsLocal).toBe(16_000);
  });

  it('starts the spin with the server segment and reveals the secret, then settles on ms = 1', () => {
    const live = apply(fromSnapshot(snapshot(), 0), [newBet(bet(1, 1, 'black', 100), 100)]);
    const spinning = reduceWheel(live, start(8000), 20_000);
    expect(spinning.phase).toBe('spinning');
    expect(spinning.spin).toEqual({ segment: 1, color: 'black', ms: 8000 });
    expect(spinning.secret_hash).toBe('b'.repeat(64));
    expect([spinning.spinStartedAt, spinning.spinEndsAt]).toEqual([20_000, 28_000]);
    expect(bettingOpen(spinning, 20_000)).toBe(false);
    // A repeated start changes nothing.
    expect(reduceWheel(spinning, start(7000), 21_000)).toBe(spinning);

    const settled = { ...bet(1, 1, 'black', 100), is_win: 1 as const, win: 2 };
    const finished = reduceWheel(spinning, start(1, { bets: [settled] }), 27_900);
    expect(finished.phase).toBe('finished');
    expect(allBets(finished)).toEqual([settled]);
    // The end arriving early does not cut the local spin short.
    expect(finished.spinEndsAt).toBe(28_000);
  });

  it('shows the result straight away to a page that saw only the end', () => {
    const live = fromSnapshot(snapshot(), 0);
    const finished = reduceWheel(live, start(1), 30_000);
    expect(finished.phase).toBe('finished');
    expect([finished.spinStartedAt, finished.spinEndsAt]).toEqual([30_000, 30_000]);
    expect(shownSegment(finished)).toBe(1);
  });

  it('joins mid-spin with the ms left', () => {
    const live = fromSnapshot(
      snapshot({ phase: 'spinning', secret_hash: 'b'.repeat(64), spin: { segment: 9, color: 'red', ms: 3000 } }),
      100,
    );
    expect([live.spinStartedAt, live.spinEndsAt]).toEqual([100, 3100]);
    expect(live.bettingEndsLocal).toBeNull();
  });

  it('opens the next round empty, with the history and the last spin, ignoring stale openings', () => {
    const live = apply(fromSnapshot(snapshot(), 0), [newBet(bet(1, 1, 'green', 100), 100), start(8000), start(1)]);
    const opened = reduceWheel(
      live,
      {
        type: 'newGameWheel',
        payload: {
          roundId: 8,
          publicHash: 'c'.repeat(64),
          bettingEndsAt: 2_020_000,
          serverTime: 2_000_000,
          spin: { segment: 1, color: 'black', ms: 1 },
          history: [
            { id: 7, segment: 1, color: 'black' },
            { id: 6, segment: 3, color: 'green' },
          ],
        },
      },
      50_000,
    );
    expect(opened).toMatchObject({ id: 8, phase: 'betting', secret_hash: null, game: { bank: 0 }, timer: 20 });
    expect(allBets(opened)).toEqual([]);
    expect(opened.bettingEndsLocal).toBe(70_000);
    expect(shownSegment(opened)).toBe(1);
    // Events of the finished round no longer apply.
    expect(reduceWheel(opened, newBet(bet(5, 2, 'red', 10), 10), 50_001)).toBe(opened);
    expect(reduceWheel(opened, { ...newGameOf(7) }, 50_002)).toBe(opened);
  });

  it('voids a betting round: the secret is out and every stake shows as refunded', () => {
    const live = apply(fromSnapshot(snapshot(), 0), [newBet(bet(1, 1, 'yellow', 100), 100)]);
    const voided = reduceWheel(live, { type: 'wheelVoided', payload: { roundId: 7, secretHash: 'd'.repeat(64) } }, 1);
    expect(voided.phase).toBe('voided');
    expect(voided.secret_hash).toBe('d'.repeat(64));
    expect(allBets(voided).map((x) => x.is_win)).toEqual([3]);
    // Too late once the wheel has spun.
    const spun = reduceWheel(live, start(8000), 2);
    expect(reduceWheel(spun, { type: 'wheelVoided', payload: { roundId: 7, secretHash: 'd'.repeat(64) } }, 3)).toBe(
      spun,
    );
  });

  it('needs a new snapshot for a later round’s events other than its opening', () => {
    const live = fromSnapshot(snapshot(), 0);
    expect(isAhead(live, newBet(bet(1, 1, 'red', 10, 1, 9), 10))).toBe(true);
    expect(isAhead(live, newGameOf(9))).toBe(false);
    expect(isAhead(live, newBet(bet(1, 1, 'red', 10), 10))).toBe(false);
  });

  it('shows the last round’s segment before any spin of this one, and none on a new wheel', () => {
    expect(shownSegment(fromSnapshot(snapshot(), 0))).toBe(3);
    expect(shownSegment(fromSnapshot(snapshot({ history: [] }), 0))).toBeNull();
  });
});

function newGameOf(roundId: number): WheelEvent {
  return {
    type: 'newGameWheel',
    payload: { roundId, publicHash: 'e'.repeat(64), bettingEndsAt: 0, serverTime: 0, spin: null, history: [] },
  };
}
