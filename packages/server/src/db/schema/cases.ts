import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import type { CaseTableEntry } from '@skinbet/shared/games/cases.odds';
import { inventoryItems, items } from './items';
import { users } from './users';

/** A case (`seed/cs2-cases.json`): shown sorted by `priority` ascending (docs/games/cases.md "Numbers"). */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    /** The data's id, e.g. `crate-4001`: seeding is keyed on it, so it runs once per case. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    priority: integer('priority').notNull(),
    /** The odds table openings use now; a new version replaces it, old ones stay for verification. */
    currentTableVersion: integer('current_table_version'),
    /** Whether players see and may open it; an admin switches it (docs/games/cases.md "Editor"). */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cases_priority_idx').on(t.priority, t.id)],
);

/** One entry of an odds table, in the table's published order (shared/games/cases.odds.ts). */
export type { CaseTableEntry };

/**
 * A case's odds table, immutable once written (docs/fairness/formulas.md "Cases"): the ticket
 * ranges, the price the case sells for under it, and `hash` = sha256 of its canonical form. A
 * price or odds change is a new version; every opening names the version it used.
 */
export const caseOddsTables = pgTable(
  'case_odds_tables',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    version: integer('version').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Σ tickets × item price (cents): one opening's expected value is this / 100,000 cents, exactly. */
    ticketValueCents: bigint('ticket_value_cents', { mode: 'number' }).notNull(),
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    entries: jsonb('entries').$type<CaseTableEntry[]>().notNull(),
    hash: text('hash').notNull(),
    /**
     * Who wrote it: the start-up seeder re-pricing from the catalogue, or an admin's case editor
     * (`publishedBy`). The seeder never replaces a case whose current version an admin published.
     */
    source: text('source', { enum: ['seed', 'editor'] })
      .notNull()
      .default('seed'),
    publishedBy: integer('published_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('case_odds_tables_case_version_unique').on(t.caseId, t.version),
    check('case_odds_tables_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * A player's case seeds (docs/fairness/formulas.md "Cases"): the active server seed (its hash
 * shown in advance), the editable client seed and the next nonce. Rotation closes the row
 * (`revealed_at`) and opens a new one at nonce 0; a closed row's server seed is public.
 */
export const caseSeeds = pgTable(
  'case_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    check('case_seeds_nonce_non_negative', sql`${t.nextNonce} >= 0`),
    // One active seed per player: rotation reveals the old one in the same transaction.
    uniqueIndex('case_seeds_active_unique')
      .on(t.userId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('case_seeds_user_idx').on(t.userId, t.id),
  ],
);

/** One opening: what it used (seed row, client seed, nonce, table version) and what it gave. */
export const caseOpenings = pgTable(
  'case_openings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    tableId: integer('table_id')
      .notNull()
      .references(() => caseOddsTables.id),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => caseSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    ticket: integer('ticket').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    itemPrice: bigint('item_price', { mode: 'number' }).notNull(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryItems.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('case_openings_seed_nonce_unique').on(t.seedId, t.nonce),
    check('case_openings_ticket_range', sql`${t.ticket} BETWEEN 0 AND 99999`),
    index('case_openings_user_idx').on(t.userId, t.id),
  ],
);
