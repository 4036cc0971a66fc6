/**
 * Money on the wire is a JSON number in currency units with at most two decimals;
 * everywhere else it is integer cents. These helpers are the only place the two meet.
 */

/** Largest amount we accept anywhere: $10,000,000.00 — far above any real stake, far below 2^53. */
export const MAX_CENTS = 1_000_000_000;

/** Converts integer cents to a wire amount (12.34). Accepts bigint from the database. */
export function centsToAmount(cents: bigint | number): number {
  const value = typeof cents === 'bigint' ? Number(cents) : cents;
  if (!Number.isSafeInteger(value)) throw new RangeError(`cents out of range: ${String(cents)}`);
  return value / 100;
}

/**
 * Parses a wire amount into cents. Returns null for anything that is not a finite,
 * non-negative number with at most two decimals (e.g. 0.001, -1, NaN, 1e30).
 */
export function amountToCents(amount: number): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  // Reject sub-cent precision instead of silently rounding someone's money.
  if (Math.abs(cents - amount * 100) > 1e-6) return null;
  if (cents > MAX_CENTS) return null;
  return cents;
}

/** Formats cents for display, e.g. formatCents(123456) → "$1,234.56". */
export function formatCents(cents: number, currencySymbol = '$', locale = 'en-US'): string {
  const formatted = (cents / 100).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currencySymbol}${formatted}`;
}
