import { describe, expect, it } from 'vitest';
import { blockerText, participateBlocker, type ParticipateForm } from './bet-rules';

const READY: ParticipateForm = {
  signedIn: true,
  maintenance: false,
  open: true,
  userLevel: 1,
  selectedCount: 2,
  selectedTotal: 5.5,
  potItems: 10,
  settings: { minLevel: 1, minBet: 1, maxBet: 10_000, maxItemsPerBet: 20, maxItemsPerRound: 200 },
  pending: false,
};

describe('participate button', () => {
  it('is enabled for a signed-in player with skins selected while bets are taken', () => {
    expect(participateBlocker(READY)).toBeNull();
  });

  it('explains each reason, in the order to fix them', () => {
    expect(participateBlocker({ ...READY, signedIn: false, open: false })).toBe('sign_in');
    expect(participateBlocker({ ...READY, maintenance: true, open: false })).toBe('maintenance');
    expect(participateBlocker({ ...READY, open: false, selectedCount: 0 })).toBe('closed');
    expect(participateBlocker({ ...READY, userLevel: 2, settings: { ...READY.settings, minLevel: 3 } })).toBe('level');
    expect(participateBlocker({ ...READY, selectedCount: 0, selectedTotal: 0 })).toBe('no_items');
    expect(participateBlocker({ ...READY, selectedCount: 21 })).toBe('max_items');
    expect(participateBlocker({ ...READY, potItems: 199 })).toBe('pot_full');
    expect(participateBlocker({ ...READY, potItems: 198 })).toBeNull();
    expect(participateBlocker({ ...READY, selectedTotal: 0.99 })).toBe('min_bet');
    expect(participateBlocker({ ...READY, selectedTotal: 10_000.01 })).toBe('max_bet');
    expect(participateBlocker({ ...READY, pending: true })).toBe('pending');
  });

  it('compares the bet limits in cents', () => {
    const settings = { ...READY.settings, minBet: 0.3 };
    expect(participateBlocker({ ...READY, settings, selectedTotal: 0.1 + 0.2 })).toBeNull();
  });

  it('names the limit in the explanation', () => {
    const amount = (value: number) => `$${value.toFixed(2)}`;
    expect(blockerText('min_bet', READY.settings, amount)).toEqual({
      key: 'jackpot.blocked.min_bet',
      params: { amount: '$1.00' },
    });
    expect(blockerText('level', READY.settings, amount)).toEqual({
      key: 'jackpot.blocked.level',
      params: { level: 1 },
    });
    expect(blockerText('pot_full', READY.settings, amount)).toEqual({ key: 'jackpot_api.pot_full' });
    expect(blockerText('closed', READY.settings, amount)).toEqual({ key: 'jackpot.blocked.closed' });
  });
});
