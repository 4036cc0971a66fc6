import { describe, expect, it } from 'vitest';
import { ggrCsvFilename } from './ggr-csv';
import { defaultGgrPeriod, percentOrDash } from './reports-data';

describe('reports data', () => {
  it('opens the GGR report on the thirty UTC days ending today', () => {
    expect(defaultGgrPeriod(Date.parse('2026-03-01T23:30:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('shows RTP as a percentage, a dash without one', () => {
    expect(percentOrDash(0.96)).toBe('96.00 %');
    expect(percentOrDash(1.4)).toBe('140.00 %');
    expect(percentOrDash(null)).toBe('—');
  });

  it('names the CSV file after its period, as the server does', () => {
    expect(ggrCsvFilename('2026-01-01', '2026-01-31')).toBe('ggr-2026-01-01-2026-01-31.csv');
  });
});
