import { CASHBACK } from '@skinbet/shared/economy';
import { promoCodeSchema } from '@skinbet/shared/schemas/payments.schemas';

/** The promo page's own rules: what a code looks like before it is sent, and the published rates. */

/** The typed code as the server will read it; null while it cannot be a code (empty, spaces, other characters). */
export function normalisePromoCode(text: string): string | null {
  const parsed = promoCodeSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** The cashback rate as the language writes it (docs/engagement/cashback.md "Numbers": 2.5 % of a lost crash bet). */
export function cashbackRate(language: 'ru' | 'en'): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(CASHBACK.permille / 10);
}
