import { and, asc, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';

/**
 * Storehouse stock as crash payouts use it: consumed stakes go back in, a win takes one unit out.
 * The catalog rows are locked in the order of crash-bets.repository's note (returns by ascending
 * id first, then the won unit without ever waiting).
 */

/** Puts `count` units of a catalog item back into the storehouse (a consumed stake). */
export async function addStock(tx: Executor, itemId: number, count: number): Promise<void> {
  await tx
    .update(items)
    .set({ marketCount: sql`${items.marketCount} + ${count}` })
    .where(eq(items.id, itemId));
}

/**
 * The most valuable catalog item in stock priced at most `maxPrice` (ids in `tried` excluded),
 * locked. `SKIP LOCKED`: a row another transaction holds this instant (a purchase, another payout)
 * is passed over instead of waited for, so a payout never joins a lock cycle; the next candidate
 * plus a larger remainder pays the same value.
 */
export async function findWinCandidate(tx: Executor, maxPrice: number, tried: number[]) {
  const [row] = await tx
    .select({ id: items.id, price: items.price })
    .from(items)
    .where(
      and(
        gt(items.marketCount, 0),
        lte(items.price, maxPrice),
        tried.length > 0 ? notInArray(items.id, tried) : undefined,
      ),
    )
    .orderBy(desc(items.price), asc(items.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Takes one unit out of stock; false when another transaction took the last one first. */
export async function takeOneFromStock(tx: Executor, itemId: number): Promise<boolean> {
  const rows = await tx
    .update(items)
    .set({ marketCount: sql`${items.marketCount} - 1` })
    .where(and(eq(items.id, itemId), gt(items.marketCount, 0)))
    .returning({ id: items.id });
  return rows.length === 1;
}
