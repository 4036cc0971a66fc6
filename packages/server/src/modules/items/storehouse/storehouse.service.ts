import { randomUUID } from 'node:crypto';
import { STOREHOUSE_PAGE_SIZE } from '@skinbet/shared/schemas/items.schemas';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { InventoryService } from '../inventory/inventory.service';
import { catalogReference, instancesReference } from '../../ledger/money';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import { createCatalogNameIndex } from './catalog-name-index';
import { stock } from './stock.service';
import { existingItemIds, listInStock } from './storehouse.repository';

export interface TradeRequest {
  userId: number;
  /** Catalog item ids to buy; an id listed twice buys two units. */
  buyIds: number[];
  /** Owned instance ids (`myId`) to sell. */
  sellIds: number[];
}

export type StorehouseService = ReturnType<typeof createStorehouseService>;

/**
 * The site's storehouse: players buy skins with their balance and sell skins back at the catalog
 * price (the 20% fee of docs/money/withdrawals.md "Tax" applies to withdrawals, not to trades
 * inside the site).
 */
export function createStorehouseService(deps: { db: Database; money: MoneyService; inventory: InventoryService }) {
  const { db, money, inventory } = deps;
  const nameIndex = createCatalogNameIndex(db);

  return {
    async list(filter: { search: string; minPriceCents: number; maxPriceCents: number | null; page: number }) {
      const ids = filter.search ? await nameIndex.candidates(filter.search) : undefined;
      if (ids?.length === 0) return { rows: [], hasMore: false };
      const rows = await listInStock(db, {
        ...filter,
        ids,
        offset: (filter.page - 1) * STOREHOUSE_PAGE_SIZE,
        // One extra row tells whether another page exists without a COUNT(*).
        limit: STOREHOUSE_PAGE_SIZE + 1,
      });
      return { rows: rows.slice(0, STOREHOUSE_PAGE_SIZE), hasMore: rows.length > STOREHOUSE_PAGE_SIZE };
    },

    /**
     * Sell, then buy, in one transaction: an exchange may spend what the sale just credited.
     * Locks are taken in one global order whatever the request holds — sold instances, then
     * every catalog row touched (returns and purchases together, by ascending id), then the user
     * row — so no two trades can wait on each other in a cycle.
     */
    async trade(request: TradeRequest): Promise<{ balance: number; bought: number[] }> {
      return inTransaction(db, async (tx, afterCommit) => {
        const sold =
          request.sellIds.length > 0
            ? await inventory.move(tx, {
                userId: request.userId,
                ids: request.sellIds,
                from: 'available',
                to: 'sold',
                reason: 'storehouse_sell',
                refuseWonItemsWith: 'storehouse_api.won_item_not_sellable',
                unavailableKey: 'storehouse_api.item_unavailable',
              })
            : [];

        const wanted = countBy(request.buyIds);
        if (wanted.size > 0) {
          const known = await existingItemIds(tx, [...wanted.keys()]);
          if (known.size !== wanted.size) throw new ApiError('storehouse_api.items_not_found', 400);
        }
        const returned = countBy(sold.map((row) => row.itemId));
        let cost = 0;
        for (const itemId of [...new Set([...returned.keys(), ...wanted.keys()])].sort((a, b) => a - b)) {
          await stock.put(tx, itemId, returned.get(itemId) ?? 0);
          const count = wanted.get(itemId) ?? 0;
          if (count === 0) continue;
          const taken = await stock.take(tx, itemId, count);
          if (!taken) throw new ApiError('storehouse_api.out_of_stock', 409);
          cost += taken.price * count;
        }

        let balance: number | null = null;
        if (sold.length > 0) {
          const sale = await money.transfer(tx, afterCommit, {
            kind: 'storehouse_sell',
            from: houseAccount('storehouse'),
            to: userAccount(request.userId),
            amount: sold.reduce((sum, row) => sum + row.price, 0),
            reference: instancesReference(sold.map((row) => row.id)),
            // A sale is its instances leaving the player: the first instance can be sold once.
            idempotencyKey: `storehouse_sell:${sold[0]!.id}:${sold.length}`,
          });
          balance = sale.toBalance;
        }
        if (request.buyIds.length === 0) return { balance: balance ?? 0, bought: [] };

        const purchase = await money.transfer(tx, afterCommit, {
          kind: 'storehouse_buy',
          from: userAccount(request.userId),
          to: houseAccount('storehouse'),
          amount: cost,
          reference: catalogReference(request.buyIds),
          // A purchase has no external id: each one is its own movement.
          idempotencyKey: `storehouse_buy:${randomUUID()}`,
          insufficientFundsKey: 'storehouse_api.insufficient_funds',
        });
        balance = purchase.fromBalance ?? 0;
        const bought = await inventory.grant(tx, {
          userId: request.userId,
          itemIds: request.buyIds,
          reason: 'storehouse_buy',
        });
        return { balance, bought };
      });
    },
  };
}

/** Counts repeats, in ascending key order (the lock order for catalog rows). */
function countBy(ids: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of [...ids].sort((a, b) => a - b)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
