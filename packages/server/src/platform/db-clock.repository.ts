import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * The database clock (docs/architecture/round-kernel.md "Round kernel"): deadlines of rounds,
 * quizzes and timers live in the database and are measured on its clock, so every node — and a
 * leader that took over — agrees on them. These helpers read it; no decision is ever taken on
 * a node's own clock.
 */

/** The database clock in epoch milliseconds, as a fragment to select next to other columns. */
export const DB_NOW_MS: SQL<number> = sql<number>`floor(extract(epoch from now()) * 1000)::float8`;

/** A timestamp column as epoch milliseconds (null stays null), read in the same query. */
export const epochMs = (column: unknown): SQL<number> =>
  sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

// Deadlines and their guards, on the database clock (a betting close, a spin's end, a quiz, a job's run).
/** `now() + ms`: a deadline `ms` from the transaction's clock. */
export const inMs = (ms: number): SQL => sql`now() + ${ms} * interval '1 millisecond'`;
/** The deadline in `column` has come: what it times may run (or has expired). */
export const deadlinePassed = (column: PgColumn): SQL => sql`${column} <= now()`;
/** The deadline in `column` has not come yet (a close still open, a round still voidable). */
export const beforeDeadline = (column: PgColumn): SQL => sql`${column} > now()`;

/** The database clock in epoch ms: every deadline of an engine is measured on it. */
export async function databaseNow(db: Executor): Promise<number> {
  const result = await db.execute(sql`SELECT ${DB_NOW_MS} AS now`);
  return Number((result as unknown as { rows: Array<{ now: unknown }> }).rows[0]!.now);
}

/** When the next of some timed rows ends (null when none) and the database clock, in one query. */
export interface NextEnd {
  endsAt: number | null;
  now: number;
}

/**
 * The earliest `endsAt` among the rows of `table` that `where` selects, with the database clock:
 * what a leader's timer needs to sleep until the next end instead of polling.
 */
export async function earliestEnd(db: Executor, table: PgTable, endsAt: PgColumn, where: SQL): Promise<NextEnd> {
  const [row] = await db
    .select({ endsAt: sql<number | null>`floor(extract(epoch from min(${endsAt})) * 1000)::float8`, now: DB_NOW_MS })
    .from(table)
    .where(where);
  return { endsAt: row?.endsAt == null ? null : Number(row.endsAt), now: Number(row!.now) };
}
