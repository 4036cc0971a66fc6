import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../payment-providers';

/**
 * `getConfig.wallet` on its own: the app config is read on the first render, so this schema is in
 * the web app's first load, while the rest of the payment and withdrawal schemas load with the
 * wallet's screens. payments.schemas and withdrawals.schemas re-export both names.
 */

/** One method in `getConfig.wallet` (the deposit modal's picker). */
export const depositMethodDtoSchema = z.object({
  code: z.string(),
  name: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Minimum deposit in site currency units. */
  min: z.number(),
  available: z.boolean(),
  currency: z.string(),
});

/** `getConfig.wallet`: what the deposit and withdraw modals need before any call. */
export const walletConfigSchema = z.object({
  methods: z.array(depositMethodDtoSchema),
  systems: z.array(
    z.object({ id: z.number(), code: z.string(), name: z.string(), min: z.number(), available: z.boolean() }),
  ),
  tax_percent: z.number(),
  sale_fee_percent: z.number(),
  deposit_bonus_percent: z.number(),
  /** The deposit modal's starting amount (docs/payments/deposits.md "Rules": 10). */
  default_deposit: z.number(),
  payout_wait_minutes: z.tuple([z.number(), z.number()]),
  /** The fake Steam's sandbox controls are on (PAYMENTS_SANDBOX with no STEAM_BOT_* set). */
  sandbox: z.boolean(),
});
export type WalletConfigDto = z.infer<typeof walletConfigSchema>;
