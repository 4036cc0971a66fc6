import { describe, expect, it } from 'vitest';
import { withdrawalTax, withdrawSystem } from '@skinbet/shared/wallet';
import { payoutAmount, payoutCurrency } from './payout-quote';
import { exitLimit } from '../trades/exit-rule';
import type { ProtectionPosition } from '../trades/trade-protection';
import { checkPlayer, checkWithdrawable, checkWithdrawRequest } from './withdrawal-rules';
import { maskWallet } from './withdrawal.presenter';

const limits = {
  minCents: 500,
  moneyLimitCents: 100_000,
  kycOverCents: 50_000,
  secondApprovalOverCents: 50_000,
  minLevel: 2,
};
const CARD = '4111 1111 1111 1111';
const ETH = `0x${'ab'.repeat(20)}`;

describe('withdrawal rules: the request', () => {
  it('refuses in the published order: sum, system, wallet, minimum, money limit', () => {
    const check = (sumCents: number | null, system: number, wallet: string) =>
      'refusal' in checkWithdrawRequest({ sumCents, system, wallet }, limits)
        ? (checkWithdrawRequest({ sumCents, system, wallet }, limits) as { refusal: { key: string } }).refusal.key
        : 'ok';
    expect(check(null, 0, 'x')).toBe('withdrawal_api.sum_invalid');
    expect(check(0, 0, 'x')).toBe('withdrawal_api.sum_invalid');
    expect(check(1000, 0, 'x')).toBe('withdrawal_api.system_invalid');
    expect(check(1000, 8, CARD)).toBe('withdrawal_api.system_invalid');
    expect(check(1000, 5, 'x')).toBe('withdrawal_api.wallet_invalid');
    expect(check(1000, 5, '4111 1111 1111 1112')).toBe('withdrawal_api.wallet_invalid');
    expect(check(1000, 1, CARD)).toBe('withdrawal_api.wallet_invalid');
    expect(check(499, 5, CARD)).toBe('withdrawal_api.min_sum');
    expect(check(100_001, 5, CARD)).toBe('withdrawal_api.money_limit');
    expect(check(500, 5, CARD)).toBe('ok');
    expect(check(100_000, 1, ETH)).toBe('ok');
  });

  it('answers the minimum and the limit in currency units, and the wallet as stored', () => {
    expect(checkWithdrawRequest({ sumCents: 1, system: 5, wallet: CARD }, limits)).toEqual({
      refusal: { key: 'withdrawal_api.min_sum', params: { min: 5 } },
    });
    expect(checkWithdrawRequest({ sumCents: 200_000, system: 5, wallet: CARD }, limits)).toEqual({
      refusal: { key: 'withdrawal_api.money_limit', params: { limit: 1000 } },
    });
    const ok = checkWithdrawRequest({ sumCents: 1234, system: 5, wallet: ' 4111-1111 1111-1111 ' }, limits);
    expect(ok).toMatchObject({ wallet: '4111111111111111', sumCents: 1234, system: { id: 5, code: 'card_ru' } });
  });
});

describe('withdrawal rules: the player', () => {
  const player = { banned: false, experience: 1000, kycVerified: false, hasDeposit: true, hasOpenWithdrawal: false };

  it('refuses in the published order: banned, deposit, previous pending, level, KYC', () => {
    expect(checkPlayer(1000, { ...player, banned: true, hasDeposit: false }, limits)?.key).toBe('auth_api.banned');
    expect(checkPlayer(1000, { ...player, hasDeposit: false, hasOpenWithdrawal: true }, limits)?.key).toBe(
      'withdrawal_api.deposit_needed',
    );
    expect(checkPlayer(1000, { ...player, hasOpenWithdrawal: true, experience: 0 }, limits)?.key).toBe(
      'withdrawal_api.previous_pending',
    );
    expect(checkPlayer(1000, { ...player, experience: 999 }, limits)).toEqual({
      key: 'withdrawal_api.level_too_low',
      params: { level: 2 },
    });
    expect(checkPlayer(50_001, player, limits)).toEqual({ key: 'withdrawal_api.kyc_needed', params: { amount: 500 } });
    expect(checkPlayer(50_000, player, limits)).toBeNull();
    expect(checkPlayer(50_001, { ...player, kycVerified: true }, limits)).toBeNull();
  });
});

describe('the withdrawable rule', () => {
  const until = new Date('2026-12-09T10:00:00.000Z');
  /** A player with no skins, no protection and no debt: only the balance and the wagering count. */
  const plain = (balance: number, unwagered: number): ProtectionPosition => ({
    balance,
    skins: 0,
    protectedValue: 0,
    debt: 0,
    unwagered,
    releases: [],
  });
  const protectedBy = (position: ProtectionPosition, protectedValue: number): ProtectionPosition => ({
    ...position,
    protectedValue,
    releases: [{ until, protectedValue, heldValue: 0 }],
  });

  it('is the least of balance − U and balance + skins − U − P − D, never below zero', () => {
    expect(exitLimit(plain(10_000, 10_000), 'money')).toBe(0);
    expect(exitLimit(plain(10_000, 6_000), 'money')).toBe(4_000);
    expect(exitLimit(protectedBy(plain(10_000, 0), 2_500), 'money')).toBe(7_500);
    // The hole: 120 = an unwagered deposit of 50 + a protected deposit of 70 sold. U and P
    // are separate obligations and add up: nothing leaves (the lesser of the two let 50 leave).
    expect(exitLimit(protectedBy(plain(12_000, 5_000), 7_000), 'money')).toBe(0);
    expect(exitLimit(protectedBy(plain(10_000, 4_000), 3_000), 'money')).toBe(3_000);
    // Skins on the site may cover protected value, never the wagering of money.
    expect(exitLimit({ ...protectedBy(plain(10_000, 4_000), 3_000), skins: 5_000 }, 'money')).toBe(6_000);
    expect(exitLimit(plain(1_000, 5_000), 'money')).toBe(0);
  });

  it('names what stops a sum: the balance, the protection when it alone stops it, else the wagering — with the most that can leave', () => {
    const position = protectedBy(plain(10_000, 4_000), 3_000);
    expect(checkWithdrawable(3_000, position)).toBeNull();
    expect(checkWithdrawable(10_001, position)).toEqual({ key: 'withdrawal_api.insufficient_funds' });
    expect(checkWithdrawable(6_001, position)).toEqual({ key: 'withdrawal_api.wagering', params: { max: 30 } });
    expect(checkWithdrawable(6_000, position)).toEqual({
      key: 'withdrawal_api.protected',
      params: { max: 30, until: '2026-12-09T10:00:00.000Z' },
    });
    // A debt time alone never frees: protected, with no date once the sum needs it gone.
    expect(checkWithdrawable(6_000, { ...position, debt: 1 })).toEqual({
      key: 'withdrawal_api.protected',
      params: { max: 29.99 },
    });
  });
});

describe('tax, payout amounts and masked wallets', () => {
  it('taxes 20 % rounded half up, the net the rest: 12.34 → 2.47 + 9.87', () => {
    expect(withdrawalTax(1234)).toEqual({ tax: 247, net: 987 });
    expect(withdrawalTax(500)).toEqual({ tax: 100, net: 400 });
    expect(withdrawalTax(1)).toEqual({ tax: 0, net: 1 });
  });

  it('pays cards in their fiat at the rate (rounded down), crypto in the site currency', () => {
    expect(payoutCurrency(withdrawSystem(5)!, 'USD')).toBe('RUB');
    expect(payoutCurrency(withdrawSystem(4)!, 'USD')).toBe('UAH');
    expect(payoutCurrency(withdrawSystem(1)!, 'USD')).toBe('USD');
    expect(payoutAmount(987, 'RUB', { siteCurrency: 'USD', rate: '90' })).toBe('888.30');
    expect(payoutAmount(987, 'UAH', { siteCurrency: 'USD', rate: '41.5' })).toBe('409.60');
    expect(payoutAmount(1, 'UAH', { siteCurrency: 'USD', rate: '41.555' })).toBe('0.41');
    expect(payoutAmount(987, 'USD', { siteCurrency: 'USD', rate: undefined })).toBe('9.87');
    expect(() => payoutAmount(987, 'KZT', { siteCurrency: 'USD', rate: undefined })).toThrow(/rate/);
  });

  it('masks a card but for its last 4 digits and shortens an address', () => {
    expect(maskWallet({ type: 'money', system: 5, wallet: '4111111111111111' })).toBe('**** 1111');
    expect(maskWallet({ type: 'money', system: 1, wallet: ETH })).toBe('0xabab…abab');
    expect(
      maskWallet({
        type: 'skin',
        system: null,
        wallet: 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=abcdEFGH',
      }),
    ).toBe('12345');
  });
});
