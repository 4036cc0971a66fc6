import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { telegramSubscriptions, wagers } from '../../../db/schema';

/** Records a subscription (again: the latest confirmation wins). */
export async function upsertSubscription(
  db: Executor,
  row: { userId: number; source: 'operator' | 'bot'; confirmedBy: number | null },
): Promise<void> {
  await db
    .insert(telegramSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: telegramSubscriptions.userId,
      set: { source: row.source, confirmedBy: row.confirmedBy, confirmedAt: sql`now()` },
    });
}

/** Forgets a subscription; false when there was none. */
export async function deleteSubscription(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .delete(telegramSubscriptions)
    .where(eq(telegramSubscriptions.userId, userId))
    .returning({ userId: telegramSubscriptions.userId });
  return rows.length > 0;
}

/** The player's settled bets of every game (one `wagers` row each): the `games` condition. */
export async function countSettledWagers(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wagers).where(eq(wagers.userId, userId));
  return Number(row?.n ?? 0);
}
