import { describe, expect, it } from 'vitest';
import { formatRatio, topRequestFrom } from './top-view';

describe('top view', () => {
  it('reads the tabs from the address, defaulting to amount won today', () => {
    expect(topRequestFrom(new URLSearchParams())).toEqual({ by: 'won', period: 'day' });
    expect(topRequestFrom(new URLSearchParams('by=ratio&period=month'))).toEqual({ by: 'ratio', period: 'month' });
    expect(topRequestFrom(new URLSearchParams('by=evil&period=year'))).toEqual({ by: 'won', period: 'day' });
  });

  it('writes a ratio as a multiplier with two decimals', () => {
    expect(formatRatio(12.5)).toBe('x12.50');
    expect(formatRatio(1)).toBe('x1.00');
  });
});
