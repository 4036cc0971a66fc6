import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * Double-entry accounts (docs/money/accounts.md "Accounts"; names in shared/ledger.ts). A user's
 * accounts are `user:<id>:available|held|cashback`, the house's `house:<name>`. Only the money
 * service writes `balance`, always together with the transfer that moved it.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** The owner of a user account; null for the house's accounts. */
    userId: integer('user_id').references(() => users.id),
    type: text('type').notNull(),
    balance: cents('balance').notNull().default(0),
  },
  (t) => [
    // The house may be behind; a player can never owe the site.
    check('accounts_user_non_negative', sql`${t.userId} IS NULL OR ${t.balance} >= 0`),
    index('accounts_user_idx').on(t.userId),
  ],
);

/**
 * One money movement: `amount` leaves the debit account and arrives in the credit account, each
 * side with its balance after. Append-only: corrections are new transfers. The idempotency key is
 * UNIQUE, so a replayed callback or a retried settlement can never move the money twice.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => accounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => accounts.id),
    amount: cents('amount').notNull(),
    debitBalanceAfter: cents('debit_balance_after').notNull(),
    creditBalanceAfter: cents('credit_balance_after').notNull(),
    /** What the money paid for: `crash_bet:12`, `jackpot_round:7`, `catalog:3,3,7`, `deposit:manual:…`. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transfers_amount_positive', sql`${t.amount} > 0`),
    check('transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('transfers_debit_idx').on(t.debitAccountId, t.id),
    index('transfers_credit_idx').on(t.creditAccountId, t.id),
    index('transfers_created_idx').on(t.createdAt),
    // The dashboard's sums of one kind over a period (deposits, payouts, bonus costs per day).
    index('transfers_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * Every settled bet of every game, once (UNIQUE per game and bet): what it staked and what it paid,
 * in cents, skins by value and money apart. Progression, cashback, referrals and the reports read it.
 */
export const wagers = pgTable(
  'wagers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    /** The bet this wager settles: a crash bet id, a jackpot round's player (`<round>:<user>`) … */
    betRef: text('bet_ref').notNull(),
    roundId: integer('round_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stakeItems: cents('stake_items').notNull().default(0),
    stakeMoney: cents('stake_money').notNull().default(0),
    payoutItems: cents('payout_items').notNull().default(0),
    payoutMoney: cents('payout_money').notNull().default(0),
    /** `won` or `lost`, and the multiplier in hundredths where the game has one. */
    outcome: text('outcome').notNull(),
    multiplier: integer('multiplier'),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wagers_game_bet_unique').on(t.game, t.betRef),
    check(
      'wagers_amounts_non_negative',
      sql`${t.stakeItems} >= 0 AND ${t.stakeMoney} >= 0 AND ${t.payoutItems} >= 0 AND ${t.payoutMoney} >= 0`,
    ),
    index('wagers_settled_idx').on(t.settledAt),
    index('wagers_user_idx').on(t.userId, t.id),
    // A player's net result over a rolling window: the loss limit and the reality check
    // (docs/product/responsible-gambling.md "Limits").
    index('wagers_user_settled_idx').on(t.userId, t.settledAt),
  ],
);

/**
 * The balance's statement: one row per transfer that moved a user's `available` account, with the
 * signed delta and the balance after it (a view over `transfers`, created by migration 0006).
 */
export const ledgerEntries = pgView('ledger_entries', {
  id: bigint('id', { mode: 'number' }).notNull(),
  userId: integer('user_id').notNull(),
  delta: cents('delta').notNull(),
  kind: text('kind').notNull(),
  reference: text('reference'),
  balanceAfter: cents('balance_after').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

/**
 * Staff actions and the site's own decisions (docs/architecture/security.md "Audit trail"): who
 * (`actor_id`, null for the system), when, what (`action`, named after the call: `users.ban`), on
 * what (`target`, and the user it concerns), the values before and after, other particulars
 * (`details`, JSON text) and the caller's address. Append-only: triggers refuse UPDATE, DELETE and
 * TRUNCATE (migration 0020_audit_log_append_only).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    target: text('target'),
    targetUserId: integer('target_user_id').references(() => users.id),
    before: jsonb('before'),
    after: jsonb('after'),
    details: text('details'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_user_idx').on(t.targetUserId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
