import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { users } from '../../../db/schema';
import { DB_NOW_MS, epochMs } from '../../../platform/db-clock.repository';

/**
 * Locks the player's row for a cashback take and reads what the take decides on: the cashback
 * (cents), the last take and the database clock (epoch ms). The lock queues concurrent takes of
 * one player — the second reads the cashback the first left (0) — and orders the take with every
 * other money change of the player, which all update this row first.
 */
export async function lockCashbackState(tx: Transaction, userId: number) {
  const rows = await tx
    .select({ cashback: users.cashback, takenAtMs: epochMs(users.cashbackTakenAt), nowMs: DB_NOW_MS })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const row = rows[0];
  if (!row) return undefined;
  return {
    cashback: Number(row.cashback),
    takenAtMs: row.takenAtMs === null ? null : Number(row.takenAtMs),
    nowMs: Number(row.nowMs),
  };
}

/** Stamps the take with the database clock (the 24 h of docs/engagement/cashback.md "Rules" run from here). */
export async function markCashbackTaken(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ cashbackTakenAt: sql`now()` })
    .where(eq(users.id, userId));
}
