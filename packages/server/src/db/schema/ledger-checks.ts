import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LedgerMismatch } from '@skinbet/shared/schemas/admin-money.schemas';
import { users } from './users';

/**
 * Every run of the ledger check (docs/money/accounts.md "Ledger check"): an admin's from the console
 * (`manual`, with the admin) or the leader's hourly one (`periodic`). Kept whole, so the console
 * shows the last result and the history; `mismatches` keeps the first 100 of `mismatch_count`.
 */
export const ledgerCheckRuns = pgTable(
  'ledger_check_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trigger: text('trigger').$type<'manual' | 'periodic'>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    accounts: integer('accounts').notNull(),
    transfers: bigint('transfers', { mode: 'number' }).notNull(),
    mismatchCount: integer('mismatch_count').notNull(),
    mismatches: jsonb('mismatches').$type<LedgerMismatch[]>().notNull(),
  },
  (t) => [
    check('ledger_check_runs_trigger_known', sql`${t.trigger} IN ('manual', 'periodic')`),
    index('ledger_check_runs_trigger_idx').on(t.trigger, t.id),
  ],
);
