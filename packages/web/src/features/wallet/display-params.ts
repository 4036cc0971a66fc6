import { ApiFailure } from '../../lib/api-client';
import type { Language, TranslationParams } from '../../lib/i18n';
import { formatAmount } from '../../lib/money';

/**
 * The wallet's refusals carry amounts and dates as data (`withdrawal_api.min_sum {min: 5}`,
 * `inventory_api.item_protected {until}`); a notice shows them as money and as a date.
 */
const MONEY_PARAMS = new Set(['min', 'max', 'limit', 'amount']);
const DATE_PARAMS = new Set(['until']);

export function displayParams(
  params: Record<string, string | number> | undefined,
  language: Language,
): TranslationParams | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (MONEY_PARAMS.has(name) && typeof value === 'number') return [name, formatAmount(value)];
      if (DATE_PARAMS.has(name) && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
        const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
        return [name, format.format(new Date(value))];
      }
      return [name, value];
    }),
  );
}

/**
 * Runs a call and, if the server refused it, rethrows the refusal with its params ready for
 * display: the notice the query client shows for a failed mutation then reads "$5.00", not "5".
 */
export async function withDisplayParams<T>(call: Promise<T>, language: Language): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiFailure && error.params) {
      throw new ApiFailure(error.key, error.status, error.fromServer, displayParams(error.params, language));
    }
    throw error;
  }
}
