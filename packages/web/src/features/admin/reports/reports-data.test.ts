import { describe, expect, it } from 'vitest';
import { ggrCsvFilename } from './ggr-csv';
import { defaultGgrPeriod, percentOrDash, utcDay } from './reports-data';

describe('reports data', () => {
  it('opens the GGR report on the thirty UTC days ending today', () => {
    expect(defaultGgrPeriod(Date.parse('2026-03-01T23:30:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('shows RTP as a percentage, a dash without one', () => {
    expect(percentOrDash(0.96)).toBe('96.00 %');
    expect(percentOrDash(1.4)).toBe('140.00 %');
    expect(percentOrDash(null)).toBe('—');
  });

  it('reads the UTC day of a time, and the days around it', () => {
    const lateEvening = Date.parse('2026-03-01T23:30:00Z');
    expect(utcDay(lateEvening)).toBe('2026-03-01');
    expect(utcDay(lateEvening, -1)).toBe('2026-02-28');
    expect(utcDay(Date.parse('2026-03-02T00:00:00Z'), -1)).toBe('2026-03-01');
  });

  it('names the CSV file after its period, as the server does', () => {
    expect(ggrCsvFilename('2026-01-01', '2026-01-31')).toBe('ggr-2026-01-01-2026-01-31.csv');
  });
});
