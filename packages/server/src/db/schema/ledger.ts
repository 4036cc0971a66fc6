import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Append-only money ledger (ARCHITECTURE §3). Every balance change writes one row here in the
 * same transaction; corrections are new rows, never edits.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** External callbacks (payments, trade bots) carry a key: a replay hits this UNIQUE and changes nothing. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_delta_non_zero', sql`${t.delta} <> 0`),
    check('ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
    index('ledger_user_idx').on(t.userId, t.id),
  ],
);

/** Operator actions (maintenance, role changes, voids): who did what, when. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: integer('actor_id').references(() => users.id),
  action: text('action').notNull(),
  target: text('target'),
  details: text('details'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
