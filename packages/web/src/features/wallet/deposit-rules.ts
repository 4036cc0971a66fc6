import { amountToCents } from '@skinbet/shared/money';
import { MIN_RECEIPT_LENGTH } from '@skinbet/shared/wallet';
import type { z } from 'zod';
import type { depositMethodDtoSchema } from '@skinbet/shared/schemas/payments.schemas';

/**
 * The deposit modal's client-side rules (docs/payments/deposits.md "Rules"): the amount must be
 * above 0 to choose a method; a promo code is checked before it counts, its entry locks once
 * applied, and the deposit buttons wait while a typed code is not checked. The server checks
 * everything again.
 */
export type DepositMethodDto = z.infer<typeof depositMethodDtoSchema>;

/**
 * A typed amount as a wire amount (currency units), or null when it is not one: empty, negative,
 * not a number, or finer than a cent (the server keeps cents, so 0.001 would be refused there).
 * A decimal comma is accepted, as Russian keyboards type it.
 */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d+)?$/.test(normalized)) return null;
  const cents = amountToCents(Number(normalized));
  return cents === null ? null : cents / 100;
}

/** docs/payments/deposits.md "Rules": a method can be chosen only for an amount above zero. */
export function isPositiveAmount(amount: number | null): amount is number {
  return amount !== null && amount > 0;
}

/** A deposit-bonus code the server accepted (`/api/payment/check-promocode`). */
export interface AppliedPromo {
  code: string;
  percent: number;
}

export interface PromoEntry {
  text: string;
  applied: AppliedPromo | null;
}

/** docs/payments/deposits.md "Rules": checking needs non-empty text and a code not yet applied. */
export function canCheckPromo(promo: PromoEntry): boolean {
  return promo.applied === null && promo.text.trim() !== '';
}

/** docs/payments/deposits.md "Rules": a code typed but not checked holds the deposit buttons. */
export function promoAwaitsCheck(promo: PromoEntry): boolean {
  return promo.applied === null && promo.text.trim() !== '';
}

/** The code sent with the deposit: the applied one, else none. */
export function promoForDeposit(promo: PromoEntry): string {
  return promo.applied?.code ?? '';
}

/** Why a method's button is disabled now, or null when it can be pressed. */
export type MethodBlocker = 'unavailable' | 'amount' | 'promo';

export function methodBlocker(
  method: DepositMethodDto,
  amount: number | null,
  promo: PromoEntry,
): MethodBlocker | null {
  if (!method.available) return 'unavailable';
  if (!isPositiveAmount(amount)) return 'amount';
  if (promoAwaitsCheck(promo)) return 'promo';
  return null;
}

/** The methods of the money tab: every method but the skin deposit (`steam`, the skins tab). */
export function moneyMethods(methods: readonly DepositMethodDto[]): DepositMethodDto[] {
  return methods.filter((method) => method.provider !== 'steam');
}

/**
 * Whether the nickname carries the site tag (deposit bonus hint,
 * docs/payments/deposits.md "Rules"): the server's own test, the tag anywhere in the name, in
 * any case.
 */
export function hasSiteTag(username: string, siteTag: string): boolean {
  return siteTag !== '' && username.toUpperCase().includes(siteTag.toUpperCase());
}

/**
 * The bonus expected on a deposit of `amount`: the applied code's percent plus the site-tag
 * percent, added up and then floored to the cent once, as the server books it when the order is
 * paid (it re-checks both then: a code used up or a tag removed meanwhile no longer counts).
 */
export function expectedBonus(
  amount: number,
  applied: AppliedPromo | null,
  tag: { username: string; siteTag: string; percent: number },
): { percent: number; amount: number } {
  const percent = (applied?.percent ?? 0) + (hasSiteTag(tag.username, tag.siteTag) ? tag.percent : 0);
  const cents = amountToCents(amount) ?? 0;
  return { percent, amount: Math.floor((cents * percent) / 100) / 100 };
}

/**
 * The params of `deposit_api.min_sum` ("the minimum deposit via {method_name} is {min}"): the
 * server's own when it sent them, else the method's from the config, which is where the server
 * reads its minimum too.
 */
export function minimumParams(
  sent: Record<string, string | number> | undefined,
  method: Pick<DepositMethodDto, 'name' | 'min'>,
): { method_name: string; min: number } {
  const min = Number(sent?.min);
  const name = sent?.method_name;
  return {
    method_name: typeof name === 'string' && name !== '' ? name : method.name,
    min: Number.isFinite(min) && min > 0 ? min : method.min,
  };
}

/**
 * docs/payments/deposits.md "Rules", docs/product/overview.md "Limits and constants": a card-wallet
 * receipt number is longer than 10 characters (spaces around it aside).
 */
export function isReceiptNumber(receipt: string): boolean {
  return receipt.trim().length >= MIN_RECEIPT_LENGTH;
}
