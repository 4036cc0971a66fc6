import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The catalog: one row per Steam market item, with the storehouse stock of that item. */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    marketHashName: text('market_hash_name').notNull().unique(),
    name: text('name').notNull(),
    weapon: text('weapon').notNull(),
    skinId: text('skin_id').notNull(),
    category: text('category').notNull(),
    rarity: text('rarity').notNull(),
    rarityColor: text('rarity_color').notNull(),
    exterior: text('exterior'),
    statTrak: boolean('stattrak').notNull().default(false),
    price: bigint('price', { mode: 'number' }).notNull(),
    image: text('image').notNull(),
    /** Units the site's storehouse holds; buying takes one, a sale or a lost bet gives one back. */
    marketCount: integer('market_count').notNull().default(0),
  },
  (t) => [
    check('items_price_positive', sql`${t.price} > 0`),
    check('items_market_count_non_negative', sql`${t.marketCount} >= 0`),
    index('items_price_idx').on(t.price),
  ],
);

/**
 * `lost`: staked and lost in a game; the instance is gone and its catalog item is back in stock.
 * `reverted`: a skin deposit Steam took back within Trade Protection (issue 15).
 */
export const INVENTORY_STATUSES = [
  'available',
  'in_bet',
  'withdrawing',
  'withdrawn',
  'sold',
  'lost',
  'reverted',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/**
 * Owned item instances (the spec's `myId`). An instance is in exactly one place at a time;
 * it moves only by a conditional UPDATE on its status (inventory.repository).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    status: text('status').$type<InventoryStatus>().notNull().default('available'),
    isWonItem: boolean('is_won_item').notNull().default(false),
    /** A skin deposited by trade: Steam may revert the trade until then, so it cannot leave before. */
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'inventory_items_status_known',
      sql`${t.status} IN ('available', 'in_bet', 'withdrawing', 'withdrawn', 'sold', 'lost', 'reverted')`,
    ),
    index('inventory_items_owner_idx').on(t.userId, t.status),
  ],
);

/** Append-only history of every item move: where it came from, where it went, and why. */
export const itemEvents = pgTable(
  'item_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_events_item_idx').on(t.inventoryItemId)],
);

/**
 * The columns of a game's staked-items table (crash and jackpot bets): the bet, the instance it
 * staked and the price it counted for. A function, so that each table gets column objects of its own.
 */
export const stakedItemColumns = (betId: () => AnyPgColumn) => ({
  betId: bigint('bet_id', { mode: 'number' }).notNull().references(betId),
  inventoryItemId: bigint('inventory_item_id', { mode: 'number' })
    .notNull()
    .references(() => inventoryItems.id),
  price: bigint('price', { mode: 'number' }).notNull(),
});
