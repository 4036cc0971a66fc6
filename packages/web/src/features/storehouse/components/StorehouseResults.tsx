import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import type { StorehousePage } from '../api/storehouse.api';
import { useLoadOnVisible } from '../hooks/useLoadOnVisible';
import { StorehouseCard } from './StorehouseCard';
import styles from './StorehousePanel.module.css';

interface StorehouseResultsProps {
  listing: UseInfiniteQueryResult<InfiniteData<StorehousePage>>;
  trading: boolean;
  /** Units of an item in the exchange cart, or null when the cart is not offered. */
  inCart: (itemId: number) => number | null;
  onBuy: (item: MarketItemDto) => void;
  onAddToCart: (item: MarketItemDto) => void;
  /** Offered by the empty state when a search or a price bound hides everything. */
  onResetFilters: (() => void) | null;
}

/**
 * The results in their own scrolling box — so the filters and the trade bar stay in view and, on
 * a phone, the inventory below the storehouse stays reachable — with the loading, failure and
 * empty states, and paging both by the "load more" button and by scrolling to the end.
 */
export function StorehouseResults(props: StorehouseResultsProps) {
  const { listing, onResetFilters } = props;
  const { t } = useI18n('storehouse');
  const canLoadMore = listing.hasNextPage && !listing.isPlaceholderData;
  // After a failed page only the button retries: an observer would retry in a loop.
  const autoLoad = canLoadMore && !listing.isFetching && !listing.isFetchNextPageError;
  const loadMore = () => void listing.fetchNextPage({ cancelRefetch: false });
  const sentinel = useLoadOnVisible<HTMLDivElement>(autoLoad, loadMore);
  const items = listing.data?.pages.flatMap((page) => page.items) ?? [];

  if (!listing.data) {
    return (
      <div className={styles.results}>
        {listing.isError ? (
          <div className={styles.state}>
            <p>{t('storehouse.load_failed')}</p>
            <button type="button" className="button button--ghost" onClick={() => void listing.refetch()}>
              {t('storehouse.retry')}
            </button>
          </div>
        ) : (
          <div className={styles.grid} aria-hidden="true" data-testid="storehouse-skeleton">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={214} radius={12} />
            ))}
          </div>
        )}
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={styles.results}>
        <div className={styles.state} data-testid="storehouse-empty">
          <p className={styles.stateTitle}>{t('storehouse.empty')}</p>
          {onResetFilters && (
            <>
              <p>{t('storehouse.empty_hint')}</p>
              <button type="button" className="button button--ghost" onClick={onResetFilters}>
                {t('storehouse.reset_filters')}
              </button>
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.results}>
      <div className={`${styles.grid} ${listing.isPlaceholderData ? styles.stale : ''}`} data-testid="storehouse-grid">
        {items.map((item) => (
          <StorehouseCard
            key={item.id}
            item={item}
            trading={props.trading}
            inCart={props.inCart(item.id)}
            onBuy={props.onBuy}
            onAddToCart={props.onAddToCart}
          />
        ))}
      </div>
      <div ref={sentinel} className={styles.more}>
        {canLoadMore ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={listing.isFetchingNextPage}
            onClick={loadMore}
            data-testid="storehouse-load-more"
          >
            {listing.isFetchingNextPage
              ? t('storehouse.loading_more')
              : listing.isFetchNextPageError
                ? t('storehouse.retry')
                : t('storehouse.load_more')}
          </button>
        ) : (
          !listing.isPlaceholderData && <p className={styles.end}>{t('storehouse.end')}</p>
        )}
      </div>
    </div>
  );
}
