import { and, asc, desc, eq, gt, gte, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { items } from '../../../db/schema';

/**
 * The SQL behind storehouse stock (`items.market_count`). Only ./stock.service calls it: every
 * writer goes through that one API, which keeps the lock order (catalog rows in ascending id).
 */

/** Adds `count` units of a catalog item to the storehouse. */
export async function addStock(tx: Executor, itemId: number, count: number): Promise<void> {
  await tx
    .update(items)
    .set({ marketCount: sql`${items.marketCount} + ${count}` })
    .where(eq(items.id, itemId));
}

/**
 * Takes `count` units of one catalog item out of stock, all or none, answering its price. The
 * conditional UPDATE is the guard: two takers of the last unit cannot both match.
 */
export async function takeFromStock(tx: Executor, itemId: number, count: number): Promise<{ price: number } | null> {
  const rows = await tx
    .update(items)
    .set({ marketCount: sql`${items.marketCount} - ${count}` })
    .where(and(eq(items.id, itemId), gte(items.marketCount, count)))
    .returning({ price: items.price });
  return rows[0] ?? null;
}

/**
 * The most valuable catalog item in stock priced at most `maxPrice` (ids in `excluded` left out),
 * locked. `SKIP LOCKED`: a row another transaction holds this instant (a purchase, another payout)
 * is passed over instead of waited for, so a payout never joins a lock cycle.
 */
export async function findDearestInStock(tx: Executor, maxPrice: number, excluded: number[]) {
  const [row] = await tx
    .select({ id: items.id, price: items.price })
    .from(items)
    .where(
      and(
        gt(items.marketCount, 0),
        lte(items.price, maxPrice),
        excluded.length > 0 ? notInArray(items.id, excluded) : undefined,
      ),
    )
    .orderBy(desc(items.price), asc(items.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Sets the storehouse's units of one catalog item (an operator's count); answers the count before, or null. */
export async function setStockCount(tx: Executor, itemId: number, count: number): Promise<number | null> {
  const [before] = await tx.select({ count: items.marketCount }).from(items).where(eq(items.id, itemId)).for('update');
  if (!before) return null;
  await tx.update(items).set({ marketCount: count }).where(eq(items.id, itemId));
  return before.count;
}
