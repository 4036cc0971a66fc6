import { describe, expect, it } from 'vitest';
import { isCommonBlocker, wheelBetBlocker, wheelBlockerText, type WheelBetForm } from './bet-rules';

const LIMITS = { minBet: 0.3, maxBet: 100, maxItemsPerBet: 3, maxBetsPerPlayer: 4, maxColours: 2, bettingMs: 20_000 };

const form = (overrides: Partial<WheelBetForm> = {}): WheelBetForm => ({
  signedIn: true,
  maintenance: false,
  open: true,
  colour: 'black',
  ownBetCount: 0,
  ownColours: new Set(),
  selectedCount: 2,
  selectedTotal: 5,
  limits: LIMITS,
  pending: false,
  ...overrides,
});

describe('wheelBetBlocker', () => {
  it('lets a ready bet through', () => {
    expect(wheelBetBlocker(form())).toBeNull();
  });

  it('explains in the order a player fixes things', () => {
    expect(wheelBetBlocker(form({ signedIn: false, open: false, selectedCount: 0 }))).toBe('sign_in');
    expect(wheelBetBlocker(form({ maintenance: true, open: false }))).toBe('maintenance');
    expect(wheelBetBlocker(form({ open: false, selectedCount: 0 }))).toBe('closed');
    expect(wheelBetBlocker(form({ selectedCount: 0, selectedTotal: 0 }))).toBe('no_items');
    expect(wheelBetBlocker(form({ selectedCount: 4 }))).toBe('max_items');
    expect(wheelBetBlocker(form({ pending: true }))).toBe('pending');
  });

  it('allows at most two colours, and more bets on a colour already taken', () => {
    const two = new Set(['black', 'red'] as const);
    expect(wheelBetBlocker(form({ colour: 'green', ownColours: two, ownBetCount: 2 }))).toBe('only_two_colors');
    expect(wheelBetBlocker(form({ colour: 'red', ownColours: two, ownBetCount: 2 }))).toBeNull();
    expect(
      wheelBetBlocker(form({ colour: 'yellow', ownColours: new Set(['black'] as const), ownBetCount: 1 })),
    ).toBeNull();
  });

  it('stops at the per-round bet limit', () => {
    expect(wheelBetBlocker(form({ ownBetCount: 4, ownColours: new Set(['black'] as const) }))).toBe('limit_exceeded');
  });

  it('compares the minimum and maximum in cents', () => {
    expect(wheelBetBlocker(form({ selectedTotal: 0.1 + 0.2 }))).toBeNull();
    expect(wheelBetBlocker(form({ selectedTotal: 0.29 }))).toBe('min_bet');
    expect(wheelBetBlocker(form({ selectedTotal: 100 }))).toBeNull();
    expect(wheelBetBlocker(form({ selectedTotal: 100.01 }))).toBe('max_bet');
  });
});

describe('wheelBlockerText', () => {
  const format = (amount: number) => `$${amount.toFixed(2)}`;

  it('uses the server’s own keys where they say the same thing', () => {
    expect(wheelBlockerText('only_two_colors', LIMITS, format)).toEqual({ key: 'wheel_api.only_two_colors' });
    expect(wheelBlockerText('limit_exceeded', LIMITS, format)).toEqual({ key: 'wheel_api.limit_exceeded' });
    expect(wheelBlockerText('no_items', LIMITS, format)).toEqual({ key: 'wheel_api.no_items' });
  });

  it('names the limit that applies', () => {
    expect(wheelBlockerText('min_bet', LIMITS, format)).toEqual({
      key: 'wheel.blocked.min_bet',
      params: { amount: '$0.30' },
    });
    expect(wheelBlockerText('max_items', LIMITS, format)).toEqual({
      key: 'wheel.blocked.max_items',
      params: { max: 3 },
    });
    expect(wheelBlockerText('closed', LIMITS, format)).toEqual({ key: 'wheel.blocked.closed' });
  });

  it('explains colour-specific refusals on the panel, the rest once', () => {
    expect(isCommonBlocker('only_two_colors')).toBe(false);
    expect(isCommonBlocker('closed')).toBe(true);
    expect(isCommonBlocker(null)).toBe(false);
  });
});
