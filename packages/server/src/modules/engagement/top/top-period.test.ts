import { describe, expect, it } from 'vitest';
import { periodStart } from './top-period';

const at = (iso: string) => Date.parse(iso);

describe('top periods (UTC)', () => {
  it('starts today at UTC midnight', () => {
    expect(periodStart('day', at('2025-03-12T23:59:59.999Z'))?.toISOString()).toBe('2025-03-12T00:00:00.000Z');
    expect(periodStart('day', at('2025-03-13T00:00:00.000Z'))?.toISOString()).toBe('2025-03-13T00:00:00.000Z');
  });

  it('starts the week on Monday 00:00, Sunday still belonging to the week before', () => {
    // 2025-03-10 is a Monday.
    expect(periodStart('week', at('2025-03-10T00:00:00.000Z'))?.toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(periodStart('week', at('2025-03-12T15:00:00.000Z'))?.toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(periodStart('week', at('2025-03-16T23:59:59.000Z'))?.toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(periodStart('week', at('2025-03-17T00:00:01.000Z'))?.toISOString()).toBe('2025-03-17T00:00:00.000Z');
    // Across a month and a year boundary: Wednesday 2025-01-01 → Monday 2024-12-30.
    expect(periodStart('week', at('2025-01-01T08:00:00.000Z'))?.toISOString()).toBe('2024-12-30T00:00:00.000Z');
  });

  it('starts the month on the 1st, and `all` has no start', () => {
    expect(periodStart('month', at('2024-02-29T12:00:00.000Z'))?.toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(periodStart('month', at('2025-01-01T00:00:00.000Z'))?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(periodStart('all', at('2025-01-01T00:00:00.000Z'))).toBeNull();
  });
});
