import { describe, expect, it } from 'vitest';
import { rtpCheck, type RtpSums } from './rtp-spread';

/** The sums of a list of bets, as the dashboard's query gives them. */
function sumsOf(bets: Array<[stake: number, payout: number]>): RtpSums {
  return bets.reduce(
    (sums, [stake, payout]) => ({
      bets: sums.bets + 1,
      wagered: sums.wagered + stake,
      paid: sums.paid + payout,
      stakeSq: sums.stakeSq + stake * stake,
      payoutSq: sums.payoutSq + payout * payout,
      cross: sums.cross + stake * payout,
    }),
    { bets: 0, wagered: 0, paid: 0, stakeSq: 0, payoutSq: 0, cross: 0 },
  );
}

const repeat = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe('rtpCheck', () => {
  it('has nothing to measure without bets', () => {
    expect(rtpCheck(sumsOf([]), 0.96)).toEqual({
      published: 0.96,
      measured: null,
      standard_error: null,
      spread: null,
      low: null,
      high: null,
      inside: null,
    });
  });

  it('measures one bet but gives it no spread', () => {
    expect(rtpCheck(sumsOf([[100, 250]]), 0.96)).toMatchObject({ measured: 2.5, standard_error: null, inside: null });
  });

  it('gives the ratio estimator’s standard error and judges the published RTP against ± 3 of them', () => {
    // 100 even-money bets of 1.00: 48 doubled, 52 lost. R = 0.96; residuals 200 − 96 and −96.
    const bets = [...repeat<[number, number]>(48, [100, 200]), ...repeat<[number, number]>(52, [100, 0])];
    const residuals = 48 * 104 ** 2 + 52 * 96 ** 2;
    const standardError = Math.sqrt((100 / 99) * residuals) / 10_000;
    const check = rtpCheck(sumsOf(bets), 0.96);
    expect(check.measured).toBe(0.96);
    expect(check.standard_error).toBeCloseTo(standardError, 6);
    expect(check.spread).toBeCloseTo(3 * standardError, 5);
    expect(check.low).toBeCloseTo(0.96 - 3 * standardError, 5);
    expect(check.high).toBeCloseTo(0.96 + 3 * standardError, 5);
    expect(check.inside).toBe(true);
    // The same bets against a game that claims to return half: 0.46 away, more than 3 × 0.1004.
    expect(rtpCheck(sumsOf(bets), 0.5).inside).toBe(false);
    // No published RTP: measured and spread, no verdict.
    expect(rtpCheck(sumsOf(bets), null)).toMatchObject({ measured: 0.96, low: null, inside: null });
  });

  it('weighs bets by their stake', () => {
    // One large lost bet dominates the return of many small won ones.
    const bets = [...repeat<[number, number]>(40, [10, 20]), [100_000, 0] as [number, number]];
    const check = rtpCheck(sumsOf(bets), 0.96);
    expect(check.measured).toBeCloseTo(800 / 100_400, 6);
    expect(check.inside).toBe(false);
  });

  it('gives no verdict on fewer than 30 bets', () => {
    expect(rtpCheck(sumsOf(repeat<[number, number]>(29, [100, 96])), 0.96)).toMatchObject({
      measured: 0.96,
      standard_error: 0,
      inside: null,
    });
    expect(rtpCheck(sumsOf(repeat<[number, number]>(30, [100, 96])), 0.96).inside).toBe(true);
  });
});
