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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { JackpotPhase } from '@skinbet/shared/games/jackpot.machine';
import { chainRoundColumns } from './fairness';
import { stakedItemColumns } from './items';
import { users } from './users';

/**
 * Jackpot rounds (docs/architecture/round-kernel.md "Round kernel"): every phase change is a
 * row update guarded by the stored phase, so an engine that restarts resumes from here. Tickets
 * are cents of stake (docs/fairness/formulas.md "Jackpot"), so `total_tickets` always equals
 * `total_bank`; both are kept because the verifier reads the ticket count and the page the
 * bank. `winning_ticket` and the winner are written when the spin starts — the moment betting
 * has closed — never before.
 */
export const jackpotRounds = pgTable(
  'jackpot_rounds',
  {
    ...chainRoundColumns(),
    phase: text('phase').$type<JackpotPhase>().notNull().default('waiting'),
    totalBank: bigint('total_bank', { mode: 'number' }).notNull().default(0),
    totalTickets: bigint('total_tickets', { mode: 'number' }).notNull().default(0),
    totalItems: integer('total_items').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the bet that brings the second player (database clock); null while waiting. */
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }),
    spinEndsAt: timestamp('spin_ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    winningTicket: bigint('winning_ticket', { mode: 'number' }),
    winnerUserId: integer('winner_user_id').references(() => users.id),
    winnerBetId: bigint('winner_bet_id', { mode: 'number' }).references((): AnyPgColumn => jackpotBets.id),
    /** What the site kept and what the winner received, in cents (catalog prices at bet time). */
    commissionCents: bigint('commission_cents', { mode: 'number' }),
    winCents: bigint('win_cents', { mode: 'number' }),
    voidedBy: integer('voided_by').references(() => users.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    unique('jackpot_rounds_chain_round_unique').on(t.chainId, t.chainRound),
    check('jackpot_rounds_phase_known', sql`${t.phase} IN ('waiting', 'betting', 'spinning', 'finished', 'voided')`),
    check('jackpot_rounds_tickets_are_cents', sql`${t.totalTickets} = ${t.totalBank} AND ${t.totalBank} >= 0`),
    check('jackpot_rounds_total_items_non_negative', sql`${t.totalItems} >= 0`),
    index('jackpot_rounds_phase_idx').on(t.phase, t.id),
  ],
);

/**
 * A bet: a stake of items worth `bank` cents holding tickets `ticket_from … ticket_to`, the next
 * `bank` numbers of its round in bet order. A player may bet several times per round.
 */
export const jackpotBets = pgTable(
  'jackpot_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => jackpotRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bank: bigint('bank', { mode: 'number' }).notNull(),
    ticketFrom: bigint('ticket_from', { mode: 'number' }).notNull(),
    ticketTo: bigint('ticket_to', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jackpot_bets_bank_positive', sql`${t.bank} > 0`),
    check(
      'jackpot_bets_tickets_are_cents',
      sql`${t.ticketFrom} >= 1 AND ${t.ticketTo} - ${t.ticketFrom} + 1 = ${t.bank}`,
    ),
    // Two bets can never start at the same ticket of a round, so ranges cannot overlap by a race;
    // its index (round_id first) also serves every by-round lookup.
    unique('jackpot_bets_round_ticket_unique').on(t.roundId, t.ticketFrom),
    index('jackpot_bets_user_idx').on(t.userId, t.id),
  ],
);

/** The item instances staked in a jackpot bet, with the price each counted for. */
export const jackpotBetItems = pgTable(
  'jackpot_bet_items',
  {
    ...stakedItemColumns(() => jackpotBets.id),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.inventoryItemId] }),
    index('jackpot_bet_items_item_idx').on(t.inventoryItemId),
  ],
);
