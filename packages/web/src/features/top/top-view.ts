import type { TopRequest } from '@skinbet/shared/schemas/top.schemas';

/** The /top page's tabs (issue 16): ranked by amount won or by best ratio, over four periods. */
export const TOP_BY: readonly TopRequest['by'][] = ['won', 'ratio'];
export const TOP_PERIODS: readonly TopRequest['period'][] = ['day', 'week', 'month', 'all'];

/** The tabs chosen in the address (`?by=ratio&period=week`), defaulting to amount won today. */
export function topRequestFrom(params: URLSearchParams): TopRequest {
  const by = TOP_BY.find((option) => option === params.get('by')) ?? 'won';
  const period = TOP_PERIODS.find((option) => option === params.get('period')) ?? 'day';
  return { by, period };
}

/** A ratio as a multiplier with two decimals, e.g. 12.5 → "x12.50". */
export function formatRatio(ratio: number): string {
  return `x${ratio.toFixed(2)}`;
}
