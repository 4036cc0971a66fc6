import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api-client';
import en from '../../locales/en/cashback.json';
import ru from '../../locales/ru/cashback.json';
import {
  canTake,
  cashbackPercent,
  COOLDOWN_HOURS,
  formatCashback,
  refusalNotice,
  takeRefusal,
  takenNotice,
} from './cashback-rules';

/** Reads `a.b.c` from a locale tree. */
function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const refused = (key: string, params?: Record<string, string | number>) => new ApiFailure(key, 400, true, params);

describe('the cashback on screen (hundredths, shown divided by 100)', () => {
  it('formats cents as money', () => {
    expect(formatCashback(0)).toBe('$0.00');
    expect(formatCashback(7)).toBe('$0.07');
    expect(formatCashback(123456)).toBe('$1,234.56');
  });

  it('can be taken only above zero (the button is disabled at 0)', () => {
    expect(canTake(undefined)).toBe(false);
    expect(canTake(0)).toBe(false);
    expect(canTake(1)).toBe(true);
  });

  it('publishes 2.5 % in the language of the page and a 24 h wait', () => {
    expect(cashbackPercent('en')).toBe('2.5');
    expect(cashbackPercent('ru')).toBe('2,5');
    expect(COOLDOWN_HOURS).toBe(24);
  });
});

describe('takeRefusal', () => {
  it('reads the three refusals of a take with what the server said about them', () => {
    expect(takeRefusal(refused('user_api.cashback_empty'))).toEqual({ kind: 'empty' });
    expect(takeRefusal(refused('user_api.cashback_too_soon', { opens_at: '2030-01-02T03:04:05.000Z' }))).toEqual({
      kind: 'too_soon',
      opensAt: '2030-01-02T03:04:05.000Z',
    });
    expect(takeRefusal(refused('user_api.cashback_min_deposit', { min: 1 }))).toEqual({ kind: 'min_deposit', min: 1 });
  });

  it('copes with a refusal whose params are missing or wrong', () => {
    expect(takeRefusal(refused('user_api.cashback_too_soon'))).toEqual({ kind: 'too_soon', opensAt: null });
    expect(takeRefusal(refused('user_api.cashback_too_soon', { opens_at: 'soon' }))).toEqual({
      kind: 'too_soon',
      opensAt: null,
    });
    expect(takeRefusal(refused('user_api.cashback_min_deposit', { min: 'lots' }))).toEqual({
      kind: 'min_deposit',
      min: null,
    });
  });

  it('leaves every other failure to the generic notices', () => {
    expect(takeRefusal(refused('user_api.unauthenticated'))).toBeNull();
    expect(takeRefusal(new ApiFailure('user_api.cashback_empty', 0, false))).toBeNull();
    expect(takeRefusal(new Error('boom'))).toBeNull();
  });
});

describe('the notices of a take (taken, empty, too soon)', () => {
  it('says how much moved to the balance', () => {
    expect(takenNotice(12.5)).toEqual({ key: 'cashback.notice.taken', params: { amount: '$12.50' } });
  });

  it('says when the next take opens, in the language of the page', () => {
    const notice = refusalNotice({ kind: 'too_soon', opensAt: '2030-01-02T15:04:05.000Z' }, 'en');
    expect(notice.key).toBe('cashback.notice.too_soon_at');
    expect(notice.params?.time).toMatch(/^Jan \d+, /);
    expect(notice.params?.time).not.toMatch(/2030/);
    expect(refusalNotice({ kind: 'too_soon', opensAt: null }, 'ru')).toEqual({
      key: 'cashback.notice.too_soon',
      params: { count: 24 },
    });
  });

  it('names the minimum deposit as money when the server gave it', () => {
    expect(refusalNotice({ kind: 'min_deposit', min: 1 }, 'en')).toEqual({
      key: 'cashback.notice.min_deposit_amount',
      params: { min: '$1.00' },
    });
    expect(refusalNotice({ kind: 'min_deposit', min: null }, 'en')).toEqual({ key: 'cashback.notice.min_deposit' });
    expect(refusalNotice({ kind: 'empty' }, 'en')).toEqual({ key: 'cashback.notice.empty' });
  });

  it('has every notice in both languages', () => {
    const keys = [
      takenNotice(1).key,
      refusalNotice({ kind: 'empty' }, 'en').key,
      refusalNotice({ kind: 'too_soon', opensAt: null }, 'en').key,
      refusalNotice({ kind: 'too_soon', opensAt: '2030-01-02T15:04:05.000Z' }, 'en').key,
      refusalNotice({ kind: 'min_deposit', min: null }, 'en').key,
      refusalNotice({ kind: 'min_deposit', min: 1 }, 'en').key,
      'cashback.notice.take_failed',
    ];
    // A text shown with a count is a set of plural forms.
    const text = (tree: unknown, key: string) => lookup(tree, key) ?? lookup(tree, `${key}_other`);
    for (const key of keys) {
      expect(typeof text(ru, key), `ru ${key}`).toBe('string');
      expect(typeof text(en, key), `en ${key}`).toBe('string');
    }
  });
});
