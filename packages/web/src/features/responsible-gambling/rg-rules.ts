import { amountToCents } from '@skinbet/shared/money';
import type {
  LimitDto,
  LimitKind,
  LimitPeriod,
  SELF_EXCLUSION_DAYS,
  TIMEOUT_DAYS,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';

/**
 * The responsible-gambling screens' rules as plain functions (docs/product/responsible-gambling.md):
 * when the next reality check falls, what a limit form may send and whether it takes effect at
 * once. The server checks everything again; these only say what the page shows.
 */

const MINUTE_MS = 60_000;

/**
 * The next reality check, on the server's clock (ms): reminders fall every `intervalMinutes` from
 * the sign-in (`sessionStart`), the first one interval after it. The one returned is the first
 * strictly after `after` (the corrected now, or the last reminder already shown), so a reminder
 * is never shown twice and one that fell while the page was closed is not shown late.
 */
export function nextReminderAt(sessionStart: number, intervalMinutes: number, after: number): number {
  const interval = intervalMinutes * MINUTE_MS;
  const elapsed = Math.max(0, after - sessionStart);
  return sessionStart + (Math.floor(elapsed / interval) + 1) * interval;
}

/** The device clock's error against the server's (`serverNow` − device now), to correct timers by. */
export function clockOffset(serverNowIso: string, deviceNow: number): number {
  return Date.parse(serverNowIso) - deviceNow;
}

/** Whole minutes played since `sessionStart`, both on the server's clock. */
export function minutesPlayed(sessionStart: number, serverNow: number): number {
  return Math.max(0, Math.floor((serverNow - sessionStart) / MINUTE_MS));
}

export type LimitInputCheck = { ok: true; amount: number } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * A typed limit as a wire amount: above zero, at most two decimals (the server keeps cents). A
 * decimal comma is accepted, as Russian keyboards type it.
 */
export function parseLimitInput(text: string): LimitInputCheck {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return { ok: false, reason: 'empty' };
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) return { ok: false, reason: 'invalid' };
  const cents = amountToCents(Number(normalized));
  return cents === null || cents <= 0 ? { ok: false, reason: 'invalid' } : { ok: true, amount: cents / 100 };
}

/**
 * How a change to a limit takes effect: setting one where there was none or lowering it is at
 * once; raising or removing (`next` null) waits 24 hours; the same amount changes nothing.
 */
export function limitChange(current: number | null, next: number | null): 'now' | 'delayed' | 'same' {
  if (current === next) return 'same';
  if (current === null) return 'now';
  if (next === null) return 'delayed';
  return next < current ? 'now' : 'delayed';
}

/** What is left of a limit's window (never below zero), or null without a limit. */
export function limitLeft(limit: Pick<LimitDto, 'amount' | 'used'>): number | null {
  if (limit.amount === null) return null;
  return Math.max(0, Math.round(limit.amount * 100) - Math.round(limit.used * 100)) / 100;
}

/** The slot of a kind and period among the nine `limits/get` answers. */
export function findLimit(limits: readonly LimitDto[], kind: LimitKind, period: LimitPeriod): LimitDto | undefined {
  return limits.find((limit) => limit.kind === kind && limit.period === period);
}

/** True when the player has any deposit limit, in force or pending. */
export function hasDepositLimit(limits: readonly LimitDto[]): boolean {
  return limits.some((limit) => limit.kind === 'deposit' && (limit.amount !== null || limit.pending !== undefined));
}

type ExclusionDays = (typeof TIMEOUT_DAYS)[number] | (typeof SELF_EXCLUSION_DAYS)[number];

/** The text key of an exclusion's length: `d7` for 7 days, `forever` for good (null). */
export function durationKey(days: number | null): `d${ExclusionDays}` | 'forever' {
  return days === null ? 'forever' : (`d${days}` as `d${ExclusionDays}`);
}

/** The profile section's anchor, and the link to it (the banner, the reminder, the page). */
export const SECTION_ANCHOR = 'responsible-gaming';
export const SECTION_PATH = `/profile#${SECTION_ANCHOR}`;

/** The self-assessment's questions (docs/product/responsible-gambling.md "Self-assessment"). */
export const SELF_ASSESSMENT_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/**
 * What the answers mean: any "yes" is a reason to set a limit or take a break now and talk to
 * someone. Null until every question is answered.
 */
export function assessmentResult(answers: readonly (boolean | undefined)[]): { yes: number; act: boolean } | null {
  if (answers.length < SELF_ASSESSMENT_QUESTIONS.length || answers.some((answer) => answer === undefined)) return null;
  const yes = answers.filter(Boolean).length;
  return { yes, act: yes > 0 };
}

/** Minutes played as hours:minutes ("1:05"), the same in every language. */
export function formatPlayed(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
