import type { Executor } from '../../../db/client';
import { addStock, findDearestInStock, setStockCount, takeFromStock } from './stock.repository';

/**
 * Storehouse stock has one owner: this API. Trades buy from it and sell into it, kept stakes go
 * back into it, crash wins and quiz prizes come out of it. Every call runs in the caller's
 * transaction; writers touch catalog rows in ascending id — returns before a won unit, which is
 * taken without ever waiting (`takeDearest`) — so two writers never wait on each other in a cycle
 * (crash-bets.repository's lock-order note).
 */
export const stock = {
  /**
   * Takes `count` units of one catalog item, all or none; answers its price, or null when fewer
   * are left (another transaction may have taken the last one first).
   */
  take(tx: Executor, itemId: number, count: number): Promise<{ price: number } | null> {
    return takeFromStock(tx, itemId, count);
  },

  /** Takes one unit; false when none is left. */
  async takeOne(tx: Executor, itemId: number): Promise<boolean> {
    return (await takeFromStock(tx, itemId, 1)) !== null;
  },

  /**
   * Takes one unit of the dearest item in stock priced at most `maxPrice` (ids in `excluded` left
   * out) and answers it, or undefined when nothing fits. Rows other transactions hold are skipped,
   * not waited for: the next candidate pays the same value with a larger remainder.
   */
  async takeDearest(
    tx: Executor,
    maxPrice: number,
    excluded: number[] = [],
  ): Promise<{ id: number; price: number } | undefined> {
    const tried = [...excluded];
    // Each pass either takes a unit or excludes that candidate, so the loop ends.
    for (;;) {
      const candidate = await findDearestInStock(tx, maxPrice, tried);
      if (!candidate) return undefined;
      if (await takeFromStock(tx, candidate.id, 1)) return candidate;
      tried.push(candidate.id);
    }
  },

  /**
   * The dearest item in stock priced at most `maxPrice`, without taking it (a prize announced
   * before it is won). Locked for the rest of the transaction; rows others hold are skipped.
   */
  findDearest(tx: Executor, maxPrice: number): Promise<{ id: number; price: number } | undefined> {
    return findDearestInStock(tx, maxPrice, []);
  },

  /**
   * Puts `count` units of one catalog item back: a skin sold, a stake the site keeps. Callers that
   * put several items back go in ascending item id (the lock order).
   */
  async put(tx: Executor, itemId: number, count: number): Promise<void> {
    if (count > 0) await addStock(tx, itemId, count);
  },

  /**
   * An operator sets the storehouse's units of one item (docs/operations/console.md "Cases and
   * items"): one row, locked; answers the count before, or null for an unknown item.
   */
  set(tx: Executor, itemId: number, count: number): Promise<number | null> {
    return setStockCount(tx, itemId, count);
  },
};
