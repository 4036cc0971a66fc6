import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { crashRounds, jackpotRounds } from '../db/schema';
import { DB_NOW_MS } from '../platform/db-clock.repository';

/**
 * Round persistence every game engine shares (ARCHITECTURE §5): deadlines live in the database and
 * are measured on its clock (platform/db-clock.repository.ts), so every node agrees on them.
 */

/** A game's rounds table: each has an `id` and a `phase`. */
type RoundsTable = typeof crashRounds | typeof jackpotRounds;

/** A round's stored phase and the database clock, in one round trip (an engine's look while it waits). */
export async function readRoundPhaseAndNow<T extends RoundsTable>(
  db: Executor,
  table: T,
  id: number,
): Promise<{ phase: T['$inferSelect']['phase'] | undefined; now: number }> {
  const result = await db.execute(sql`
    SELECT (SELECT ${table.phase} FROM ${table} WHERE ${table.id} = ${id}) AS phase, ${DB_NOW_MS} AS now`);
  const row = (result as unknown as { rows: Array<{ phase: T['$inferSelect']['phase'] | null; now: unknown }> })
    .rows[0]!;
  return { phase: row.phase ?? undefined, now: Number(row.now) };
}
