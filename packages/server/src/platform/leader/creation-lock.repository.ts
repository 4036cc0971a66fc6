import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/**
 * Serialises the creation of one kind of leader-driven record (a game's rounds, the chat quiz's
 * questions) across nodes until the transaction ends: a node that has just lost leadership and the
 * one that took over cannot both open one. `name` picks the lock (e.g. `crash`, `chat-quiz`).
 */
export async function lockRoundCreation(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${name}:rounds`}, 0))`);
}
