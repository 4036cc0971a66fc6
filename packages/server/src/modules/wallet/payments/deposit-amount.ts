/**
 * Exact decimal arithmetic for deposit orders: what a provider is asked to collect (site cents ×
 * the currency's rate) and rates as stored. Decimal strings go through BigInt, never floating
 * point. (Comparing a notification's amount with the order's: providers/provider-amounts.ts.)
 */

/** Rates and amounts carry at most this many decimals (wallet.config, setRateRequest). */
const SCALE_DIGITS = 8;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** A non-negative decimal string (`415`, `415.5`, `0.00012345`) scaled by 10^8; null if it is not one. */
export function parseDecimal(value: string): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d{1,8}))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(SCALE_DIGITS, '0');
  return BigInt(match[1]!) * SCALE + BigInt(fraction);
}

/** Hundredths of a currency unit as a decimal string with two decimals (41500 → "415.00"). */
function hundredthsToString(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * What to collect for `sumCents` site cents at `rate` units per site unit, with two decimals,
 * rounded half up (a rate with more decimals than the currency: 10.00 × 41.555 = 415.55).
 * Null for a rate that is not a positive decimal.
 */
export function collectAmount(sumCents: number, rate: string): string | null {
  const scaledRate = parseDecimal(rate);
  if (scaledRate === null || scaledRate === 0n) return null;
  // sumCents × rate is in hundredths already; the scale comes off with half-up rounding.
  const product = BigInt(sumCents) * scaledRate;
  return hundredthsToString((product + SCALE / 2n) / SCALE);
}

/** Site cents as a two-decimal string (NOWPayments prices in the site currency: 1000 → "10.00"). */
export function centsToDecimal(cents: number): string {
  return hundredthsToString(BigInt(cents));
}

/** A rate as stored: trimmed of trailing zeros ("41.50000000" → "41.5"); null if not a positive decimal. */
export function normalizeRate(rate: string): string | null {
  const scaled = parseDecimal(rate);
  if (scaled === null || scaled === 0n) return null;
  const whole = scaled / SCALE;
  const fraction = (scaled % SCALE).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** The bonus of a promo `percent` on `sumCents`, rounded down to the cent (never more than promised). */
export function bonusCents(sumCents: number, percent: number): number {
  return Math.floor((sumCents * percent) / 100);
}
