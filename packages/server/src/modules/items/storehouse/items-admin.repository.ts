import { eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { items } from '../../../db/schema';
import { marketItemColumns } from '../inventory';

/** The console's catalog reads and the price write (docs/operations/console.md "Cases and items"). */

/** Catalog items whose market hash name holds `search` (all when empty), dearest first, in stock or not. */
export async function searchCatalog(db: Executor, filter: { search: string; offset: number; limit: number }) {
  return db
    .select(marketItemColumns)
    .from(items)
    .where(
      filter.search ? ilike(items.marketHashName, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    )
    .orderBy(sql`${items.price} DESC, ${items.id} ASC`)
    .offset(filter.offset)
    .limit(filter.limit);
}

export async function findCatalogItem(db: Executor, itemId: number) {
  const [row] = await db.select(marketItemColumns).from(items).where(eq(items.id, itemId));
  return row;
}

/** Locks an item's row and answers its price before the change, or null for an unknown item. */
export async function updateItemPrice(tx: Executor, itemId: number, price: number): Promise<number | null> {
  const [before] = await tx.select({ price: items.price }).from(items).where(eq(items.id, itemId)).for('update');
  if (!before) return null;
  await tx.update(items).set({ price }).where(eq(items.id, itemId));
  return before.price;
}
