import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A player's responsible-gambling row (docs/product/responsible-gambling.md): the reality-check
 * interval, and the row a player's stakes and deposits lock (FOR UPDATE) while a limit is checked,
 * so two concurrent stakes never both fit into what only one of them fits.
 */
export const rgPlayers = pgTable('rg_players', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One limit slot (kind × period) of a player. `amount` is the limit in force (null: none). A raise
 * or removal waits in `pendingAmount` (null: removal) until `pendingAt`, and is in force from then
 * on by the database clock: readers take it as applied when `pendingAt <= now()`, no timer needed.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: cents('amount'),
    pendingAmount: cents('pending_amount'),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check(
      'rg_limits_positive',
      sql`(${t.amount} IS NULL OR ${t.amount} > 0) AND (${t.pendingAmount} IS NULL OR ${t.pendingAmount} > 0)`,
    ),
  ],
);

/**
 * Time-outs and self-exclusions: append-only, never shortened. `until` null is a self-exclusion
 * for good. A self-exclusion past `until` keeps play closed until `reopenRequestedAt` + 24 hours.
 */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** The length asked for (null: for good). */
    days: integer('days'),
    startedAt: at('started_at').notNull().defaultNow(),
    until: at('until'),
    reopenRequestedAt: at('reopen_requested_at'),
  },
  (t) => [index('rg_exclusions_user_idx').on(t.userId)],
);

/**
 * Every stake admitted through the gate: open until the settlement pipeline marks it settled or
 * the game releases it (a refund). Loss and wager limits sum these over rolling windows.
 */
export const rgStakes = pgTable(
  'rg_stakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    /** The settlement's bet reference; a jackpot player's may repeat (`<round>:<user>`). */
    betRef: text('bet_ref').notNull(),
    amount: cents('amount').notNull(),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
    releasedAt: at('released_at'),
  },
  (t) => [
    check('rg_stakes_amount_non_negative', sql`${t.amount} >= 0`),
    index('rg_stakes_user_placed_idx').on(t.userId, t.placedAt),
    index('rg_stakes_bet_idx').on(t.game, t.betRef),
    // The loss limit adds a player's stakes still open to the settled net.
    index('rg_stakes_open_idx')
      .on(t.userId)
      .where(sql`${t.settledAt} IS NULL AND ${t.releasedAt} IS NULL`),
  ],
);

/** A refusal by one of a player's limits: the console's daily report reads these. */
export const rgLimitHits = pgTable(
  'rg_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('rg_limit_hits_at_idx').on(t.at)],
);

/**
 * The append-only history of a player's protections (RG_EVENT_KINDS): what the console shows.
 * `amount` is cents for a limit (null: none), days for an exclusion, minutes for a reality check.
 */
export const rgEvents = pgTable(
  'rg_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    event: text('event').notNull(),
    kind: text('kind'),
    period: text('period'),
    amount: cents('amount'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('rg_events_user_idx').on(t.userId, t.at)],
);
