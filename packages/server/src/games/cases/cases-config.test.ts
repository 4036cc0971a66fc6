import { describe, expect, it } from 'vitest';
import { casesEdgeBasisPoints } from '@skinbet/shared/economy';
import { loadConfig } from '../../config';

/** docs/games/cases.md "Numbers": CASES_RTP, in percent with two decimals at most, and the edge it publishes. */
describe('CASES_RTP', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('defaults to 90 % and reads percentages with two decimals', () => {
    expect(load({}).cases.rtpBasisPoints).toBe(9_000);
    expect(load({ CASES_RTP: '92.5' }).cases.rtpBasisPoints).toBe(9_250);
    expect(load({ CASES_RTP: '96.35' }).cases.rtpBasisPoints).toBe(9_635);
    expect(load({ CASES_RTP: '100' }).cases.rtpBasisPoints).toBe(10_000);
  });

  it.each(['0', '0.5', '100.01', '90.123', 'ninety'])('refuses CASES_RTP=%s', (value) => {
    expect(() => load({ CASES_RTP: value })).toThrow(/CASES_RTP/);
  });

  it("publishes the rest of the price as the cases' edge (referral earnings and the GGR report)", () => {
    expect(casesEdgeBasisPoints()).toBe(1_000);
    expect(casesEdgeBasisPoints(9_250)).toBe(750);
  });
});
