import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventoryItems, itemEvents, items, type InventoryStatus } from '../../db/schema';

export const marketItemColumns = {
  id: items.id,
  marketHashName: items.marketHashName,
  name: items.name,
  weapon: items.weapon,
  exterior: items.exterior,
  rarity: items.rarity,
  rarityColor: items.rarityColor,
  statTrak: items.statTrak,
  price: items.price,
  image: items.image,
  marketCount: items.marketCount,
};

export async function insertInstances(
  tx: Executor,
  rows: Array<{ userId: number; itemId: number; isWonItem: boolean }>,
): Promise<Array<{ id: number; itemId: number }>> {
  if (rows.length === 0) return [];
  return tx.insert(inventoryItems).values(rows).returning({ id: inventoryItems.id, itemId: inventoryItems.itemId });
}

/**
 * Moves instances from one status to another with a single conditional UPDATE: rows that are
 * not the owner's, not in `from`, or (when `exceptWon`) won items are simply not matched.
 */
export async function moveInstances(
  tx: Executor,
  input: { userId: number; ids: number[]; from: InventoryStatus; to: InventoryStatus; exceptWon: boolean },
): Promise<Array<{ id: number; itemId: number; price: number }>> {
  const moved = await tx
    .update(inventoryItems)
    .set({ status: input.to, updatedAt: sql`now()` })
    .where(
      and(
        inArray(inventoryItems.id, input.ids),
        eq(inventoryItems.userId, input.userId),
        eq(inventoryItems.status, input.from),
        input.exceptWon ? eq(inventoryItems.isWonItem, false) : undefined,
      ),
    )
    .returning({ id: inventoryItems.id, itemId: inventoryItems.itemId });
  if (moved.length === 0) return [];
  const prices = await tx
    .select({ id: items.id, price: items.price })
    .from(items)
    .where(inArray(items.id, [...new Set(moved.map((row) => row.itemId))]));
  const priceOf = new Map(prices.map((row) => [row.id, row.price]));
  return moved.map((row) => ({ ...row, price: priceOf.get(row.itemId) ?? 0 }));
}

/**
 * Hands instances to another owner with one conditional UPDATE (a jackpot pot going to its
 * winner): rows not owned by `fromUserId` or not in `from` are simply not matched.
 */
export async function transferInstances(
  tx: Executor,
  input: {
    fromUserId: number;
    toUserId: number;
    ids: number[];
    from: InventoryStatus;
    to: InventoryStatus;
    isWonItem: boolean;
  },
): Promise<Array<{ id: number; itemId: number }>> {
  return tx
    .update(inventoryItems)
    .set({ userId: input.toUserId, status: input.to, isWonItem: input.isWonItem, updatedAt: sql`now()` })
    .where(
      and(
        inArray(inventoryItems.id, input.ids),
        eq(inventoryItems.userId, input.fromUserId),
        eq(inventoryItems.status, input.from),
      ),
    )
    .returning({ id: inventoryItems.id, itemId: inventoryItems.itemId });
}

export async function findInstances(tx: Executor, ids: number[]) {
  return tx
    .select({
      id: inventoryItems.id,
      userId: inventoryItems.userId,
      status: inventoryItems.status,
      isWonItem: inventoryItems.isWonItem,
    })
    .from(inventoryItems)
    .where(inArray(inventoryItems.id, ids));
}

export async function insertItemEvents(
  tx: Executor,
  events: Array<{
    inventoryItemId: number;
    userId: number;
    fromStatus: InventoryStatus | null;
    toStatus: InventoryStatus;
    reason: string;
    reference: string | null;
  }>,
): Promise<void> {
  if (events.length > 0) await tx.insert(itemEvents).values(events);
}

/** What the inventory column shows: everything the user still holds, newest first. */
export async function listHeldItems(db: Executor, userId: number) {
  return db
    .select({
      ...marketItemColumns,
      myId: inventoryItems.id,
      status: inventoryItems.status,
      isWonItem: inventoryItems.isWonItem,
    })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(
      and(eq(inventoryItems.userId, userId), inArray(inventoryItems.status, ['available', 'in_bet', 'withdrawing'])),
    )
    .orderBy(sql`${items.price} DESC, ${inventoryItems.id} DESC`);
}
