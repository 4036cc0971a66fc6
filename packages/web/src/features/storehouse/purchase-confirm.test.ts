import { describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_CONFIRM } from '../../lib/purchase-confirm-store';
import { needsPurchaseConfirmation } from './purchase-confirm';

/** A storehouse purchase above a share of the balance or an amount asks first (docs/product/screens.md "Settings"). */
describe('needsPurchaseConfirmation', () => {
  it('asks, by default, above 25 % of the balance or above $50', () => {
    expect(DEFAULT_PURCHASE_CONFIRM).toEqual({ percent: 25, amount: 50 });
    // Balance $100: $25.00 is a quarter and buys at once, $25.01 asks.
    expect(needsPurchaseConfirmation(25, 100, DEFAULT_PURCHASE_CONFIRM)).toBe(false);
    expect(needsPurchaseConfirmation(25.01, 100, DEFAULT_PURCHASE_CONFIRM)).toBe(true);
    // Balance $1,000: $50 buys at once, $50.01 asks though it is 5 % of the balance.
    expect(needsPurchaseConfirmation(50, 1_000, DEFAULT_PURCHASE_CONFIRM)).toBe(false);
    expect(needsPurchaseConfirmation(50.01, 1_000, DEFAULT_PURCHASE_CONFIRM)).toBe(true);
    // The $119 that went in one click.
    expect(needsPurchaseConfirmation(119, 150, DEFAULT_PURCHASE_CONFIRM)).toBe(true);
  });

  it('follows the player’s settings: 0 asks for every purchase, 100 % and no amount never ask', () => {
    expect(needsPurchaseConfirmation(0.03, 100, { percent: 0, amount: null })).toBe(true);
    expect(needsPurchaseConfirmation(99, 100, { percent: 100, amount: null })).toBe(false);
    expect(needsPurchaseConfirmation(10, 1_000, { percent: 100, amount: 5 })).toBe(true);
  });
});
