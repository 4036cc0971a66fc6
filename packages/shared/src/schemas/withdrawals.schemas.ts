import { z } from 'zod';
import { WAGERING_CREDIT_KINDS } from '../ledger';
import { WITHDRAWAL_STATUSES } from '../wallet';
import { amountSchema, idListSchema, idSchema, twoFactorCodeSchema } from './common.schemas';

/**
 * A withdrawal (docs/money/withdrawals.md "Statuses"): a row of the profile's withdrawals tab and
 * the nav's withdrawal history.
 */
export const withdrawalSchema = z.object({
  id: z.number(),
  /** `money` (systems 1–7) or `skin` (a Steam trade offer). */
  type: z.enum(['money', 'skin']),
  /** 1–7 for money; null for a skin. */
  system: z.number().nullable(),
  /** The address or card (masked but for its last 4 digits), or the trade URL's partner for a skin. */
  wallet: z.string(),
  /** What left the balance (money) or the skin's value (skin), currency units. */
  amount: z.number(),
  /** The 20 % tax and what the player receives (money); 0 and the value for a skin. */
  tax: z.number(),
  net: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Whether the player may still cancel it (`/api/user/cancelWithdraw`). */
  cancelable: z.boolean(),
  /** The skin of a skin withdrawal (name, image, price). */
  item: z.object({ myId: z.number(), name: z.string(), image: z.string(), price: z.number() }).nullable(),
  /** An operator's reason when rejected (shown to the player). */
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WithdrawalDto = z.infer<typeof withdrawalSchema>;

/** A credit that must be staked once (a deposit, a deposit bonus, a balance promo code, the demo credit). */
export const unwageredCreditSchema = z.object({
  kind: z.enum(WAGERING_CREDIT_KINDS),
  /** What was credited, and what of it is still to stake (currency units). */
  amount: z.number(),
  unwagered: z.number(),
  /** When it was credited (ISO time). */
  date: z.string(),
});
export type UnwageredCreditDto = z.infer<typeof unwageredCreditSchema>;

/**
 * `POST /api/user/getAvailableWithdraw`: how much money can leave now, and why not more. Amounts
 * in currency units. `available` is the withdrawable amount
 * (docs/money/withdrawals.md "Withdrawable amount").
 */
export const availableWithdrawResponse = z.object({
  /**
   * Withdrawable now: the lesser of the balance less the unwagered part of deposits, and the value
   * Trade Protection lets leave (the balance and unprotected skins less the protected value and debt).
   */
  available: z.number(),
  balance: z.number(),
  /**
   * Credits still to wager (×1 per credit, docs/money/wagering.md: each is wagered only by stakes
   * settled after it, oldest first): this part of the balance cannot leave.
   */
  unwagered: z.number(),
  /** The credits with something still to wager, oldest first (their remainders sum to `unwagered`). */
  unwagered_credits: z.array(unwageredCreditSchema),
  /**
   * Value from skin deposits still inside Steam's 7-day Trade Protection window that has left
   * their skins (sold, lost, staked): what is left on the site (balance and skins) must cover it.
   */
  protected: z.number(),
  /** When the last of it frees up (ISO time), or null when nothing is protected. */
  protected_until: z.string().nullable(),
  /** Each protected amount and when it frees up, soonest first (docs/money/trade-protection.md). */
  protected_releases: z.array(z.object({ amount: z.number(), until: z.string() })),
  /** An unpaid debt from a reversed skin deposit: withdrawals wait until it is settled. */
  debt: z.number(),
  min: z.number(),
  /** Above this a money withdrawal is refused and skins are offered instead (`withdrawal_api.money_limit`). */
  money_limit: z.number(),
  /** Above this a withdrawal needs KYC (`withdrawal_api.kyc_needed`). */
  kyc_over: z.number(),
  kyc_verified: z.boolean(),
  tax_percent: z.number(),
  min_level: z.number(),
  has_deposit: z.boolean(),
  /** A withdrawal not yet completed or canceled blocks a new one (`withdrawal_api.previous_pending`). */
  pending: z.boolean(),
  withdraws: z.array(withdrawalSchema),
});
export type AvailableWithdrawResponse = z.infer<typeof availableWithdrawResponse>;

/**
 * `POST /api/user/createWithdraw {sum, wallet, system, items, code}`. `items` (optional) are skins sold
 * to the site at their catalog price in the same transaction, so their value can be withdrawn.
 * `code`: a two-factor code, needed once the player has two-factor sign-in on and this session has
 * no recent step-up (docs/money/withdrawals.md "Second factor").
 */
export const createWithdrawRequest = z.object({
  sum: amountSchema,
  wallet: z.string().max(128),
  system: z.int(),
  items: idListSchema.optional(),
  code: twoFactorCodeSchema.optional(),
});
export const createWithdrawResponse = z.object({
  status: z.literal('success'),
  withdraw: withdrawalSchema,
  balance: z.number(),
});

/** `POST /api/user/cancelWithdraw {id, type}`: while in moderation; the hold returns once. */
export const cancelWithdrawRequest = z.object({ id: idSchema, type: z.enum(['money', 'skin']).default('money') });
export const cancelWithdrawResponse = z.object({
  status: z.literal('success'),
  withdraw: withdrawalSchema,
  balance: z.number(),
});

/** `POST /api/user/withdraws`: the player's withdrawals, newest first (profile tab, nav history). */
export const withdrawListRequest = z.object({ before: idSchema.optional() }).optional();
export const withdrawListResponse = z.object({ withdraws: z.array(withdrawalSchema), has_more: z.boolean() });

/**
 * `POST /api/withdraws/send {items, code}` (docs/api/http.md "Calls": a map of ids to empty objects):
 * one skin by trade offer through the trade gateway; a trade URL is required. `code` as for
 * `createWithdraw` (docs/money/withdrawals.md "Second factor").
 */
export const skinWithdrawRequest = z.object({
  items: z
    .record(z.string().regex(/^\d{1,15}$/), z.object({}))
    .refine((map) => Object.keys(map).length > 0, 'no items'),
  code: twoFactorCodeSchema.optional(),
});
export const skinWithdrawResponse = z.object({ status: z.literal('success'), withdraw: withdrawalSchema });

/** `POST /api/withdraws/sell {items}`: skins sold to the site at their price less the 20 % fee. */
export const siteSaleRequest = z.object({ items: idListSchema.min(1) });
export const siteSaleResponse = z.object({
  status: z.literal('success'),
  /** What the balance received, the fee kept, currency units. */
  amount: z.number(),
  fee: z.number(),
  balance: z.number(),
});

/** How many rows one page of an operator's table holds at most. */
export const ADMIN_PAGE_SIZE_MAX = 100;

/**
 * `POST /api/admin/withdrawals/list`: the moderation queue, filtered and paged on the server
 * (default: waiting ones, oldest first). Amounts are currency units; `page` counts from 1.
 */
export const adminWithdrawListRequest = z
  .object({
    status: z.enum(WITHDRAWAL_STATUSES).optional(),
    type: z.enum(['money', 'skin']).optional(),
    /** A money system (1–7). */
    system: z.int().min(1).max(99).optional(),
    min_amount: amountSchema.optional(),
    max_amount: amountSchema.optional(),
    user_id: idSchema.optional(),
    /** Only requests whose first approval waits for a second admin. */
    awaiting_second: z.boolean().optional(),
    sort: z.enum(['created_at', 'amount']).default('created_at'),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.int().min(1).max(100_000).default(1),
    page_size: z.int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(25),
    /** @deprecated the page size of the first queue (kept for scripts); `page_size` wins. */
    limit: z.int().min(1).max(200).optional(),
  })
  .optional();
export type AdminWithdrawListRequest = z.input<typeof adminWithdrawListRequest>;

/** Where a request stands in the second-approval rule (docs/money/withdrawals.md "Second approval"). */
export const secondApprovalSchema = z.object({
  /** Its amount is above WITHDRAW_SECOND_APPROVAL_ABOVE: two different admins must approve it. */
  required: z.boolean(),
  /** The first admin's approval, once given (null before). */
  first: z.object({ id: z.number(), username: z.string(), at: z.string() }).nullable(),
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: z.object({ id: z.number(), username: z.string(), banned: z.boolean() }),
  /** The full wallet, unmasked, for the operator who pays it. */
  wallet_full: z.string(),
  second_approval: secondApprovalSchema,
});
export type AdminWithdrawalDto = z.infer<typeof adminWithdrawalSchema>;

/** A queue row: the request, and its player's Trade Protection standing now (currency units). */
export const adminQueueWithdrawalSchema = adminWithdrawalSchema.extend({
  player: z.object({
    /** Value of their protected skin deposits that has left the skins (`getAvailableWithdraw` `protected`). */
    protected: z.number(),
    protected_until: z.string().nullable(),
    /** Their open debt from reversed skin deposits. */
    debt: z.number(),
  }),
});
export type AdminQueueWithdrawalDto = z.infer<typeof adminQueueWithdrawalSchema>;
export const adminWithdrawListResponse = z.object({
  withdraws: z.array(adminQueueWithdrawalSchema),
  /** Rows matching the filters, over every page. */
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** The amount above which two admins must approve (currency units). */
  second_approval_above: z.number(),
});
export type AdminWithdrawListResponse = z.infer<typeof adminWithdrawListResponse>;

/** `POST /api/admin/withdrawals/facts {id}`: what a reviewer weighs before deciding one request. */
export const adminWithdrawFactsRequest = z.object({ id: idSchema });
export const linkedAccountSchema = z.object({
  id: z.number(),
  username: z.string(),
  banned: z.boolean(),
  /** What they share: a sign-in address, a device, the trade URL or a payout wallet. */
  via: z.array(z.enum(['address', 'device', 'trade_url', 'payout_wallet'])),
});
export const adminWithdrawFactsResponse = z.object({
  id: z.number(),
  user: z.object({ id: z.number(), username: z.string(), banned: z.boolean(), kyc_verified: z.boolean() }),
  account_created_at: z.string(),
  account_age_days: z.number(),
  /** Every deposit into the balance, and every withdrawal paid or on its way (currency units). */
  deposits_total: z.number(),
  withdrawals_total: z.number(),
  withdrawals_count: z.number(),
  /** Credits still to stake once (docs/money/wagering.md). */
  wagering_left: z.number(),
  protected: z.number(),
  protected_until: z.string().nullable(),
  debt: z.number(),
  linked_accounts: z.object({ count: z.number(), accounts: z.array(linkedAccountSchema) }),
  /** The player's biggest wins of the last 30 days (profit at least 10× the stake or 100 units). */
  recent_large_wins: z.array(
    z.object({
      game: z.string(),
      round_id: z.number().nullable(),
      stake: z.number(),
      payout: z.number(),
      multiplier: z.number().nullable(),
      at: z.string(),
    }),
  ),
});
export type AdminWithdrawFactsDto = z.infer<typeof adminWithdrawFactsResponse>;

export const adminApproveRequest = z.object({ id: idSchema });
export const adminRejectRequest = z.object({ id: idSchema, reason: z.string().trim().min(3).max(200) });
/**
 * `stage`: `first` — the first admin's approval is recorded and the request waits for a second
 * admin; `released` — approved and on its way (payout job or trade offer); `rejected`.
 */
export const adminDecisionResponse = z.object({
  status: z.literal('success'),
  stage: z.enum(['first', 'released', 'rejected']),
  withdraw: adminWithdrawalSchema,
});
export type AdminDecisionResponse = z.infer<typeof adminDecisionResponse>;

/** `POST /api/admin/users/kyc {userId, verified}`: an operator records a KYC check. */
export const kycRequest = z.object({ userId: idSchema, verified: z.boolean() });

export { walletConfigSchema, type WalletConfigDto } from './wallet-config.schemas';
