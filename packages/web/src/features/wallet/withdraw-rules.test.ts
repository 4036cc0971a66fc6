import { describe, expect, it } from 'vitest';
import type { AvailableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { withdrawSystem } from '@skinbet/shared/wallet';
import {
  amountProblem,
  canConfirm,
  canSubmit,
  heldBack,
  saleSplit,
  walletForRequest,
  walletProblem,
  withdrawBlocker,
  withdrawCeiling,
  withdrawSplit,
} from './withdraw-rules';

const state = (extra: Partial<AvailableWithdrawResponse> = {}): AvailableWithdrawResponse => ({
  available: 50,
  balance: 80,
  unwagered: 20,
  unwagered_credits: [{ kind: 'deposit', amount: 20, unwagered: 20, date: '2026-11-26T02:10:49.506Z' }],
  protected: 10,
  protected_until: '2026-12-03T02:10:49.506Z',
  protected_releases: [{ amount: 10, until: '2026-12-03T02:10:49.506Z' }],
  debt: 0,
  min: 5,
  money_limit: 1000,
  kyc_over: 500,
  kyc_verified: false,
  tax_percent: 20,
  min_level: 1,
  has_deposit: true,
  pending: false,
  withdraws: [],
  ...extra,
});

const card = withdrawSystem(5)!;
const eth = withdrawSystem(1)!;
const VALID_CARD = '4111 1111 1111 1111';
const VALID_ETH = `0x${'a'.repeat(40)}`;

describe('the tax shown before confirming (20 %)', () => {
  it("splits the amount with the server's rounding, tax + net = amount", () => {
    expect(withdrawSplit(100)).toEqual({ tax: 20, net: 80 });
    expect(withdrawSplit(10.01)).toEqual({ tax: 2, net: 8.01 });
    expect(withdrawSplit(0.03)).toEqual({ tax: 0.01, net: 0.02 });
    for (const amount of [0.01, 5.55, 123.45]) {
      const { tax, net } = withdrawSplit(amount);
      expect(Math.round((tax + net) * 100)).toBe(Math.round(amount * 100));
    }
  });

  it('shows the site-sale payout of a won skin at the 20 % fee, and of any other skin at its full price', () => {
    expect(saleSplit(429, true)).toEqual({ fee: 85.8, payout: 343.2 });
    expect(saleSplit(0.05, true)).toEqual({ fee: 0.01, payout: 0.04 });
    expect(saleSplit(69.94, false)).toEqual({ fee: 0, payout: 69.94 });
  });
});

describe('the wallet check (shared isValidWallet per system)', () => {
  it('asks for a wallet, then one that fits the system', () => {
    expect(walletProblem('card', ' ')).toBe('empty');
    expect(walletProblem('card', '4111 1111 1111 1112')).toBe('invalid');
    expect(walletProblem('card', VALID_CARD)).toBeNull();
    expect(walletProblem('eth', VALID_CARD)).toBe('invalid');
    expect(walletProblem('eth', VALID_ETH)).toBeNull();
  });

  it('sends a card number without spaces and an address trimmed', () => {
    expect(walletForRequest('card', VALID_CARD)).toBe('4111111111111111');
    expect(walletForRequest('eth', ` ${VALID_ETH} `)).toBe(VALID_ETH);
  });
});

describe('the withdraw dialog', () => {
  const form = { amount: 10, system: card, wallet: VALID_CARD, available: 50 };

  it('enables the confirmation once amount, system and wallet are right', () => {
    expect(canConfirm(form)).toBe(true);
    expect(canConfirm({ ...form, amount: 0 })).toBe(false);
    expect(canConfirm({ ...form, amount: 60 })).toBe(false);
    expect(canConfirm({ ...form, system: undefined })).toBe(false);
    expect(canConfirm({ ...form, system: eth })).toBe(false);
  });

  it('submits only when confirmed', () => {
    expect(canSubmit(form, false)).toBe(false);
    expect(canSubmit(form, true)).toBe(true);
  });

  it('keeps the amount above zero and within what is available', () => {
    expect(amountProblem(null, 50)).toBe('amount');
    expect(amountProblem(50.01, 50)).toBe('over_available');
    expect(amountProblem(50, 50)).toBeNull();
  });

  it('caps the amount by the money limit (above it: skins)', () => {
    expect(withdrawCeiling({ available: 1500, money_limit: 1000 })).toBe(1000);
    expect(withdrawCeiling({ available: 50, money_limit: 1000 })).toBe(50);
  });
});

describe('why less than the balance can leave', () => {
  it('lists the debt, the unwagered deposits and the protected value that apply', () => {
    expect(heldBack(state())).toEqual([
      { reason: 'unwagered', amount: 20 },
      { reason: 'protected', amount: 10 },
    ]);
    expect(heldBack(state({ unwagered: 0, protected: 0, debt: 3 }))).toEqual([{ reason: 'debt', amount: 3 }]);
  });

  it("names what blocks a withdrawal now with the server's keys, debt first", () => {
    expect(withdrawBlocker(state(), 5)).toBeNull();
    expect(withdrawBlocker(state({ debt: 3, pending: true }), 5)).toEqual({
      key: 'withdrawal_api.debt',
      params: { amount: 3 },
    });
    expect(withdrawBlocker(state({ pending: true }), 5)?.key).toBe('withdrawal_api.previous_pending');
    expect(withdrawBlocker(state({ has_deposit: false }), 5)?.key).toBe('withdrawal_api.deposit_needed');
    expect(withdrawBlocker(state({ min_level: 3 }), 2)).toEqual({
      key: 'withdrawal_api.level_too_low',
      params: { level: 3 },
    });
    expect(withdrawBlocker(state({ available: 4 }), 5)).toEqual({ key: 'withdrawal_api.min_sum', params: { min: 5 } });
  });
});
