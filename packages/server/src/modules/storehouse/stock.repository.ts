import { and, asc, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';

/**
 * Storehouse stock as trades and game payouts use it: sold skins and stakes the site keeps go
 * back in, a crash win takes one unit out. Writers lock catalog rows in ascending id, returns
 * first, then a won unit without ever waiting (games/stakes.ts, crash-bets.repository's note).
 */

/** Puts `count` units of a catalog item back into the storehouse (a sale, a stake the site keeps). */
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
