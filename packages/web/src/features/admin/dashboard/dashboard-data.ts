import type { DashboardResponse, RtpCheck } from '@skinbet/shared/schemas/admin-dashboard.schemas';
import type { ChartSeries } from '../console/chart-data';

/** A period of UTC days, both included (`YYYY-MM-DD`). */
export interface Period {
  from: string;
  to: string;
}

/** The quick choices beside the dates: today, and the last 7, 30 and 90 days ending today. */
export const PERIOD_PRESETS = [1, 7, 30, 90] as const;

const DAY_MS = 86_400_000;

/** The last `days` UTC days ending on `today`. */
export function presetPeriod(days: number, today: string): Period {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/** Today as a UTC day, from a clock in milliseconds. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The figures of a game per day that the charts show. */
export type GameMetric = 'bets' | 'ggr' | 'ngr';

/** Games in the response's order, each with a value for every day of the period (0 on days without one). */
export function gameSeries(data: DashboardResponse, metric: GameMetric): ChartSeries[] {
  return data.games.map((game) => {
    const byDay = new Map(
      data.game_days.filter((row) => row.game === game.game).map((row) => [row.day, row[metric]] as const),
    );
    return { label: game.game, values: data.days.map((day) => byDay.get(day) ?? 0) };
  });
}

/** Deposits and withdrawals per day, labelled by the caller. */
export function moneySeries(data: DashboardResponse, labels: { deposits: string; withdrawals: string }): ChartSeries[] {
  return [
    { label: labels.deposits, values: data.money.map((day) => day.deposits), color: '#4ade80' },
    { label: labels.withdrawals, values: data.money.map((day) => day.withdrawals), color: '#f16262' },
  ];
}

/** Whether a game's measured RTP is inside its expected spread, outside it, or not judged. */
export function rtpVerdict(rtp: RtpCheck): 'inside' | 'outside' | 'none' {
  if (rtp.inside === null) return 'none';
  return rtp.inside ? 'inside' : 'outside';
}

/** A fraction as a percentage with two decimals ("96.00 %"), or a dash. */
export function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(2)} %`;
}

/** Where each queue is worked on in the console. */
export const QUEUE_PAGES: Record<DashboardResponse['queues'][number]['queue'], string> = {
  withdrawals: '/admin/withdrawals',
  deposit_reviews: '/admin/deposits',
  tickets: '/admin/support',
};
