import { infiniteQueryOptions, keepPreviousData, useMutation, type InfiniteData } from '@tanstack/react-query';
import { APP_ID } from '@skinbet/shared/schemas/common.schemas';
import { storehouseListResponse, tradeResultSchema } from '@skinbet/shared/schemas/items.schemas';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { TRADE_MUTATION_KEY, useSelectionStore } from '../../../lib/inventory';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useExchangeCart } from '../hooks/useExchangeCart';

export type StorehousePage = z.infer<typeof storehouseListResponse>;

export interface StorehouseFilter {
  search: string;
  minPrice: number;
  /** The max price defaults to the user's balance; undefined lists everything. */
  maxPrice: number | undefined;
}

/** `/api/all-items/getList`: pages of the catalog in stock, dearest first; pages start at 1. */
export function storehouseQuery(filter: StorehouseFilter) {
  return infiniteQueryOptions({
    queryKey: [...QUERY_KEYS.storehouse, filter],
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
        // docs/api/errors.md "Keys": a failed first page and a failed "load more" have their own messages.
        { fallbackKey: pageParam === 1 ? 'storehouse_error.load' : 'storehouse_error.load_more', signal },
      ),
    getNextPageParam: (last: StorehousePage) => (last.hasMore ? last.page + 1 : undefined),
    // While a new filter loads, the previous results stay on screen (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
    meta: { errorKey: 'storehouse_error.load' },
  });
}

/** Mirrors a purchase in every cached listing so the stock count drops without a re-read. */
function takeFromStock(catalogIds: readonly number[]): void {
  const taken = new Map<number, number>();
  for (const id of catalogIds) taken.set(id, (taken.get(id) ?? 0) + 1);
  queryClient.setQueriesData<InfiniteData<StorehousePage>>({ queryKey: QUERY_KEYS.storehouse }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => {
              const count = taken.get(item.id);
              return count ? { ...item, market_count: Math.max(0, item.market_count - count) } : item;
            }),
          })),
        }
      : data,
  );
}

export interface TradeRequest {
  /** Catalog item ids, one entry per unit. */
  buyIds: number[];
  /** Owned instances (`myId`) sold in the same transaction: the exchange (docs/api/http.md "Calls"). */
  sellIds: number[];
}

/**
 * `/api/user/buy {buyIds, sellIds}`. The new balance is applied at once and the inventory re-read.
 * Sold skins go back into stock, so an exchange re-reads the listings; a plain purchase only
 * lowers the cached stock counts.
 */
export async function buyItems({ buyIds, sellIds }: TradeRequest): Promise<string> {
  const result = await apiPost('/api/user/buy', { buyIds, sellIds }, tradeResultSchema, {
    fallbackKey: 'storehouse_error.buy',
  });
  setCachedBalance(result.balance);
  takeFromStock(buyIds);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory }),
    sellIds.length > 0 ? queryClient.invalidateQueries({ queryKey: QUERY_KEYS.storehouse }) : null,
  ]);
  return result.message;
}

/**
 * Buy or exchange. Shares the trade mutation key, so every trade button waits for it; failures
 * become notices through the mutation cache (server key, else `storehouse_error.buy`). A done
 * exchange empties the cart it was made from, even if the panel was closed meanwhile.
 */
export function useBuyItems() {
  const deselect = useSelectionStore((state) => state.deselect);
  return useMutation({
    mutationKey: TRADE_MUTATION_KEY,
    mutationFn: buyItems,
    meta: { errorKey: 'storehouse_error.buy' },
    onSuccess: (message, { sellIds }) => {
      if (sellIds.length > 0) {
        deselect(sellIds);
        useExchangeCart.getState().clear();
      }
      notify.success(message);
    },
  });
}
