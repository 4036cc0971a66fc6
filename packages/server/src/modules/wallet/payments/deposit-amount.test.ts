import { describe, expect, it } from 'vitest';
import { bonusCents, centsToDecimal, collectAmount, normalizeRate, parseDecimal } from './deposit-amount';

describe('deposit amounts', () => {
  it('converts site cents at a rate exactly, with two decimals', () => {
    expect(collectAmount(1000, '41.5')).toBe('415.00');
    expect(collectAmount(1000, '90')).toBe('900.00');
    expect(collectAmount(1, '480')).toBe('4.80');
    expect(collectAmount(1234, '1')).toBe('12.34');
    // 0.1 × 3 in floating point is 0.30000000000000004; here it is 0.30.
    expect(collectAmount(10, '3')).toBe('0.30');
    expect(collectAmount(1000, '0.92')).toBe('9.20');
  });

  it('rounds half up to the cent when the rate has more decimals than the currency', () => {
    expect(collectAmount(1000, '41.555')).toBe('415.55');
    expect(collectAmount(1, '41.555')).toBe('0.42');
    expect(collectAmount(1, '41.54999999')).toBe('0.42');
    expect(collectAmount(1, '41.44999999')).toBe('0.41');
  });

  it('refuses a rate that is zero or not a decimal', () => {
    expect(collectAmount(1000, '0')).toBeNull();
    expect(collectAmount(1000, '-1')).toBeNull();
    expect(collectAmount(1000, '1e3')).toBeNull();
    expect(collectAmount(1000, '')).toBeNull();
  });

  it('reads decimals of up to eight places', () => {
    expect(parseDecimal('0.00000001')).toBe(1n);
    expect(parseDecimal('0.000000001')).toBeNull();
  });

  it('writes cents and rates as decimal strings', () => {
    expect(centsToDecimal(1000)).toBe('10.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(normalizeRate('41.50000000')).toBe('41.5');
    expect(normalizeRate('090')).toBe('90');
    expect(normalizeRate('0')).toBeNull();
  });

  it('rounds a promo bonus down to the cent', () => {
    expect(bonusCents(1000, 10)).toBe(100);
    expect(bonusCents(1005, 10)).toBe(100);
    expect(bonusCents(999, 15)).toBe(149);
  });
});
