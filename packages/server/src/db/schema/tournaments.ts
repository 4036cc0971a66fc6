import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Tournaments (docs/engagement/tournament.md "Rules"). `status` 0 running, 1 finished (the page shows
 * only a status-0 tournament). Prizes are five amounts in cents, paid once at the end from marketing.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** Prize of places 1–5, in cents. */
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    /** Paid deposits since the tournament started a member needs (cents; 0 = none). */
    minPaymentCents: bigint('min_payment_cents', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by'),
  },
  (t) => [
    check('tournaments_status_known', sql`${t.status} IN (0, 1)`),
    index('tournaments_status_idx').on(t.status, t.endsAt),
  ],
);

/**
 * Members and their points. Points come from settled wagers after joining (a settlement consumer);
 * `points_at` is when the member reached their current points: ties go to the earlier one.
 */
export const tournamentMembers = pgTable(
  'tournament_members',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    pointsAt: timestamp('points_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set at the end: the final place (1-based) and the prize paid, in cents. */
    place: integer('place'),
    prizeCents: bigint('prize_cents', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_members_rank_idx').on(t.tournamentId, t.points, t.pointsAt),
  ],
);
