import { z } from 'zod';
import { DEPOSIT_STATUSES, MIN_RECEIPT_LENGTH, PAYMENT_PROVIDERS } from '../wallet';
import { amountSchema, idSchema } from './common.schemas';

/** A promo code as typed: trimmed, case-insensitive (stored lower case), letters, digits, `_`, `-`. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[\p{L}\p{N}_-]+$/u)
  .transform((code) => code.toLowerCase());

/** `POST /api/payment/sum/create` (docs/payments/deposits.md "Methods"). */
export const depositCreateRequest = z.object({
  sum: amountSchema.refine((sum) => sum > 0, 'above zero'),
  /** A code of DEPOSIT_METHODS (shared/wallet); anything else is `deposit_api.method_invalid`. */
  depositMethod: z.string().min(1).max(32),
  /** A deposit-bonus code checked with `/api/payment/check-promocode` first; empty or absent for none. */
  promocode: z.union([promoCodeSchema, z.literal('')]).optional(),
});
export type DepositCreateRequest = z.infer<typeof depositCreateRequest>;

/**
 * Success: the order to hand off (`amount` and `currency` are what the provider is asked to
 * collect). Under the method's minimum: `{status:"error", message:"deposit_api.min_sum", min,
 * method_name}` with HTTP 400 (docs/api/http.md "Calls").
 */
export const depositCreateResponse = z.object({
  status: z.literal('success'),
  transaction_id: z.number(),
  amount: z.string(),
  currency: z.string(),
});
export const depositMinimumRefusal = z.object({
  status: z.literal('error'),
  message: z.literal('deposit_api.min_sum'),
  min: z.number(),
  method_name: z.string(),
});

/** How `/payments/{id}` leaves for the provider: a GET redirect or an auto-submitted form POST. */
export const paymentHandoffSchema = z.object({
  method: z.enum(['GET', 'POST']),
  url: z.string(),
  /** Form fields (POST) or query parameters (GET), signatures included. */
  fields: z.record(z.string(), z.string()),
});
export type PaymentHandoff = z.infer<typeof paymentHandoffSchema>;

/** One deposit order as its owner sees it (`POST /api/payment/order {id}`). */
export const depositOrderSchema = z.object({
  id: z.number(),
  method: z.string(),
  method_name: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Site currency units credited when paid (bonus not included). */
  sum: z.number(),
  /** The promo bonus credited on top when paid (site currency units). */
  bonus: z.number(),
  /** What the provider collects, in its currency, and the rate (units per one site unit) the order was made with. */
  amount: z.string(),
  currency: z.string(),
  rate: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  created_at: z.string(),
  /** True when PAYMENTS_SANDBOX is on: the page offers pay / fail instead of leaving for the provider. */
  sandbox: z.boolean(),
  /** Absent in the sandbox, for a card-wallet order and once the order is no longer pending. */
  handoff: paymentHandoffSchema.optional(),
});
export type DepositOrderDto = z.infer<typeof depositOrderSchema>;

export const orderRequest = z.object({ id: idSchema });

/** `POST /api/payment/sandbox/complete` (PAYMENTS_SANDBOX only): what the tester chose on the provider page. */
export const sandboxCompleteRequest = z.object({ id: idSchema, outcome: z.enum(['pay', 'fail']) });
export const sandboxCompleteResponse = z.object({ status: z.literal('success'), order: depositOrderSchema });

/** `POST /api/payment/card/create`: the card-wallet modal (docs/payments/deposits.md "Methods", "Rules"). */
export const cardDepositRequest = z.object({
  sum: amountSchema.refine((sum) => sum > 0, 'above zero'),
  /** The receipt number of the transfer the player made; longer than 10 characters. */
  receipt: z.string().trim().min(MIN_RECEIPT_LENGTH).max(64),
  promocode: z.union([promoCodeSchema, z.literal('')]).optional(),
});
export const cardDepositResponse = z.object({ status: z.literal('success'), order: depositOrderSchema });

/** `POST /api/payment/qiwi/check-transaction`: always `deposit_api.qiwi_unavailable` (licence revoked 2024). */
export const qiwiCheckRequest = z.object({ transactionId: z.union([z.string().max(64), z.number()]) });

/** `POST /api/payment/check-promocode`: a deposit-bonus code's percent, or its refusal. */
export const checkPromoRequest = z.object({ promocode: promoCodeSchema });
export const checkPromoResponse = z.object({
  status: z.literal('success'),
  promocode: z.string(),
  /** The bonus on the deposit, percent of the sum. */
  percent: z.number(),
});

/** `POST /api/user/usePromo`: a balance code credited to the balance once. */
export const usePromoRequest = z.object({ promocode: promoCodeSchema });
export const usePromoResponse = z.object({
  status: z.literal('success'),
  amount: z.number(),
  balance: z.number(),
});

/** `POST /api/admin/promocodes/create`. */
export const createPromoRequest = z
  .object({
    code: promoCodeSchema,
    kind: z.enum(['balance', 'deposit']),
    amount: amountSchema.refine((amount) => amount > 0, 'above zero').optional(),
    percent: z.int().min(1).max(100).optional(),
    /** Total uses over all players. */
    uses: z.int().min(1).max(1_000_000),
    /** Uses per UTC day over all players. */
    daily_limit: z.int().min(1).max(1_000_000),
    expires_in_s: z
      .int()
      .min(60)
      .max(5 * 365 * 86_400),
  })
  .refine((promo) => (promo.kind === 'balance' ? promo.amount !== undefined : promo.percent !== undefined), {
    message: 'a balance code needs amount, a deposit code percent',
  });
export type CreatePromoRequest = z.infer<typeof createPromoRequest>;

export const promoDtoSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(['balance', 'deposit']),
  amount: z.number().nullable(),
  percent: z.number().nullable(),
  uses: z.number(),
  used: z.number(),
  daily_limit: z.number(),
  expires_at: z.string(),
});
export const createPromoResponse = z.object({ status: z.literal('success'), promocode: promoDtoSchema });

/** `POST /api/admin/deposits/review` list, `/approve {id}`, `/reject {id, reason}`: orders an operator decides. */
export const reviewDecisionRequest = z.object({ id: idSchema, reason: z.string().trim().min(3).max(200).optional() });
export const adminDepositSchema = depositOrderSchema.extend({
  user: z.object({ id: z.number(), username: z.string() }),
  receipt: z.string().nullable(),
  review_reason: z.string().nullable(),
});
export const adminDepositListResponse = z.object({ orders: z.array(adminDepositSchema) });
/** `/approve` and `/reject` answer the order as the decision left it. */
export const adminDepositDecisionResponse = z.object({ status: z.literal('success'), order: adminDepositSchema });

/** `POST /api/admin/payments/rates`: an operator changes one currency's rate (units per one site unit). */
export const setRateRequest = z.object({
  currency: z.string().regex(/^[A-Za-z0-9]{3,10}$/),
  rate: z.string().regex(/^\d{1,9}(\.\d{1,8})?$/),
});
export const ratesResponse = z.object({ status: z.literal('success'), rates: z.record(z.string(), z.string()) });

export { depositMethodDtoSchema } from './wallet-config.schemas';
