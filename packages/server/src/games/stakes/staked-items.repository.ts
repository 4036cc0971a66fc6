import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventoryItems, items, type crashBetItems, type jackpotBetItems, type wheelBetItems } from '../../db/schema';

/** A game's table of staked instances (db/schema/items.ts `stakedItemColumns`). */
type StakedItemsTable = typeof crashBetItems | typeof jackpotBetItems | typeof wheelBetItems;

/** A new bet's staked instances, each at the price it counted for (the catalog price when it was staked). */
export async function insertStakedItems(
  tx: Executor,
  table: StakedItemsTable,
  betId: number,
  staked: Array<{ id: number; price: number }>,
): Promise<void> {
  await tx.insert(table).values(staked.map((item) => ({ betId, inventoryItemId: item.id, price: item.price })));
}

/** The staked instances of bets, by bet and instance id (what a settlement or a refund moves). */
export async function selectStakes(db: Executor, table: StakedItemsTable, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db
    .select({ betId: table.betId, instanceId: table.inventoryItemId })
    .from(table)
    .where(inArray(table.betId, betIds))
    .orderBy(asc(table.betId), asc(table.inventoryItemId));
}

/**
 * The staked skins of bets, dearest first within a bet, each at the price it counted for: the
 * order presenters and payouts rely on (the dearest staked skin is shown first).
 */
export async function selectStakedItems(db: Executor, table: StakedItemsTable, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db
    .select({
      betId: table.betId,
      instanceId: table.inventoryItemId,
      price: table.price,
      name: items.name,
      image: items.image,
      rarityColor: items.rarityColor,
    })
    .from(table)
    .innerJoin(inventoryItems, eq(inventoryItems.id, table.inventoryItemId))
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(inArray(table.betId, betIds))
    .orderBy(asc(table.betId), desc(table.price), asc(table.inventoryItemId));
}

/** Won instances paid out, with their catalog data at the catalog price (what the win counted them at). */
export async function selectWonInstances(db: Executor, instanceIds: number[]) {
  if (instanceIds.length === 0) return [];
  return db
    .select({
      instanceId: inventoryItems.id,
      price: items.price,
      name: items.name,
      image: items.image,
      rarityColor: items.rarityColor,
    })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(inArray(inventoryItems.id, instanceIds));
}
