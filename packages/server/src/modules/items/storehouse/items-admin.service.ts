import { amountToCents } from '@skinbet/shared/money';
import { ADMIN_ITEMS_PAGE_SIZE, type AdminItemsResponse } from '@skinbet/shared/schemas/admin-cases.schemas';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import { presentMarketItem } from '../inventory';
import { findCatalogItem, searchCatalog, updateItemPrice } from './items-admin.repository';
import { stock } from './stock.service';

export type ItemsAdminService = ReturnType<typeof createItemsAdminService>;

/**
 * Item prices and storehouse stock from the console (docs/operations/console.md "Cases and
 * items"). A price applies to trades and payouts from now on; a published case table keeps the
 * prices it was published with (each version is immutable), and the seeder re-prices the cases it
 * manages at the next start.
 */
export function createItemsAdminService(deps: { db: Database }) {
  const { db } = deps;

  async function present(itemId: number): Promise<MarketItemDto> {
    const item = await findCatalogItem(db, itemId);
    if (!item) throw new ApiError('admin_cases_api.item_not_found', 404);
    return presentMarketItem(item);
  }

  return {
    async list(query: string, page: number): Promise<AdminItemsResponse> {
      const rows = await searchCatalog(db, {
        search: query,
        offset: (page - 1) * ADMIN_ITEMS_PAGE_SIZE,
        limit: ADMIN_ITEMS_PAGE_SIZE + 1,
      });
      return {
        items: rows.slice(0, ADMIN_ITEMS_PAGE_SIZE).map(presentMarketItem),
        page,
        has_more: rows.length > ADMIN_ITEMS_PAGE_SIZE,
      };
    },

    /** Sets an item's catalogue price, audited `items.price` with the price before and after (cents). */
    async setPrice(actorId: number, itemId: number, price: number): Promise<MarketItemDto> {
      const cents = amountToCents(price)!;
      await inTransaction(db, async (tx) => {
        const before = await updateItemPrice(tx, itemId, cents);
        if (before === null) throw new ApiError('admin_cases_api.item_not_found', 404);
        await recordAudit(tx, {
          actorId,
          action: 'items.price',
          target: `item:${itemId}`,
          before: { price: before },
          after: { price: cents },
        });
      });
      return present(itemId);
    },

    /** Sets the storehouse's units of an item, audited `items.stock` with the count before and after. */
    async setStock(actorId: number, itemId: number, count: number): Promise<MarketItemDto> {
      await inTransaction(db, async (tx) => {
        const before = await stock.set(tx, itemId, count);
        if (before === null) throw new ApiError('admin_cases_api.item_not_found', 404);
        await recordAudit(tx, {
          actorId,
          action: 'items.stock',
          target: `item:${itemId}`,
          before: { count: before },
          after: { count },
        });
      });
      return present(itemId);
    },
  };
}
