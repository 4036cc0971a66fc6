import { useEffect, useState } from 'react';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { failureKey } from '../../../lib/api-client';
import { notify } from '../../../lib/notices';
import { fetchStorehousePage, type StorehouseFilter } from '../api/storehouse.api';

interface Listing {
  /** The filter these pages belong to; a different filter means the listing is being replaced. */
  filterKey: string;
  items: MarketItemDto[];
  page: number;
  hasMore: boolean;
}

function isAbort(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'AbortError';
}

/** The storehouse listing for a filter: first page on every filter change, then "load more". */
export function useStorehouse({ search, maxPrice }: StorehouseFilter) {
  const filterKey = `${search}\u0000${maxPrice ?? ''}`;
  const [listing, setListing] = useState<Listing | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchStorehousePage({ search, maxPrice }, 1, controller.signal)
      .then((answer) => setListing({ filterKey, items: answer.items, page: 1, hasMore: answer.hasMore }))
      .catch((error: unknown) => {
        if (!isAbort(error)) notify.error(failureKey(error, 'storehouse_error.load'));
      });
    return () => controller.abort();
  }, [filterKey, search, maxPrice]);

  async function loadMore() {
    if (!listing || loadingMore) return;
    setLoadingMore(true);
    try {
      const answer = await fetchStorehousePage({ search, maxPrice }, listing.page + 1);
      setListing((current) => {
        if (!current || current.filterKey !== listing.filterKey) return current;
        const known = new Set(current.items.map((item) => item.id));
        const fresh = answer.items.filter((item) => !known.has(item.id));
        return { ...current, items: [...current.items, ...fresh], page: answer.page, hasMore: answer.hasMore };
      });
    } catch (error) {
      notify.error(failureKey(error, 'storehouse_error.load_more'));
    } finally {
      setLoadingMore(false);
    }
  }

  /** Mirrors a purchase locally so the stock count drops without re-reading the list. */
  function takeOne(itemId: number) {
    setListing(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) =>
            item.id === itemId ? { ...item, market_count: Math.max(0, item.market_count - 1) } : item,
          ),
        },
    );
  }

  return {
    items: listing?.items ?? [],
    loading: listing?.filterKey !== filterKey,
    hasMore: listing?.hasMore ?? false,
    loadingMore,
    loadMore,
    takeOne,
  };
}
