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
import type { WheelPhase } from '@skinbet/shared/games/wheel.machine';
import type { WheelColour } from '@skinbet/shared/fairness/wheel';
import { chainRoundColumns } from './fairness';
import { inventoryItems, stakedItemColumns } from './items';
import { users } from './users';

/**
 * Wheel rounds (docs/architecture/round-kernel.md "Round kernel") on the round kernel: every phase
 * change is a row update guarded by the stored phase. `segment` (0–53) is computed from the secret
 * when the round is created, so a restart cannot change it, and never leaves the server before the
 * spin starts.
 */
export const wheelRounds = pgTable(
  'wheel_rounds',
  {
    ...chainRoundColumns(),
    segment: integer('segment').notNull(),
    phase: text('phase').$type<WheelPhase>().notNull().default('betting'),
    totalBank: bigint('total_bank', { mode: 'number' }).notNull().default(0),
    totalItems: integer('total_items').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    spinEndsAt: timestamp('spin_ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    unique('wheel_rounds_chain_round_unique').on(t.chainId, t.chainRound),
    check('wheel_rounds_phase_known', sql`${t.phase} IN ('betting', 'spinning', 'finished', 'voided')`),
    check('wheel_rounds_segment_range', sql`${t.segment} BETWEEN 0 AND 53`),
    check('wheel_rounds_totals_non_negative', sql`${t.totalBank} >= 0 AND ${t.totalItems} >= 0`),
    index('wheel_rounds_phase_idx').on(t.phase, t.id),
  ],
);

export const WHEEL_BET_STATUSES = ['active', 'won', 'lost', 'refunded'] as const;
export type WheelBetStatus = (typeof WHEEL_BET_STATUSES)[number];

/** A bet on one colour: items worth `bank` cents; settlement fills status, payout and won item. */
export const wheelBets = pgTable(
  'wheel_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => wheelRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    colour: text('colour').$type<WheelColour>().notNull(),
    bank: bigint('bank', { mode: 'number' }).notNull(),
    status: text('status').$type<WheelBetStatus>().notNull().default('active'),
    payout: bigint('payout', { mode: 'number' }),
    winInventoryItemId: bigint('win_inventory_item_id', { mode: 'number' }).references(() => inventoryItems.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('wheel_bets_bank_positive', sql`${t.bank} > 0`),
    check('wheel_bets_colour_known', sql`${t.colour} IN ('black', 'red', 'green', 'yellow')`),
    check('wheel_bets_status_known', sql`${t.status} IN ('active', 'won', 'lost', 'refunded')`),
    index('wheel_bets_round_idx').on(t.roundId),
    index('wheel_bets_user_idx').on(t.userId, t.id),
  ],
);

/** The item instances staked in a wheel bet, with the price each counted for. */
export const wheelBetItems = pgTable(
  'wheel_bet_items',
  {
    ...stakedItemColumns(() => wheelBets.id),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.inventoryItemId] }),
    index('wheel_bet_items_item_idx').on(t.inventoryItemId),
  ],
);
