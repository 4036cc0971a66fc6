import { formatCents } from '@skinbet/shared/money';

/** Formats a wire amount (currency units, e.g. 12.34) as "$12.34" through the shared helper. */
export function formatAmount(amount: number, currencySymbol = '$'): string {
  return formatCents(Math.round(amount * 100), currencySymbol);
}

/** Adds wire amounts without floating-point drift by going through cents. */
export function sumAmounts(amounts: readonly number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
