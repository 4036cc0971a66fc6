import { APP_ID } from '@skinbet/shared/schemas/common.schemas';
import { storehouseListResponse, tradeResultSchema } from '@skinbet/shared/schemas/items.schemas';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { invalidateQuery } from '../../../lib/query';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type StorehousePage = z.infer<typeof storehouseListResponse>;

export interface StorehouseFilter {
  search: string;
  /** SPEC §3: the max price defaults to the user's balance; undefined lists everything. */
  maxPrice: number | undefined;
}

/** `/api/all-items/getList`: one page of the catalog, dearest first. */
export function fetchStorehousePage(filter: StorehouseFilter, page: number, signal?: AbortSignal) {
  const body = {
    appId: APP_ID,
    page,
    market_hash_name: filter.search,
    minPrice: 0,
    ...(filter.maxPrice === undefined ? {} : { maxPrice: filter.maxPrice }),
  };
  return apiPost('/api/all-items/getList', body, storehouseListResponse, {
    fallbackKey: page === 1 ? 'storehouse_error.load' : 'storehouse_error.load_more',
    ...(signal ? { signal } : {}),
  });
}

/** Buys one catalog item; the new balance is applied at once and the inventory re-read. */
export async function buyItem(itemId: number): Promise<string> {
  const result = await apiPost('/api/user/buy', { buyIds: [itemId] }, tradeResultSchema, {
    fallbackKey: 'storehouse_error.buy',
  });
  setCachedBalance(result.balance);
  await invalidateQuery(QUERY_KEYS.inventory);
  return result.message;
}
