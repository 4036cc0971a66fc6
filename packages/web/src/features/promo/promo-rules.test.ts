import { describe, expect, it } from 'vitest';
import { cashbackRate, normalisePromoCode } from './promo-rules';

describe('promo rules', () => {
  it('takes a code as the server reads it: trimmed, case-insensitive, letters, digits, _ and -', () => {
    expect(normalisePromoCode('  WELCOME ')).toBe('welcome');
    expect(normalisePromoCode('bonus_25-x')).toBe('bonus_25-x');
    expect(normalisePromoCode('')).toBeNull();
    expect(normalisePromoCode('two words')).toBeNull();
    expect(normalisePromoCode('a'.repeat(33))).toBeNull();
  });

  it('states the published cashback rate (2.5 %)', () => {
    expect(cashbackRate('en')).toBe('2.5');
    expect(cashbackRate('ru')).toBe('2,5');
  });
});
