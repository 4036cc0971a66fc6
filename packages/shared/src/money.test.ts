import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, formatCents, MAX_CENTS } from './money';

describe('money', () => {
  it('round-trips cents through the wire format', () => {
    for (const cents of [0, 1, 10, 99, 12345, 100_00, MAX_CENTS]) {
      expect(amountToCents(centsToAmount(cents))).toBe(cents);
    }
    expect(centsToAmount(12345n)).toBe(123.45);
  });

  it('rejects sub-cent, negative, non-finite and huge amounts', () => {
    expect(amountToCents(0.001)).toBeNull();
    expect(amountToCents(-1)).toBeNull();
    expect(amountToCents(Number.NaN)).toBeNull();
    expect(amountToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(amountToCents(1e30)).toBeNull();
    expect(amountToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats for display', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });
});
