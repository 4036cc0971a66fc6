import type { Executor } from '../../../db/client';
import { catalogNames, newestCatalogId } from './storehouse.repository';

/** Above this many name matches the ordinary query is cheap (matches are dense along the price index). */
const FEW_MATCHES = 3000;

/**
 * The storehouse search is `ILIKE '%term%'` ordered by price: for a rare term the database walks
 * the whole catalog (~15 ms on PGlite, where a query holds the event loop — bench/abuse). The
 * names live here in memory, so a search first finds its candidates in well under a millisecond:
 * none answers at once, a few are looked up by id; only a common term runs the ordinary query.
 * The query keeps its ILIKE either way, so what matches is still the database's decision.
 */
export function createCatalogNameIndex(db: Executor) {
  let loaded: Promise<{ newestId: number; names: Array<{ id: number; name: string }> }> | undefined;

  async function names(): Promise<Array<{ id: number; name: string }>> {
    const newestId = await newestCatalogId(db);
    const current = await loaded;
    if (current?.newestId === newestId) return current.names;
    loaded = catalogNames(db).then((rows) => ({
      newestId,
      names: rows.map((row) => ({ id: row.id, name: row.name.toLowerCase() })),
    }));
    return (await loaded).names;
  }

  return {
    /** The ids whose name holds `search` (case-folded), or undefined when there are too many to list. */
    async candidates(search: string): Promise<number[] | undefined> {
      const term = search.toLowerCase();
      const ids: number[] = [];
      for (const item of await names()) {
        if (!item.name.includes(term)) continue;
        ids.push(item.id);
        if (ids.length > FEW_MATCHES) return undefined;
      }
      return ids;
    },
  };
}
