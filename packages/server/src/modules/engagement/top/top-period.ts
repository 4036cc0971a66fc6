import type { TopRequest } from '@skinbet/shared/schemas/top.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a top list's period starts (issue 16), in UTC: today from midnight, this week from Monday
 * 00:00, this month from the 1st 00:00; `all` has no start (null). `nowMs` is the database clock.
 */
export function periodStart(period: TopRequest['period'], nowMs: number): Date | null {
  const now = new Date(nowMs);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (period) {
    case 'day':
      return new Date(midnight);
    case 'week':
      // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday (ISO 8601).
      return new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS);
    case 'month':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    case 'all':
      return null;
  }
}
