import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api-client';
import {
  canCheckPromo,
  expectedBonus,
  hasSiteTag,
  isPositiveAmount,
  isReceiptNumber,
  methodBlocker,
  minimumParams,
  moneyMethods,
  parseAmount,
  promoAwaitsCheck,
  promoForDeposit,
  type DepositMethodDto,
} from './deposit-rules';

const method = (extra: Partial<DepositMethodDto> = {}): DepositMethodDto => ({
  code: 'Cardru',
  name: 'Card RU',
  provider: 'freekassa',
  min: 1,
  available: true,
  currency: 'RUB',
  ...extra,
});

const noPromo = { text: '', applied: null };

describe('the deposit amount (numeric, above 0 to choose a method)', () => {
  it('reads amounts as typed, with a dot or a decimal comma', () => {
    expect(parseAmount('10')).toBe(10);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('0,99')).toBe(0.99);
  });

  it('refuses what the server would refuse: empty, negative, words, finer than a cent', () => {
    for (const text of ['', '-1', 'abc', '1e3', '0.001', '1.2.3']) expect(parseAmount(text), text).toBeNull();
  });

  it('lets a method be chosen only above zero', () => {
    expect([null, 0, 0.01, 10].map(isPositiveAmount)).toEqual([false, false, true, true]);
  });
});

describe('the promo entry', () => {
  it('checks only non-empty text, and only until a code is applied', () => {
    expect(canCheckPromo({ text: '  ', applied: null })).toBe(false);
    expect(canCheckPromo({ text: 'bonus10', applied: null })).toBe(true);
    expect(canCheckPromo({ text: 'bonus10', applied: { code: 'bonus10', percent: 10 } })).toBe(false);
  });

  it('holds the deposit buttons while a code is typed but not checked', () => {
    expect(promoAwaitsCheck(noPromo)).toBe(false);
    expect(promoAwaitsCheck({ text: 'bonus10', applied: null })).toBe(true);
    expect(promoAwaitsCheck({ text: 'bonus10', applied: { code: 'bonus10', percent: 10 } })).toBe(false);
  });

  it('sends the applied code only, never unchecked text', () => {
    expect(promoForDeposit({ text: 'typed', applied: null })).toBe('');
    expect(promoForDeposit({ text: 'bonus10', applied: { code: 'bonus10', percent: 10 } })).toBe('bonus10');
  });
});

describe('the method buttons', () => {
  it('say why they are disabled: unavailable first, then the amount, then an unchecked code', () => {
    expect(methodBlocker(method({ available: false }), 0, { text: 'x', applied: null })).toBe('unavailable');
    expect(methodBlocker(method(), null, noPromo)).toBe('amount');
    expect(methodBlocker(method(), 10, { text: 'x', applied: null })).toBe('promo');
    expect(methodBlocker(method(), 10, noPromo)).toBeNull();
  });

  it('leaves the skin deposit to the skins tab', () => {
    const methods = [
      method(),
      method({ code: 'steam', provider: 'steam' }),
      method({ code: 'qiwi', provider: 'qiwi' }),
    ];
    expect(moneyMethods(methods).map((m) => m.code)).toEqual(['Cardru', 'qiwi']);
  });
});

describe('the bonus hint (+10 % with the site tag in the nickname)', () => {
  const tag = { siteTag: 'SkinBet', percent: 10 };

  it('finds the tag anywhere in the nickname, in any case', () => {
    expect(hasSiteTag('Alice skinbet.gg', 'SkinBet')).toBe(true);
    expect(hasSiteTag('Alice', 'SkinBet')).toBe(false);
    expect(hasSiteTag('Alice', '')).toBe(false);
  });

  it('adds the code and the tag, then floors to the cent once', () => {
    expect(expectedBonus(10, null, { ...tag, username: 'Alice' })).toEqual({ percent: 0, amount: 0 });
    expect(expectedBonus(10, null, { ...tag, username: 'Alice SkinBet' })).toEqual({ percent: 10, amount: 1 });
    expect(expectedBonus(3.33, { code: 'x', percent: 15 }, { ...tag, username: 'SKINBET' })).toEqual({
      percent: 25,
      amount: 0.83,
    });
  });
});

describe('the minimum refusal ("minimum via {method_name}")', () => {
  it("uses the server's params when sent, else the method's own minimum and name", () => {
    expect(minimumParams({ min: 5, method_name: 'Bitcoin' }, method())).toEqual({ min: 5, method_name: 'Bitcoin' });
    expect(minimumParams(undefined, method({ min: 2.5 }))).toEqual({ min: 2.5, method_name: 'Card RU' });
    expect(new ApiFailure('deposit_api.min_sum', 400, true, minimumParams(undefined, method())).params).toEqual({
      min: 1,
      method_name: 'Card RU',
    });
  });
});

describe('the card-wallet receipt (longer than 10 characters)', () => {
  it('needs 11 characters besides surrounding spaces', () => {
    expect(isReceiptNumber('1234567890')).toBe(false);
    expect(isReceiptNumber('  1234567890  ')).toBe(false);
    expect(isReceiptNumber('12345678901')).toBe(true);
  });
});
