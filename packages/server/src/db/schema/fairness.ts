import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reverse hash chains per game (docs/fairness/formulas.md "Hash chains"). The seed never leaves
 * the server; the anchor is published before the chain's first round. `next_round` is the chain
 * position the next round takes (1 = `c_N`); a chain is used up when it passes `length`.
 */
export const fairnessChains = pgTable(
  'fairness_chains',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    seed: text('seed').notNull(),
    length: integer('length').notNull(),
    anchor: text('anchor').notNull().unique(),
    nextRound: integer('next_round').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fairness_chains_length_positive', sql`${t.length} > 0`),
    check('fairness_chains_next_round_in_range', sql`${t.nextRound} BETWEEN 1 AND ${t.length} + 1`),
    index('fairness_chains_game_idx').on(t.game, t.id),
  ],
);

/**
 * The columns every chain-driven round has (crash and jackpot; the wheel will too): its id, its
 * place in its game's chain and its hashes (docs/fairness/formulas.md "Hash chains"). A function,
 * so that each table gets column objects of its own.
 */
export const chainRoundColumns = () => ({
  id: serial('id').primaryKey(),
  chainId: integer('chain_id')
    .notNull()
    .references(() => fairnessChains.id),
  chainRound: integer('chain_round').notNull(),
  secretHash: text('secret_hash').notNull(),
  publicHash: text('public_hash').notNull(),
});
