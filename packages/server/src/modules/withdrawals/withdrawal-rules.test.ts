import { describe, expect, it } from 'vitest';
import { withdrawalTax, withdrawSystem } from '@skinbet/shared/wallet';
import { payoutAmount, payoutCurrency } from './payout-quote';
import { checkPlayer, checkWithdrawable, checkWithdrawRequest, withdrawable } from './withdrawal-rules';
import { maskWallet } from './withdrawal.presenter';

const limits = { minCents: 500, moneyLimitCents: 100_000, kycOverCents: 50_000, minLevel: 2 };
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
    expect(checkPlayer(1000, { ...player, banned: true, hasDeposit: false }, limits)?.key).toBe('user_api.banned');
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
  it('is the lesser of the balance less the credits still to wager and the Trade Protection limit', () => {
    const free = 1_000_000;
    expect(withdrawable({ balance: 10_000, unwagered: 10_000, protectionLimit: free }).available).toBe(0);
    expect(withdrawable({ balance: 10_000, unwagered: 6_000, protectionLimit: free })).toEqual({
      unwagered: 6_000,
      available: 4_000,
    });
    // Every credit wagered (wagering.ts folds the credits and the stakes after each): protection decides.
    expect(withdrawable({ balance: 10_000, unwagered: 0, protectionLimit: 7_500 })).toEqual({
      unwagered: 0,
      available: 7_500,
    });
    // Both limit it: the lesser wins (not their sum: skins on the site may cover protected value).
    expect(withdrawable({ balance: 10_000, unwagered: 4_000, protectionLimit: 7_000 }).available).toBe(6_000);
    expect(withdrawable({ balance: 1_000, unwagered: 5_000, protectionLimit: 0 }).available).toBe(0);
  });

  it('names what stops a sum: the balance, the wagering, else the protection — with the most that can leave', () => {
    const inputs = { balance: 10_000, unwagered: 4_000, protectionLimit: 3_000 };
    // Wagering lets 6 000 leave, protection 3 000: 3 000 can leave.
    expect(checkWithdrawable(3_000, inputs)).toBeNull();
    expect(checkWithdrawable(10_001, inputs)).toEqual({ key: 'withdrawal_api.insufficient_funds' });
    expect(checkWithdrawable(6_001, inputs)).toEqual({ key: 'withdrawal_api.wagering', params: { max: 30 } });
    expect(checkWithdrawable(6_000, inputs)).toEqual({ key: 'withdrawal_api.protected', params: { max: 30 } });
    const until = new Date('2026-12-09T10:00:00.000Z');
    expect(checkWithdrawable(6_000, inputs, until)).toEqual({
      key: 'withdrawal_api.protected',
      params: { max: 30, until: '2026-12-09T10:00:00.000Z' },
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
