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
} from 'drizzle-orm/pg-core';
import { inventoryItems, items } from './items';
import { users } from './users';

/**
 * What a giveaway asks of a participant (docs/engagement/giveaways.md "Rules"); a missing key
 * is not required. `deposit` is a total of paid deposits in cents, `games` a number of settled
 * wagers.
 */
export interface GiveawayConditions {
  username?: boolean;
  telegram?: boolean;
  deposit?: number;
  games?: number;
}

/**
 * Giveaways (issue 16): one prize skin, an end time and a committed draw secret. `secret_hash` is
 * chosen at creation and never sent before `status = 'finished'`; `public_hash = sha256(secret)` is
 * public from the start (docs/fairness/formulas.md "Giveaway").
 */
export const giveaways = pgTable(
  'giveaways',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    /** The prize's catalog price when the giveaway opened, in cents (its value in the history). */
    prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
    conditions: jsonb('conditions').$type<GiveawayConditions>().notNull().default({}),
    /** `active` until the draw; `finished` once drawn (with or without a winner). */
    status: text('status').$type<'active' | 'finished'>().notNull().default('active'),
    secretHash: text('secret_hash').notNull(),
    publicHash: text('public_hash').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The draw's result: the 0-based index over participants in join order, and who it picked. */
    winnerIndex: integer('winner_index'),
    winnerUserId: integer('winner_user_id').references(() => users.id),
    participantsCount: integer('participants_count'),
    /** The prize as delivered: the winner's won inventory item. */
    prizeInventoryItemId: bigint('prize_inventory_item_id', { mode: 'number' }).references(() => inventoryItems.id),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    check('giveaways_status_known', sql`${t.status} IN ('active', 'finished')`),
    index('giveaways_status_idx').on(t.status, t.endsAt),
  ],
);

/** Participants in join order (`id`): the draw's index counts over them (docs/fairness/formulas.md "Giveaway"). */
export const giveawayParticipants = pgTable(
  'giveaway_participants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    giveawayId: integer('giveaway_id')
      .notNull()
      .references(() => giveaways.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('giveaway_participants_once').on(t.giveawayId, t.userId)],
);

/**
 * Telegram channel subscriptions confirmed for a user (the giveaway's `telegram` condition). Today
 * an operator confirms them (`POST /api/admin/telegram/confirm`); a bot checking the channel would
 * write the same rows (`source`).
 */
export const telegramSubscriptions = pgTable('telegram_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  source: text('source').$type<'operator' | 'bot'>().notNull().default('operator'),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});
