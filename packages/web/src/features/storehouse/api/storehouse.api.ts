import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { APP_ID } from '@skinbet/shared/schemas/common.schemas';
import { storehouseListResponse, tradeResultSchema } from '@skinbet/shared/schemas/items.schemas';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type StorehousePage = z.infer<typeof storehouseListResponse>;

export interface StorehouseFilter {
  search: string;
  minPrice: number;
  /** SPEC §3: the max price defaults to the user's balance; undefined lists everything. */
  maxPrice: number | undefined;
}

/** `/api/all-items/getList`: pages of the catalog, dearest first; SPEC §9: pages start at 1. */
export function storehouseQuery(filter: StorehouseFilter) {
  return infiniteQueryOptions({
    queryKey: ['storehouse', filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiPost(
        '/api/all-items/getList',
        {
          appId: APP_ID,
          page: pageParam,
          market_hash_name: filter.search,
          minPrice: filter.minPrice,
          ...(filter.maxPrice === undefined ? {} : { maxPrice: filter.maxPrice }),
        },
        storehouseListResponse,
        { fallbackKey: pageParam === 1 ? 'storehouse_error.load' : 'storehouse_error.load_more', signal },
      ),
    getNextPageParam: (last: StorehousePage) => (last.hasMore ? last.page + 1 : undefined),
    meta: { errorKey: 'storehouse_error.load' },
  });
}

/** Mirrors a purchase in every cached listing so the stock count drops without a re-read. */
function takeFromStock(itemIds: readonly number[]): void {
  queryClient.setQueriesData<InfiniteData<StorehousePage>>({ queryKey: ['storehouse'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => {
              const bought = itemIds.filter((id) => id === item.id).length;
              return bought ? { ...item, market_count: Math.max(0, item.market_count - bought) } : item;
            }),
          })),
        }
      : data,
  );
}

/**
 * Buys catalog items, optionally paying with owned instances sold in the same transaction (the
 * exchange of SPEC §7 `/api/user/buy {buyIds, sellIds}`). The new balance is applied at once.
 */
export async function buyItems(buyIds: number[], sellIds: number[] = []): Promise<string> {
  const result = await apiPost('/api/user/buy', { buyIds, sellIds }, tradeResultSchema, {
    fallbackKey: 'storehouse_error.buy',
  });
  setCachedBalance(result.balance);
  takeFromStock(result.bought);
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
  return result.message;
}
