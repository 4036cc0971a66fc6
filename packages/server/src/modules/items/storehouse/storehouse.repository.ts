import { and, gt, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { items } from '../../../db/schema';
import { marketItemColumns } from '../inventory';

export interface CatalogFilter {
  search: string;
  minPriceCents: number;
  maxPriceCents: number | null;
  offset: number;
  limit: number;
  /** Only these catalog items (the search's candidates, narrowed in memory by the service). */
  ids?: number[];
}

/** Items the storehouse holds at least one of, dearest first (ids break ties for stable paging). */
export async function listInStock(db: Executor, filter: CatalogFilter) {
  return db
    .select(marketItemColumns)
    .from(items)
    .where(
      and(
        gt(items.marketCount, 0),
        gte(items.price, filter.minPriceCents),
        filter.maxPriceCents === null ? undefined : lte(items.price, filter.maxPriceCents),
        filter.search ? ilike(items.marketHashName, `%${escapeLike(filter.search)}%`) : undefined,
        // One array parameter, not one parameter per id: a long IN list is slow to bind and plan.
        filter.ids ? sql`${items.id} = ANY(${`{${filter.ids.join(',')}}`}::int[])` : undefined,
      ),
    )
    .orderBy(sql`${items.price} DESC, ${items.id} ASC`)
    .offset(filter.offset)
    .limit(filter.limit);
}

export async function existingItemIds(tx: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The newest catalog id: the catalog only grows (items are never renamed), so it versions the names. */
export async function newestCatalogId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${items.id}), 0)` }).from(items);
  return Number(row?.id ?? 0);
}

/** Every catalog item's id and market hash name. */
export function catalogNames(db: Executor) {
  return db.select({ id: items.id, name: items.marketHashName }).from(items);
}
