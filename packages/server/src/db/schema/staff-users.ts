import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Staff notes on a player (docs/operations/console.md "Users"): written and read by staff only,
 * never shown to the player. Append-only: a note is corrected by another note.
 */
export const userNotes = pgTable(
  'user_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_notes_user_id_idx').on(t.userId)],
);

export type AdjustmentStatus = 'pending' | 'applied' | 'rejected';

/**
 * Balance corrections (`/api/admin/users/adjust`, docs/operations/console.md "Users"): each one is
 * booked as one `adjustment` transfer between the player and `house:corrections`. A correction
 * above ADMIN_ADJUST_LIMIT waits `pending` until a second admin applies or rejects it; `decided_by`
 * is null for one applied at once. `amount` is signed cents: negative takes money from the player.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('balance_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
    check('balance_adjustments_status_valid', sql`${t.status} IN ('pending', 'applied', 'rejected')`),
    check('balance_adjustments_second_admin', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`),
    index('balance_adjustments_user_id_idx').on(t.userId),
    index('balance_adjustments_pending_idx')
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
  ],
);
