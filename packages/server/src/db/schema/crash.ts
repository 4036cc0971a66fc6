import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CrashPhase } from '@skinbet/shared/games/crash.machine';
import { chainRoundColumns } from './fairness';
import { inventoryItems, stakedItemColumns } from './items';
import { users } from './users';

/**
 * Crash rounds (docs/architecture/round-kernel.md "Round kernel"): every phase change is a row
 * update with its timestamp, so an engine that restarts resumes or voids from here.
 * `crash_point` (hundredths) is computed from the secret when the round is created and never
 * leaves the server before the crash.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    ...chainRoundColumns(),
    dayOfMonth: integer('day_of_month').notNull(),
    crashPoint: integer('crash_point').notNull(),
    phase: text('phase').$type<CrashPhase>().notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Who voided the round (an admin), or null when the engine voided it after a restart. */
    voidedBy: integer('voided_by').references(() => users.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    unique('crash_rounds_chain_round_unique').on(t.chainId, t.chainRound),
    check('crash_rounds_phase_known', sql`${t.phase} IN ('waiting', 'running', 'crashed', 'voided')`),
    check('crash_rounds_crash_point_range', sql`${t.crashPoint} BETWEEN 100 AND 999999`),
    index('crash_rounds_phase_idx').on(t.phase, t.id),
  ],
);

export const CRASH_BET_STATUSES = ['active', 'won', 'lost', 'refunded'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/**
 * A bet: a stake of items worth `bank` cents. `auto_withdraw` is the auto-stop target in
 * hundredths, 0 for manual. A take stamps `cashed_out_at` (database clock) and the multiplier
 * once (`WHERE cashed_out_at IS NULL`); settlement fills the status, payout and won item.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => crashRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bank: bigint('bank', { mode: 'number' }).notNull(),
    autoWithdraw: integer('auto_withdraw').notNull(),
    status: text('status').$type<CrashBetStatus>().notNull().default('active'),
    cashedOutAt: timestamp('cashed_out_at', { withTimezone: true }),
    cashedOutMultiplier: integer('cashed_out_multiplier'),
    payout: bigint('payout', { mode: 'number' }),
    winInventoryItemId: bigint('win_inventory_item_id', { mode: 'number' }).references(() => inventoryItems.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('crash_bets_bank_positive', sql`${t.bank} > 0`),
    check('crash_bets_status_known', sql`${t.status} IN ('active', 'won', 'lost', 'refunded')`),
    check('crash_bets_auto_withdraw_range', sql`${t.autoWithdraw} = 0 OR ${t.autoWithdraw} BETWEEN 121 AND 999999`),
    index('crash_bets_round_idx').on(t.roundId),
    index('crash_bets_user_idx').on(t.userId, t.id),
  ],
);

/** The item instances staked in a bet, with the price each counted for. */
export const crashBetItems = pgTable(
  'crash_bet_items',
  {
    ...stakedItemColumns(() => crashBets.id),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.inventoryItemId] }),
    index('crash_bet_items_item_idx').on(t.inventoryItemId),
  ],
);
