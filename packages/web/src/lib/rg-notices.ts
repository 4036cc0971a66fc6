import type { Language, TranslationParams } from './i18n';
import { formatAmount } from './money';

/**
 * How the responsible-gambling refusals read (docs/product/responsible-gambling.md, the
 * `rg_api.*` keys): `{left}` comes as currency units and shows as money, `{until}` as an ISO moment
 * shown in the player's language and time zone. A refusal by an exclusion without an end (for
 * good, or waiting for the player to ask to reopen) has a text of its own, since "until" has
 * nothing to say.
 */

const RG_KEY = /^rg_api\./;

/** What a self-exclusion without an end reads as (a client-side key beside the server's). */
export const EXCLUDED_WITHOUT_END_KEY = 'rg_error.excluded_closed';

/** A moment as the player reads it: "7 Dec 2026, 14:05" / "7 дек. 2026 г., 14:05". */
export function formatMoment(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The key and params a notice shows, for an `rg_api.*` refusal; anything else is left as it is. */
export function rgNoticeDisplay(
  key: string,
  params: TranslationParams | undefined,
  language: Language,
): { key: string; params: TranslationParams | undefined } {
  if (!RG_KEY.test(key)) return { key, params };
  if (key === 'rg_api.excluded' && typeof params?.until !== 'string') return { key: EXCLUDED_WITHOUT_END_KEY, params };
  if (!params) return { key, params };
  const shown: TranslationParams = { ...params };
  if (typeof params.left === 'number') shown.left = formatAmount(params.left);
  if (typeof params.until === 'string') shown.until = formatMoment(params.until, language);
  return { key, params: shown };
}
