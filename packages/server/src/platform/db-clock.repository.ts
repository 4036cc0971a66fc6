import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The database clock (ARCHITECTURE §5): deadlines of rounds, quizzes and timers live in the
 * database and are measured on its clock, so every node — and a leader that took over — agrees
 * on them. These helpers read it; no decision is ever taken on a node's own clock.
 */

/** The database clock in epoch milliseconds, as a fragment to select next to other columns. */
export const DB_NOW_MS: SQL<number> = sql<number>`floor(extract(epoch from now()) * 1000)::float8`;

/** A timestamp column as epoch milliseconds (null stays null), read in the same query. */
export const epochMs = (column: unknown): SQL<number> =>
  sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

/** The database clock in epoch ms: every deadline of an engine is measured on it. */
export async function databaseNow(db: Executor): Promise<number> {
  const result = await db.execute(sql`SELECT ${DB_NOW_MS} AS now`);
  return Number((result as unknown as { rows: Array<{ now: unknown }> }).rows[0]!.now);
}
