import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DepositStatus, WithdrawalStatus } from '@skinbet/shared/wallet';
import { inventoryItems } from './items';
import { users } from './users';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A money deposit (issue 15): made pending by `/api/payment/sum/create` (or the card-wallet
 * modal), paid once by its provider's signed notification — the state change and the credit in
 * one transaction. `amount`/`currency` are what the provider collects, at the `rate` of creation.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The `depositMethod` code (shared/wallet DEPOSIT_METHODS) and its provider. */
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    /** Site-currency cents credited when paid. */
    sum: cents('sum').notNull(),
    /** The deposit promo code's bonus, credited from marketing with the payment. */
    bonus: cents('bonus').notNull().default(0),
    promoId: integer('promo_id').references(() => promoCodes.id),
    /** What the provider collects, a decimal string in `currency`, and the rate used (units per site unit). */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    rate: text('rate').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    /** The provider's id of the payment (Free-Kassa `intid`, YooMoney `operation_id`, NOWPayments `payment_id`). */
    providerPaymentId: text('provider_payment_id'),
    /** Card wallet: the receipt number the player entered. */
    receipt: text('receipt'),
    /** Why it waits for an operator (`partially_paid`, card receipt) or why it was refused. */
    reviewReason: text('review_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_orders_sum_positive', sql`${t.sum} > 0 AND ${t.bonus} >= 0`),
    check('deposit_orders_status_known', sql`${t.status} IN ('pending', 'paid', 'failed', 'review', 'canceled')`),
    unique('deposit_orders_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('deposit_orders_user_idx').on(t.userId, t.id),
    index('deposit_orders_status_idx').on(t.status, t.id),
  ],
);

/**
 * Every provider notification that passed its signature check and names one of our orders, whole,
 * with its outcome and why (issue 15). Not the deduplication itself: that is the order's
 * conditional state change and the transfer's UNIQUE idempotency key. Refused notifications that
 * anyone could send (unsigned, forged, malformed, no such order) go to
 * `payment_notification_refusals` instead, bounded (issue 25).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    orderId: integer('order_id'),
    providerPaymentId: text('provider_payment_id'),
    /** credited | duplicate | review | refused | failed */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderId)],
);

/**
 * Refused notifications anyone could send (issue 25): never the body, only its size, SHA-256 and
 * first bytes (`body_head`, at most 256 bytes of it as text). One row per provider, reason and
 * sender address in each ten-minute window (`window_start`): a repeat only raises `count` and
 * `last_seen_at`, so a flood from one address costs one row per window, not one per request. The
 * size, hash and head are the window's first notification's.
 */
export const paymentNotificationRefusals = pgTable(
  'payment_notification_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    reason: text('reason').notNull(),
    sender: text('sender').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    bodyBytes: integer('body_bytes').notNull(),
    bodySha256: text('body_sha256').notNull(),
    bodyHead: text('body_head').notNull(),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payment_notification_refusals_bounded',
      sql`octet_length(${t.bodyHead}) <= 256 AND ${t.count} >= 1 AND ${t.bodyBytes} >= 0`,
    ),
    unique('payment_notification_refusals_window_unique').on(t.provider, t.reason, t.sender, t.windowStart),
    index('payment_notification_refusals_last_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * Withdrawals (docs/money/withdrawals.md "Statuses"): money (systems 1–7, the sum held until paid
 * or cancelled) or one skin by trade offer. moderation → sending (approved; the payout or offer is
 * on its way) → completed, or canceled (by the player while in moderation, by an operator's
 * rejection, or a failed offer).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<'money' | 'skin'>().notNull(),
    system: integer('system'),
    /** Address or card number (money), the trade URL (skin). */
    wallet: text('wallet').notNull(),
    /** Cents held (money) or the skin's value (skin); the tax is part of `amount`. */
    amount: cents('amount').notNull(),
    tax: cents('tax').notNull().default(0),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).references(() => inventoryItems.id),
    status: text('status').$type<WithdrawalStatus>().notNull().default('moderation'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    /**
     * Above WITHDRAW_SECOND_APPROVAL_ABOVE (docs/money/withdrawals.md "Second approval"): the
     * first admin's approval, recorded while the request stays in moderation; a different admin's
     * approval then releases it.
     */
    firstApprovedBy: integer('first_approved_by').references(() => users.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** The payout provider's id of the transfer, or the Steam trade offer's id. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amount} > 0 AND ${t.tax} >= 0 AND ${t.tax} <= ${t.amount}`),
    check('withdrawals_status_known', sql`${t.status} IN ('moderation', 'sending', 'completed', 'canceled')`),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/**
 * Promo codes (docs/engagement/promo-codes.md "Rules"): a balance amount or a deposit bonus
 * percent, with total and daily limits.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Lower case; codes are case-insensitive. */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'balance' | 'deposit'>().notNull(),
    amount: cents('amount'),
    percent: integer('percent'),
    uses: integer('uses').notNull(),
    used: integer('used').notNull().default(0),
    dailyLimit: integer('daily_limit').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an operator disabled the code: from then on it is refused as ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: integer('disabled_by').references(() => users.id),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} IN ('balance', 'deposit')`),
    check('promo_codes_used_within', sql`${t.used} >= 0 AND ${t.used} <= ${t.uses}`),
  ],
);

/** One use of a code by one player, ever (UNIQUE): the guard that applies a code exactly once. */
export const promoUses = pgTable(
  'promo_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The deposit the bonus rode on (deposit codes). */
    depositOrderId: integer('deposit_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promo_uses_once').on(t.promoId, t.userId), index('promo_uses_day_idx').on(t.promoId, t.usedAt)],
);

/**
 * Steam trade offers the gateway made or received
 * (docs/payments/steam-trades.md "Deposits by trade"): a skin deposit (incoming) or a skin
 * withdrawal (outgoing). `steam_offer_id` is UNIQUE, so an offer becomes inventory once however
 * often Steam flips its state; `state` is Steam's ETradeOfferState.
 */
export const tradeOffers = pgTable(
  'trade_offers',
  {
    id: serial('id').primaryKey(),
    direction: text('direction').$type<'deposit' | 'withdrawal'>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    steamOfferId: text('steam_offer_id').unique(),
    state: integer('state').notNull(),
    /** Catalog items and their asset ids at the time of the offer (asset ids change on every trade). */
    items: jsonb('items').$type<Array<{ itemId: number; assetId: string; price: number }>>().notNull(),
    /** The value of the skins (cents) at the catalog price when accepted. */
    value: cents('value').notNull().default(0),
    /** Deposits: when Steam can no longer revert the trade (accepted + 7 days). */
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    /** Set once the accepted offer became inventory, and once a reversal was applied. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trade_offers_direction_known', sql`${t.direction} IN ('deposit', 'withdrawal')`),
    index('trade_offers_user_idx').on(t.userId, t.id),
  ],
);

/** The trade gateway's persisted poll state (steam-tradeoffer-manager `pollData`), so a restart does not re-process offers. */
export const tradeGatewayState = pgTable('trade_gateway_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a player owes after Steam reverted a skin deposit whose skins and balance no longer covered
 * it: an open debt (settled_at null) blocks withdrawals.
 */
export const userDebts = pgTable(
  'user_debts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: cents('amount').notNull(),
    reason: text('reason').notNull(),
    tradeOfferId: integer('trade_offer_id').references(() => tradeOffers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('user_debts_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('user_debts_offer_unique').on(t.tradeOfferId),
    index('user_debts_user_idx').on(t.userId),
  ],
);
