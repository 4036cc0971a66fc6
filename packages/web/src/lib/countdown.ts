import type { Language } from './i18n';

/**
 * The countdowns of the giveaway, the jackpot bonus and the tournament
 * (docs/engagement/jackpot-bonus.md "Rules": once a second, cleared at zero). The server sends its
 * clock (`server_time`, epoch ms) beside the end time, so a browser whose clock is off still
 * counts the right number of seconds: what is left is measured on the server's clock when the
 * answer came, then on the browser's own clock since.
 */

/** Milliseconds left to `endTime` (ISO), never below zero; `receivedAt` is when the answer arrived (local clock). */
export function remainingMs(endTime: string, serverTime: number, receivedAt: number, now: number): number {
  const end = Date.parse(endTime);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - serverTime - Math.max(0, now - receivedAt));
}

/** Whole seconds left, rounded up: "1 s" shows until the very end, 0 only once it is over. */
export function secondsLeft(endTime: string, serverTime: number, receivedAt: number, now: number): number {
  return Math.ceil(remainingMs(endTime, serverTime, receivedAt, now) / 1000);
}

/** While a finished countdown waits for the server's news, its data is read again this often. */
export const AFTER_END_POLL_MS = 4000;
/** A timer never waits longer than this (browsers overflow at 2^31 ms, about 24.8 days). */
const MAX_WAIT_MS = 6 * 3600 * 1000;

/**
 * When to read a countdown's data again (a query's `refetchInterval`): once just after its end, in
 * case the push that follows is missed (a reconnect), then every few seconds until it changes.
 */
export function readAgainIn(endTime: string, serverTime: number, receivedAt: number, now = Date.now()): number {
  const left = remainingMs(endTime, serverTime, receivedAt, now);
  return left === 0 ? AFTER_END_POLL_MS : Math.min(left + AFTER_END_POLL_MS, MAX_WAIT_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `h:mm:ss`, or `mm:ss` while the hours are zero (docs/product/screens.md "Giveaways": hours hidden at zero). */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** An instant in UTC (docs/product/screens.md "Layout": the end time is shown in UTC), e.g. "12.06.2026, 14:30 UTC". */
export function formatUtc(iso: string, language: Language): string {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return '—';
  const text = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${text} UTC`;
}

/** A short date and time in the browser's zone for history rows, e.g. "12.06, 14:30". */
export function formatShortDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
