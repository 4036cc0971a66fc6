import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { inventoryItems, itemEvents, items, type InventoryStatus } from '../../../db/schema';

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

/** A moved instance with its catalog item as it is now (the price a stake counts for). */
export interface MovedInstance {
  id: number;
  itemId: number;
  price: number;
  name: string;
  image: string;
  rarityColor: string;
  /** A won item (`is_won_item`): the site buys it at its price less the site-sale fee. */
  isWonItem: boolean;
}

/**
 * Moves instances from one status to another with a single conditional UPDATE and records an item
 * event for each, in one statement (a hot path: every crash and jackpot bet). Rows that are not the
 * owner's, not in `from`, or (when `exceptWon`) won items are simply not matched, and get no event.
 */
export async function moveInstances(
  tx: Executor,
  input: {
    userId: number;
    ids: number[];
    from: InventoryStatus;
    to: InventoryStatus;
    exceptWon: boolean;
    reason: string;
    reference: string | null;
  },
): Promise<MovedInstance[]> {
  if (input.ids.length === 0) return [];
  const result = await tx.execute(sql`
    WITH moved AS (
      UPDATE inventory_items SET status = ${input.to}, updated_at = now()
      FROM items
      WHERE items.id = inventory_items.item_id
        AND inventory_items.id IN ${input.ids}
        AND inventory_items.user_id = ${input.userId}
        AND inventory_items.status = ${input.from}
        ${input.exceptWon ? sql`AND inventory_items.is_won_item = false` : sql``}
      RETURNING inventory_items.id, inventory_items.item_id, items.price, items.name, items.image, items.rarity_color,
        inventory_items.is_won_item
    ), logged AS (
      INSERT INTO item_events (inventory_item_id, user_id, from_status, to_status, reason, reference)
      SELECT id, ${input.userId}::int, ${input.from}::text, ${input.to}::text, ${input.reason}::text, ${input.reference}::text
      FROM moved
    )
    SELECT id, item_id AS "itemId", price, name, image, rarity_color AS "rarityColor", is_won_item AS "isWonItem"
    FROM moved`);
  return (result as unknown as { rows: Array<Record<keyof MovedInstance, unknown>> }).rows.map((row) => ({
    id: Number(row.id),
    itemId: Number(row.itemId),
    price: Number(row.price),
    name: String(row.name),
    image: String(row.image),
    rarityColor: String(row.rarityColor),
    isWonItem: row.isWonItem === true,
  }));
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
