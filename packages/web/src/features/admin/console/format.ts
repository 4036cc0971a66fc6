/** Date and age formatting for console tables (times are the server's ISO strings). */

/** "07.12.2026, 14:05:09" (ru) / "12/07/2026, 14:05:09" (en) in the viewer's time zone; the raw text if it is no date. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}

/** A day of a report ("2026-12-07"), shown as the viewer's short date. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** A day on a chart's axis, day and month only ("07.12" / "12/07"). */
export function formatDayShort(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(date);
}

export type AgeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

/**
 * How long ago `iso` was, in its largest whole unit (a queue's oldest item: "3 h"). A time in the
 * future (clocks apart) counts as 0 seconds.
 */
export function ageOf(iso: string, now: number): { unit: AgeUnit; count: number } {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000)) || 0;
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86_400) };
}
