import { describe, expect, it } from 'vitest';
import { stockLabel } from './stock';

describe('stockLabel', () => {
  it('shows the count up to 10 and "10+" above it', () => {
    expect(stockLabel(7).shown).toBe('7');
    expect(stockLabel(10).shown).toBe('10');
    expect(stockLabel(11).shown).toBe('10+');
    expect(stockLabel(5000).shown).toBe('10+');
  });

  it('marks fewer than 5 as scarce and 5 or more as plenty', () => {
    expect(stockLabel(1).level).toBe('scarce');
    expect(stockLabel(4).level).toBe('scarce');
    expect(stockLabel(5).level).toBe('plenty');
    expect(stockLabel(42).level).toBe('plenty');
  });

  it('treats nothing left (or a nonsensical count) as sold out', () => {
    expect(stockLabel(0)).toEqual({ shown: '0', level: 'sold_out' });
    expect(stockLabel(-3).level).toBe('sold_out');
    expect(stockLabel(Number.NaN).level).toBe('sold_out');
  });
});
