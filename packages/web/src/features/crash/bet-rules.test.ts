import { describe, expect, it } from 'vitest';
import { CRASH } from '@skinbet/shared/games/crash.machine';
import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import ruCrash from '../../locales/ru/crash.json';
import {
  betBlocker,
  blockerKey,
  blockerParams,
  type BetBlocker,
  limitsOf,
  takeableBet,
  takeOffer,
  takePayout,
  type BetFormState,
} from './bet-rules';
import { betRowState, betTotals, rowItems, sortByBank } from './bet-view';

const READY: BetFormState = {
  signedIn: true,
  maintenance: false,
  connected: true,
  phase: 'waiting',
  countdownLeftMs: 8_000,
  choice: 150,
  selectedCount: 2,
  editing: false,
  pending: false,
  ownBets: [],
  stake: 20,
  limits: { maxBetCents: 5_000, maxWinCents: 20_000 },
};

function bet(id: number, overrides: Partial<CrashBetDto> = {}): CrashBetDto {
  return {
    id,
    round_id: 1,
    user: { id, username: `p${id}`, avatar: '', is_demo: false },
    bank: 10,
    items: [],
    autoWithdraw: 2,
    is_win: 0,
    multiplier: null,
    win: null,
    winItem: null,
    ...overrides,
  };
}

describe('bet button blockers', () => {
  it('allows a complete bet', () => {
    expect(betBlocker(READY)).toBeNull();
    expect(betBlocker({ ...READY, choice: 0 })).toBeNull();
  });

  it('names the first rule broken, in the order the player fixes them', () => {
    const cases: [Partial<BetFormState>, string][] = [
      [{ signedIn: false, maintenance: true }, 'sign_in'],
      [{ maintenance: true, phase: 'running' }, 'maintenance'],
      [{ connected: false }, 'offline'],
      [{ phase: 'running', choice: null }, 'not_waiting'],
      [{ phase: null }, 'not_waiting'],
      [{ countdownLeftMs: 0 }, 'not_waiting'],
      [{ choice: null, selectedCount: 0 }, 'no_multiplier'],
      [{ choice: 110 }, 'target_forbidden'],
      [{ choice: 120 }, 'target_forbidden'],
      [{ choice: 100 }, 'target_invalid'],
      [{ choice: 1_000_000 }, 'target_invalid'],
      [{ selectedCount: 0 }, 'no_items'],
      [{ selectedCount: CRASH.maxItemsPerBet + 1 }, 'too_many_items'],
      [{ editing: true }, 'editing'],
      [{ pending: true }, 'pending'],
      [{ ownBets: [{ autoWithdraw: 2 }, { autoWithdraw: 3 }, { autoWithdraw: 0 }] }, 'max_bets'],
      [{ choice: 0, ownBets: [{ autoWithdraw: 0 }] }, 'one_manual'],
      [{ choice: 200, ownBets: [{ autoWithdraw: 2 }] }, 'same_multiplier'],
      [{ stake: 50.01, choice: 0 }, 'max_bet'],
      [{ stake: 50, choice: 401 }, 'max_win'],
    ];
    for (const [change, expected] of cases) expect(betBlocker({ ...READY, ...change }), expected).toBe(expected);
  });

  it('lets a stake up to the max bet through, and any manual stop (it stops by itself at the max win)', () => {
    expect(betBlocker({ ...READY, stake: 50, choice: 400 })).toBeNull();
    expect(betBlocker({ ...READY, stake: 50, choice: 0 })).toBeNull();
    // Limits not loaded yet: the server still checks them.
    expect(betBlocker({ ...READY, stake: 1_000, choice: 900, limits: null })).toBeNull();
  });

  it('lets a second and third bet through on other multipliers', () => {
    expect(betBlocker({ ...READY, choice: 300, ownBets: [{ autoWithdraw: 1.5 }, { autoWithdraw: 0 }] })).toBeNull();
  });

  it('explains with the server keys where the server would say the same', () => {
    expect(blockerKey('max_bets')).toBe('crash_api.max_bets');
    expect(blockerKey('one_manual')).toBe('crash_api.one_manual_bet');
    expect(blockerKey('target_forbidden')).toBe('crash_api.target_forbidden');
    expect(blockerKey('no_items')).toBe('crash.blocked.no_items');
    expect(blockerKey('same_multiplier')).toBe('crash_api.same_multiplier');
    expect(blockerKey('max_bet')).toBe('crash_api.max_bet');
    expect(blockerKey('max_win')).toBe('crash_api.max_win');
  });

  it('gives every blocker text the values it names (the item cap showed "{max}" literally)', () => {
    const blocked = ruCrash.crash.blocked as Record<string, string>;
    for (const [blocker, text] of Object.entries(blocked)) {
      const named = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const given = Object.keys(blockerParams(blocker as BetBlocker) ?? {});
      expect(given, blocker).toEqual(expect.arrayContaining(named));
    }
    expect(blockerParams('too_many_items')).toEqual({ max: CRASH.maxItemsPerBet });
  });
});

describe('take', () => {
  it('finds the manual bet still in play', () => {
    const bets = [bet(1), bet(2, { autoWithdraw: 0, multiplier: 1.4 }), bet(3, { autoWithdraw: 0 })];
    expect(takeableBet(bets)?.id).toBe(3);
    expect(takeableBet([bet(1), bet(2, { autoWithdraw: 0, is_win: 2 })])).toBeNull();
  });

  it('shows bank × multiplier rounded down to the cent', () => {
    expect(takePayout(10, 123)).toBe(12.3);
    expect(takePayout(0.07, 150)).toBe(0.1); // 10.5 cents → 10
    expect(takePayout(19.99, 333)).toBe(66.56); // 6656.67 cents → 6656
    expect(takePayout(12.34, 100)).toBe(12.34);
  });

  it('stops a manual bet at the max win: the multiplier where it is reached, and no more paid', () => {
    expect(takeOffer(50, 300, 200)).toEqual({ multiplier: 300, payout: 150 });
    expect(takeOffer(50, 604, 200)).toEqual({ multiplier: 400, payout: 200 });
    // 30.00 reaches 200.00 at x6.67 (200.10): the payout is the max win itself.
    expect(takeOffer(30, 900, 200)).toEqual({ multiplier: 667, payout: 200 });
    expect(takeOffer(30, 900, null)).toEqual({ multiplier: 900, payout: 270 });
    expect(limitsOf({ max_bet: 50, max_win: 200.5 })).toEqual({ maxBetCents: 5_000, maxWinCents: 20_050 });
  });
});

describe('bet rows', () => {
  it('reads the state of a row', () => {
    expect(betRowState(bet(1))).toBe('playing');
    expect(betRowState(bet(1, { multiplier: 1.7 }))).toBe('taken');
    expect(betRowState(bet(1, { is_win: 1 }))).toBe('won');
    expect(betRowState(bet(1, { is_win: 2 }))).toBe('lost');
    expect(betRowState(bet(1, { is_win: 3 }))).toBe('refunded');
  });

  it('shows 2 thumbnails, 3 in wide mode, and counts the rest', () => {
    expect(rowItems([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2], more: 3 });
    expect(rowItems([1, 2, 3, 4, 5], true)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(rowItems([1], true)).toEqual({ shown: [1], more: 0 });
  });

  it('sorts by bank and totals players and bank', () => {
    const bets = [
      bet(1, { bank: 5 }),
      bet(2, { bank: 12.5 }),
      bet(3, { bank: 5, user: { id: 1, username: 'p1', avatar: '', is_demo: false } }),
      bet(4, { bank: 0.1 }),
    ];
    expect(sortByBank(bets).map((b) => b.id)).toEqual([2, 1, 3, 4]);
    expect(betTotals(bets)).toEqual({ players: 3, bank: 22.6 });
  });
});
