import type { ErrorKey } from '@skinbet/shared/errors';
import { DEPOSIT_TAG_BONUS_PERCENT } from '@skinbet/shared/wallet';
import { ApiError } from '../../../http/api-error';
import type { PromoRow } from './promo.repository';

export type PromoKind = PromoRow['kind'];

/** Why a code cannot be applied, with the status its refusal answers with. */
export interface PromoRefusal {
  key: ErrorKey;
  status: number;
}

const REFUSALS = {
  notFound: { key: 'promo_api.not_found', status: 404 },
  wrongKind: { key: 'promo_api.wrong_kind', status: 400 },
  expired: { key: 'promo_api.expired', status: 400 },
  alreadyUsed: { key: 'promo_api.already_used', status: 409 },
  exhausted: { key: 'promo_api.exhausted', status: 409 },
  dailyLimit: { key: 'promo_api.daily_limit', status: 409 },
} satisfies Record<string, PromoRefusal>;

/** The already-used refusal on its own: the UNIQUE use row's answer when a check raced. */
export const ALREADY_USED = REFUSALS.alreadyUsed;
export const EXHAUSTED = REFUSALS.exhausted;

/**
 * docs/engagement/promo-codes.md "Rules": a code must exist, not be ended, not be used already
 * by the user, daily limit, in that order, with the code's kind checked right after it exists (a
 * balance code typed in the deposit window). Permanent refusals come before the daily one: a
 * code with no uses left says so rather than "come back tomorrow". Null when the code applies.
 */
export function promoRefusal(
  promo: PromoRow | undefined,
  kind: PromoKind,
  usage: { usedByUser: boolean; usesToday: number },
): PromoRefusal | null {
  if (!promo) return REFUSALS.notFound;
  if (promo.kind !== kind) return REFUSALS.wrongKind;
  if (promo.expired) return REFUSALS.expired;
  if (usage.usedByUser) return REFUSALS.alreadyUsed;
  if (promo.used >= promo.uses) return REFUSALS.exhausted;
  if (usage.usesToday >= promo.dailyLimit) return REFUSALS.dailyLimit;
  return null;
}

export function refusalError(refusal: PromoRefusal): ApiError {
  return new ApiError(refusal.key, refusal.status);
}

/**
 * The deposit bonus for the site tag in the nickname (docs/payments/deposits.md "Rules"): a real
 * +DEPOSIT_TAG_BONUS_PERCENT on every money deposit while the nickname carries the tag — the
 * same test as the giveaway's `conditions.hasNickname` (case-insensitive substring). No tag
 * configured: no bonus.
 */
export function tagBonusPercent(username: string, siteTag: string): number {
  if (siteTag === '') return 0;
  return username.toUpperCase().includes(siteTag.toUpperCase()) ? DEPOSIT_TAG_BONUS_PERCENT : 0;
}

/** A deposit's bonus in cents: the percents add up, then the sum is floored to the cent once. */
export function depositBonusCents(sumCents: number, percent: number): number {
  return Math.floor((sumCents * percent) / 100);
}
