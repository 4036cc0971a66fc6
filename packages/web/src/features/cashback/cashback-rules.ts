import { CASHBACK } from '@skinbet/shared/economy';
import { formatCents } from '@skinbet/shared/money';
import { ApiFailure } from '../../lib/api-client';
import type { Language, TranslationParams } from '../../lib/i18n';
import { formatAmount } from '../../lib/money';

/**
 * The cashback box's rules (docs/engagement/cashback.md "Rules"): what it shows and what a
 * refused take tells the player. Cashback travels in hundredths of the currency unit
 * (docs/engagement/cashback.md "Rules"), which are cents.
 */

/** The cashback as money, e.g. 250 → "$2.50" (the wire value divided by 100, docs/engagement/cashback.md "Rules"). */
export function formatCashback(cents: number): string {
  return formatCents(Math.max(0, Math.trunc(cents)));
}

/** Nothing to take at zero, so the button is disabled there ("empty"). */
export function canTake(cents: number | undefined): boolean {
  return cents !== undefined && cents > 0;
}

/** The published rate as the language writes it: "2.5" in English, "2,5" in Russian. */
export function cashbackPercent(language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(CASHBACK.permille / 10);
}

/** The wait between two takes in whole hours (docs/engagement/cashback.md "Rules": 24 h). */
export const COOLDOWN_HOURS = Math.round(CASHBACK.cooldownMs / 3_600_000);

/** Why the server refused a take, with what it said about it. */
export type TakeRefusal =
  { kind: 'empty' } | { kind: 'too_soon'; opensAt: string | null } | { kind: 'min_deposit'; min: number | null };

const REFUSALS: Record<string, TakeRefusal['kind']> = {
  'user_api.cashback_empty': 'empty',
  'user_api.cashback_too_soon': 'too_soon',
  'user_api.cashback_min_deposit': 'min_deposit',
};

/** The take's refusal, or null for anything else (a failure the generic notices report). */
export function takeRefusal(error: unknown): TakeRefusal | null {
  if (!(error instanceof ApiFailure) || !error.fromServer) return null;
  const kind = REFUSALS[error.key];
  if (kind === 'empty') return { kind };
  if (kind === 'too_soon') {
    const opensAt = error.params?.opens_at;
    return { kind, opensAt: typeof opensAt === 'string' && !Number.isNaN(Date.parse(opensAt)) ? opensAt : null };
  }
  if (kind === 'min_deposit') {
    const min = Number(error.params?.min);
    return { kind, min: Number.isFinite(min) && min > 0 ? min : null };
  }
  return null;
}

/**
 * When a take opens again, short enough for the box: day, month and time in the player's
 * language ("26 нояб., 17:46", "Nov 26, 5:46 PM"). It is never more than 24 h away, so no year.
 */
export function formatOpensAt(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export interface NoticeSpec {
  key: string;
  params?: TranslationParams;
}

/**
 * The notice of a refused take ("empty" and "too soon", plus the minimum deposit,
 * docs/engagement/cashback.md "Rules"): the time and the amount are put in the text in the
 * player's language and currency.
 */
export function refusalNotice(refusal: TakeRefusal, language: Language): NoticeSpec {
  switch (refusal.kind) {
    case 'empty':
      return { key: 'cashback.notice.empty' };
    case 'too_soon':
      return refusal.opensAt
        ? { key: 'cashback.notice.too_soon_at', params: { time: formatOpensAt(refusal.opensAt, language) } }
        : { key: 'cashback.notice.too_soon', params: { count: COOLDOWN_HOURS } };
    case 'min_deposit':
      return refusal.min === null
        ? { key: 'cashback.notice.min_deposit' }
        : { key: 'cashback.notice.min_deposit_amount', params: { min: formatAmount(refusal.min) } };
  }
}

/** The success notice: how much moved to the balance (a wire amount in currency units). */
export function takenNotice(taken: number): NoticeSpec {
  return { key: 'cashback.notice.taken', params: { amount: formatAmount(taken) } };
}
