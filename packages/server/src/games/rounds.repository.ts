import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import type { crashRounds, jackpotRounds } from '../db/schema';

/**
 * Round persistence every game engine shares (ARCHITECTURE §5): deadlines live in the database and
 * are measured on its clock, so every node — and a leader that took over — agrees on them.
 */

/** A timestamp column as epoch milliseconds (null stays null), read in the same query. */
export const epochMs = (column: unknown): SQL<number> =>
  sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

/** The database clock in epoch ms: every deadline of an engine is measured on it. */
export async function databaseNow(db: Executor): Promise<number> {
  const result = await db.execute(sql`SELECT floor(extract(epoch from now()) * 1000)::float8 AS now`);
  return Number((result as unknown as { rows: Array<{ now: unknown }> }).rows[0]!.now);
}

/**
 * Serialises one game's round creation across nodes until the transaction ends: a node that has
 * just lost leadership and the one that took over cannot both open a round.
 */
export async function lockRoundCreation(tx: Transaction, game: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${game}:rounds`}, 0))`);
}

/** A game's rounds table: each has an `id` and a `phase`. */
type RoundsTable = typeof crashRounds | typeof jackpotRounds;

/** A round's stored phase and the database clock, in one round trip (an engine's look while it waits). */
export async function readRoundPhaseAndNow<T extends RoundsTable>(
  db: Executor,
  table: T,
  id: number,
): Promise<{ phase: T['$inferSelect']['phase'] | undefined; now: number }> {
  const result = await db.execute(sql`
    SELECT (SELECT ${table.phase} FROM ${table} WHERE ${table.id} = ${id}) AS phase,
           floor(extract(epoch from now()) * 1000)::float8 AS now`);
  const row = (result as unknown as { rows: Array<{ phase: T['$inferSelect']['phase'] | null; now: unknown }> })
    .rows[0]!;
  return { phase: row.phase ?? undefined, now: Number(row.now) };
}
