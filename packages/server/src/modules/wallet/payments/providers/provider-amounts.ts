/**
 * Provider amounts are decimal strings in the provider's currency ("900.00", "900", "0.0012");
 * they are compared and converted here exactly, never through floating point.
 */

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,8}))?$/;

/** A non-negative decimal string in 1e-8 units (enough for every fiat and the coins we list), or null. */
function toUnits(amount: string): bigint | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(8, '0');
  return BigInt(match[1]!) * 100_000_000n + BigInt(fraction);
}

/** Whether two provider amounts are the same number (`"900"` equals `"900.00"`); false if either is malformed. */
export function sameAmount(a: string, b: string): boolean {
  const left = toUnits(a);
  const right = toUnits(b);
  return left !== null && right !== null && left === right;
}

/** A decimal string as integer hundredths (kopecks, cents), or null if it is malformed or finer than that. */
export function toMinorUnits(amount: string): number | null {
  const units = toUnits(amount);
  if (units === null || units % 1_000_000n !== 0n) return null;
  const minor = units / 1_000_000n;
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** Integer hundredths as a decimal string with two places: 89109 → "891.09". */
export function fromMinorUnits(minor: number): string {
  const whole = Math.floor(minor / 100);
  return `${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** A JSON number a provider sent (NOWPayments `price_amount`) as a decimal string; null if it is not a finite non-negative number. */
export function numberToDecimal(value: unknown): string | null {
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  // Plain notation (1e-7 would print as "1e-7"); 8 places covers every amount we handle.
  const text = value.toFixed(8).replace(/\.?0+$/, '');
  return DECIMAL.test(text) ? text : null;
}
