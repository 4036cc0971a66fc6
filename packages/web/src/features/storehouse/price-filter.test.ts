import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from '@skinbet/shared/money';
import { parsePriceInput, priceBound, priceInputText } from './price-filter';

describe('parsePriceInput', () => {
  it('reads an empty field as no bound', () => {
    expect(parsePriceInput('')).toEqual({ kind: 'empty' });
    expect(parsePriceInput('   ')).toEqual({ kind: 'empty' });
    expect(priceBound(parsePriceInput(''))).toBeUndefined();
  });

  it('reads amounts with a dot or a comma, rounded to cents', () => {
    expect(parsePriceInput('12.5')).toEqual({ kind: 'amount', amount: 12.5 });
    expect(parsePriceInput('12,34')).toEqual({ kind: 'amount', amount: 12.34 });
    expect(parsePriceInput('0.129')).toEqual({ kind: 'amount', amount: 0.13 });
    expect(parsePriceInput('7.')).toEqual({ kind: 'amount', amount: 7 });
    expect(priceBound(parsePriceInput('0'))).toBe(0);
  });

  it('refuses negatives and text that is not a price', () => {
    for (const text of ['-1', 'abc', '1e3', '.', '1.2.3']) expect(parsePriceInput(text)).toEqual({ kind: 'invalid' });
    expect(priceBound(parsePriceInput('-1'))).toBeUndefined();
  });

  it('caps an absurd amount at the largest one the server accepts', () => {
    expect(parsePriceInput('99999999999')).toEqual({ kind: 'amount', amount: MAX_CENTS / 100 });
  });
});

describe('priceInputText', () => {
  it('prints a balance with two decimals for the max price field', () => {
    expect(priceInputText(100)).toBe('100.00');
    expect(priceInputText(87.5)).toBe('87.50');
    expect(priceInputText(0.1 + 0.2)).toBe('0.30');
  });
});
