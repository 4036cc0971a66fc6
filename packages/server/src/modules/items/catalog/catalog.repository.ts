import { count, desc, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { items } from '../../../db/schema';

export type NewCatalogItem = typeof items.$inferInsert;

export async function countCatalogItems(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items);
  return Number(row?.n ?? 0);
}

/** Inserts catalog rows; a row another node inserted meanwhile (same market hash name) is skipped. */
export async function insertCatalogItems(db: Executor, rows: NewCatalogItem[]): Promise<void> {
  await db.insert(items).values(rows).onConflictDoNothing();
}

/** Ids of the `limit` dearest catalog items priced at most `maxPrice`, dearest first (ids break ties). */
export async function dearestItemIdsUnder(db: Executor, maxPrice: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(lte(items.price, maxPrice))
    .orderBy(desc(items.price), items.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
