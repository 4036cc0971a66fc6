import type { WithdrawSystem } from '@skinbet/shared/wallet';
import type { Executor } from '../../../db/client';
import type { PayoutQuote } from './withdrawal-keys';

/**
 * The currency each card system is paid out in (Free-Kassa; the same as its deposit method in
 * shared/wallet DEPOSIT_METHODS). Crypto systems are priced in the site currency: NOWPayments
 * converts to the coin at its own rate when it sends the payout.
 */
const CARD_PAYOUT_CURRENCY: Record<string, string> = {
  card_ua: 'UAH',
  card_ru: 'RUB',
  card_kzt: 'KZT',
  card_byn: 'RUB',
};

const RATE_SCALE = 100_000_000n;

/** A decimal rate string (`90`, `41.5`, up to 8 decimals) as an integer scaled by 10^8. */
function scaledRate(rate: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,8}))?$/.exec(rate.trim());
  if (!match) return null;
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(8, '0'));
}

/** The currency a system is paid out in: a card's own fiat, else (crypto) the site currency. */
export function payoutCurrency(system: WithdrawSystem, siteCurrency: string): string {
  return CARD_PAYOUT_CURRENCY[system.code] ?? siteCurrency;
}

/**
 * What the provider is asked to send for `netCents` of the site currency: the amount as a decimal
 * string with two decimals in `currency`, converted at `rate` (units per one site unit) unless it
 * is the site currency, rounded down to the unit's hundredth so the site never sends more than the net.
 */
export function payoutAmount(
  netCents: number,
  currency: string,
  options: { siteCurrency: string; rate: string | undefined },
): string {
  if (currency === options.siteCurrency) return formatHundredths(BigInt(netCents));
  const scaled = options.rate === undefined ? null : scaledRate(options.rate);
  if (scaled === null || scaled <= 0n) throw new Error(`no usable rate for ${currency}: ${String(options.rate)}`);
  return formatHundredths((BigInt(netCents) * scaled) / RATE_SCALE);
}

function formatHundredths(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** How payout amounts are priced: the site currency, and the rates deposits use (units per site unit). */
export interface PayoutPricing {
  siteCurrency: string;
  /** Read through `executor`: inside a transaction, its own (the embedded database has one connection). */
  rateOf: (currency: string, executor: Executor) => Promise<string | undefined>;
}

/** The payout of `netCents` through `system`, at the rate in force now. */
export async function quotePayout(
  executor: Executor,
  system: WithdrawSystem,
  netCents: number,
  pricing: PayoutPricing,
): Promise<PayoutQuote> {
  const currency = payoutCurrency(system, pricing.siteCurrency);
  const rate = currency === pricing.siteCurrency ? undefined : await pricing.rateOf(currency, executor);
  return { amount: payoutAmount(netCents, currency, { siteCurrency: pricing.siteCurrency, rate }), currency };
}
