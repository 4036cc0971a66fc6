import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { inventoryItems, items, users } from '../db/schema';

/** Readers for integration tests (not a test file itself): tests check the rows the server wrote. */

/** Status of each instance, by id. */
export async function statusesOf(ctx: AppContext, ids: number[]): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: inventoryItems.id, status: inventoryItems.status })
    .from(inventoryItems)
    .where(inArray(inventoryItems.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.status]));
  return ids.map((id) => byId.get(id) ?? 'missing');
}

export async function stockOf(ctx: AppContext, itemId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: items.marketCount }).from(items).where(eq(items.id, itemId));
  return row!.n;
}

/** Balance and progression counters of a user, straight from the row. */
export async function userRow(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({
      balance: users.balance,
      gamesPlayed: users.gamesPlayed,
      gamesWon: users.gamesWon,
      totalWagered: users.totalWagered,
      totalWon: users.totalWon,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}
