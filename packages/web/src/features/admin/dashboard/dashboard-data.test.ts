import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@skinbet/shared/schemas/admin-dashboard.schemas';
import { gameSeries, moneySeries, percent, presetPeriod, rtpVerdict } from './dashboard-data';

const rtp = { published: 0.96, measured: 0.95, standard_error: 0.01, spread: 0.03, low: 0.93, high: 0.99 };
const game = (name: string) => ({
  game: name,
  bets: 0,
  players: 0,
  wagered: 0,
  paid: 0,
  ggr: 0,
  bonus_costs: 0,
  ngr: 0,
  rtp: { ...rtp, inside: true },
});

const data: DashboardResponse = {
  from: '2026-01-01',
  to: '2026-01-03',
  generated_at: '2026-01-03T12:00:00.000Z',
  online: 3,
  days: ['2026-01-01', '2026-01-02', '2026-01-03'],
  totals: { bets: 0, wagered: 0, paid: 0, ggr: 0, bonus_costs: 0, ngr: 0, deposits: 0, withdrawals: 0 },
  games: [game('crash'), game('wheel')],
  game_days: [
    { day: '2026-01-01', game: 'crash', bets: 4, wagered: 10, paid: 5, ggr: 5, bonus_costs: 1, ngr: 4 },
    { day: '2026-01-03', game: 'crash', bets: 1, wagered: 2, paid: 4, ggr: -2, bonus_costs: 0, ngr: -2 },
    { day: '2026-01-02', game: 'wheel', bets: 2, wagered: 3, paid: 0, ggr: 3, bonus_costs: 0, ngr: 3 },
  ],
  costs: [],
  money: [
    { day: '2026-01-01', deposits: 10, deposits_count: 1, withdrawals: 0, withdrawals_count: 0, withdrawal_fees: 0 },
    { day: '2026-01-02', deposits: 0, deposits_count: 0, withdrawals: 4, withdrawals_count: 1, withdrawal_fees: 1 },
    { day: '2026-01-03', deposits: 0, deposits_count: 0, withdrawals: 0, withdrawals_count: 0, withdrawal_fees: 0 },
  ],
  queues: [],
};

describe('dashboard data', () => {
  it('gives each game a value for every day of the period, 0 on days without bets', () => {
    expect(gameSeries(data, 'ggr')).toEqual([
      { label: 'crash', values: [5, 0, -2] },
      { label: 'wheel', values: [0, 3, 0] },
    ]);
    expect(gameSeries(data, 'bets').map((series) => series.values)).toEqual([
      [4, 0, 1],
      [0, 2, 0],
    ]);
  });

  it('charts deposits against withdrawals per day', () => {
    expect(
      moneySeries(data, { deposits: 'in', withdrawals: 'out' }).map((series) => [series.label, series.values]),
    ).toEqual([
      ['in', [10, 0, 0]],
      ['out', [0, 4, 0]],
    ]);
  });

  it('picks the last days ending today, across a month', () => {
    expect(presetPeriod(1, '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(presetPeriod(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  });

  it('reads the RTP verdict and shows fractions as percentages', () => {
    expect(rtpVerdict({ ...rtp, inside: true })).toBe('inside');
    expect(rtpVerdict({ ...rtp, inside: false })).toBe('outside');
    expect(rtpVerdict({ ...rtp, inside: null })).toBe('none');
    expect(percent(0.960257)).toBe('96.03 %');
    expect(percent(null)).toBe('—');
  });
});
