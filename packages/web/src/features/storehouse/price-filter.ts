import { MAX_CENTS } from '@skinbet/shared/money';

/** A money field of the storehouse filter as typed: empty, a usable amount, or not a price. */
export type PriceInput = { kind: 'empty' } | { kind: 'amount'; amount: number } | { kind: 'invalid' };

/**
 * Reads a min/max price field. Accepts a comma as the decimal mark (Russian keyboards); the
 * amount is rounded to cents because the server takes at most two decimals
 * (docs/api/validation.md "Rules": money inputs: numeric, min 0) and capped at the largest
 * amount the server accepts.
 */
export function parsePriceInput(text: string): PriceInput {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { kind: 'empty' };
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return { kind: 'invalid' };
  const cents = Math.min(Math.round(Number(trimmed) * 100), MAX_CENTS);
  return { kind: 'amount', amount: cents / 100 };
}

/** The amount a field stands for in the request, or undefined when it sets no bound. */
export function priceBound(input: PriceInput): number | undefined {
  return input.kind === 'amount' ? input.amount : undefined;
}

/** The text a price field is prefilled with (the balance, docs/api/validation.md "Rules"): two decimals, no symbol. */
export function priceInputText(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}
