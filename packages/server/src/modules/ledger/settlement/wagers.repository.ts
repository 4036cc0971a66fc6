import type { Executor } from '../../../db/client';
import { wagers } from '../../../db/schema';

export type WagerRow = typeof wagers.$inferSelect;
export type NewWager = typeof wagers.$inferInsert;

/**
 * Records a settled wager once: a second settlement of the same bet hits the UNIQUE (game, bet)
 * and answers null, so its caller moves nothing.
 */
export async function insertWager(tx: Executor, wager: NewWager): Promise<WagerRow | null> {
  const rows = await tx.insert(wagers).values(wager).onConflictDoNothing().returning();
  return rows[0] ?? null;
}
