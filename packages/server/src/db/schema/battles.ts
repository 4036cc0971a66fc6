import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { caseOddsTables, cases } from './cases';
import { fairnessChains } from './fairness';
import { inventoryItems, items } from './items';
import { users } from './users';

/**
 * Case battles (docs/games/battles.md). A battle's secret is position `chain_round` of the chain of
 * its lane (`lane`: chains `battles:<lane>`, at most one waiting battle per lane, docs/fairness/
 * formulas.md "Case battle"). Its draw is fixed when the last seat fills (`seeds`, `filled_at`,
 * every roll written then); the leader reveals the rounds one at a time (`revealed_rounds`,
 * `next_reveal_at`) and deals the items at the end (`finished_at`).
 */
export const battles = pgTable(
  'battles',
  {
    id: serial('id').primaryKey(),
    mode: text('mode', { enum: ['1v1', '1v1v1', '1v1v1v1', '2v2'] }).notNull(),
    crazy: boolean('crazy').notNull(),
    status: text('status', { enum: ['waiting', 'running', 'finished', 'cancelled'] })
      .notNull()
      .default('waiting'),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    /** What every seat pays (cents): the sum of the cases' prices. */
    cost: bigint('cost', { mode: 'number' }).notNull(),
    roundCount: integer('round_count').notNull(),
    lane: integer('lane').notNull(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => fairnessChains.id),
    chainRound: integer('chain_round').notNull(),
    secretHash: text('secret_hash').notNull(),
    publicHash: text('public_hash').notNull(),
    /** The seat seeds joined with `,`: set when the last seat fills. */
    seeds: text('seeds'),
    /** The winning team's index and the tie draw (null: no tie), set when the last seat fills. */
    winningTeam: integer('winning_team'),
    tieIndex: integer('tie_index'),
    revealedRounds: integer('revealed_rounds').notNull().default(0),
    /** The next round's reveal (the first: `filled_at` + the start delay); the finish once all are out. */
    nextRevealAt: timestamp('next_reveal_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('battles_chain_position_unique').on(t.chainId, t.chainRound),
    // The lane rule: a lane holds at most one waiting battle.
    uniqueIndex('battles_waiting_lane_unique')
      .on(t.lane)
      .where(sql`${t.status} = 'waiting'`),
    check('battles_cost_positive', sql`${t.cost} > 0`),
    check('battles_round_count_range', sql`${t.roundCount} BETWEEN 1 AND 25`),
    check('battles_revealed_range', sql`${t.revealedRounds} BETWEEN 0 AND ${t.roundCount}`),
    index('battles_status_idx').on(t.status, t.id),
    index('battles_creator_idx').on(t.creatorId, t.status),
  ],
);

/** Round `round` of a battle: its case and the table version (and so the price) stored with the battle. */
export const battleCases = pgTable(
  'battle_cases',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id),
    round: integer('round').notNull(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    tableId: integer('table_id')
      .notNull()
      .references(() => caseOddsTables.id),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.round] })],
);

/**
 * A seat taken: by a player (`user_id`, who paid `cost` into `battle_stakes`) or a bot (`user_id`
 * null: the house). A seat left before the start keeps its row with `left_at` (refunded once);
 * `settled_at` marks the player's wager settled at the end.
 */
export const battleSeats = pgTable(
  'battle_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id),
    seat: integer('seat').notNull(),
    userId: integer('user_id').references(() => users.id),
    clientSeed: text('client_seed').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('battle_seats_taken_unique')
      .on(t.battleId, t.seat)
      .where(sql`${t.leftAt} IS NULL`),
    uniqueIndex('battle_seats_player_unique')
      .on(t.battleId, t.userId)
      .where(sql`${t.leftAt} IS NULL AND ${t.userId} IS NOT NULL`),
    check('battle_seats_seat_range', sql`${t.seat} BETWEEN 0 AND 3`),
    index('battle_seats_user_idx').on(t.userId, t.id),
  ],
);

/**
 * One seat's drop in one round, written when the last seat fills. At the end `to_seat` is the seat
 * it was dealt to and `inventory_item_id` the won item a player received (null for a bot's share).
 */
export const battleRolls = pgTable(
  'battle_rolls',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id),
    round: integer('round').notNull(),
    seat: integer('seat').notNull(),
    ticket: integer('ticket').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    itemPrice: bigint('item_price', { mode: 'number' }).notNull(),
    toSeat: integer('to_seat'),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).references(() => inventoryItems.id),
  },
  (t) => [
    primaryKey({ columns: [t.battleId, t.round, t.seat] }),
    check('battle_rolls_ticket_range', sql`${t.ticket} BETWEEN 0 AND 99999`),
  ],
);
