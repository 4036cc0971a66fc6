import type { Database, Executor } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import { readSetting, writeSetting } from '../../site/settings';
import { normalizeRate } from './deposit-amount';
import { lockRateChange } from './deposit-orders.repository';

/** app_settings key of the operators' rate overrides (`{ "RUB": "92.5" }`). */
const RATES_KEY = 'payment_rates';

export type PaymentRates = ReturnType<typeof createPaymentRates>;

/**
 * Currency rates, units of a currency per one site unit: the defaults of CURRENCY_RATES, with an
 * operator's overrides stored in app_settings on top (every node reads the same). An order copies
 * the rate it was created with; changing a rate never touches an existing order.
 */
export function createPaymentRates(deps: { db: Database; defaults: Record<string, string> }) {
  const { db, defaults } = deps;

  async function current(executor: Executor = db): Promise<Record<string, string>> {
    const overrides = (await readSetting<Record<string, string>>(executor, RATES_KEY)) ?? {};
    return { ...defaults, ...overrides };
  }

  return {
    current,

    /** The rate of one currency now (case-insensitive code), or undefined if none is configured. */
    async rateOf(currency: string, executor: Executor = db): Promise<string | undefined> {
      return (await current(executor))[currency.toUpperCase()];
    },

    /** An operator sets one currency's rate (audited); answers every rate in force afterwards. */
    async set(actorId: number, currency: string, rate: string): Promise<Record<string, string>> {
      const code = currency.toUpperCase();
      const normalized = normalizeRate(rate);
      if (normalized === null) throw new ApiError('app_api.invalid_request', 400);
      return inTransaction(db, async (tx) => {
        // Two operators changing two currencies at once must not drop each other's change.
        await lockRateChange(tx);
        const overrides = (await readSetting<Record<string, string>>(tx, RATES_KEY)) ?? {};
        const previous = overrides[code] ?? defaults[code] ?? null;
        await writeSetting(tx, RATES_KEY, { ...overrides, [code]: normalized });
        await recordAudit(tx, {
          actorId,
          action: 'payments.rates',
          target: `currency:${code}`,
          before: { rate: previous },
          after: { rate: normalized },
          details: { previous, rate: normalized },
        });
        return current(tx);
      });
    },
  };
}
