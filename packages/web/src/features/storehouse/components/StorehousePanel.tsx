import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { ItemCard } from '../../../components/ItemCard';
import { failureKey } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { buyItems, storehouseQuery } from '../api/storehouse.api';
import { useDebounced } from '../hooks/useDebounced';
import './StorehousePanel.css';

/** SPEC §3: stock is shown capped at 10, and fewer than 5 is marked scarce. */
const STOCK_CAP = 10;
const SCARCE_BELOW = 5;

/** The site's shop: search, "affordable only" (max price = balance), load more, and a buy button per item. */
export function StorehousePanel() {
  const { t } = useI18n();
  const balance = useCurrentUser().user?.balance ?? null;
  const [query, setQuery] = useState('');
  const [affordableOnly, setAffordableOnly] = useState(true);
  const search = useDebounced(query.trim(), 300);
  const maxPrice = affordableOnly && balance !== null ? balance : undefined;
  const pages = useInfiniteQuery(storehouseQuery({ search, minPrice: 0, maxPrice }));
  const listing = {
    items: pages.data?.pages.flatMap((page) => page.items) ?? [],
    loading: pages.isPending,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
  };
  const [buyingId, setBuyingId] = useState<number | null>(null);

  async function buy(item: MarketItemDto) {
    if (balance === null) return notify.error('user_api.unauthenticated');
    setBuyingId(item.id);
    try {
      notify.success(await buyItems([item.id]));
    } catch (error) {
      notify.error(failureKey(error, 'storehouse_error.buy'));
    } finally {
      setBuyingId(null);
    }
  }

  function stockBadge(count: number) {
    if (count <= 0) return <span className="is-scarce">{t('storehouse.sold_out')}</span>;
    const label = count > STOCK_CAP ? t('storehouse.stock_capped') : t('storehouse.stock', { count });
    return count < SCARCE_BELOW ? (
      <span className="is-scarce" title={t('storehouse.scarce')}>
        {label}
      </span>
    ) : (
      label
    );
  }

  return (
    <section className="panel storehouse" data-testid="storehouse" aria-busy={listing.loading}>
      <header className="panel__header">
        <h2 className="panel__title">{t('storehouse.title')}</h2>
        <div className="storehouse__filters">
          <input
            className="input storehouse__search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('storehouse.search_placeholder')}
            aria-label={t('storehouse.search_placeholder')}
            maxLength={100}
            data-testid="storehouse-search"
          />
          {balance !== null && (
            <label className="storehouse__toggle">
              <input
                type="checkbox"
                checked={affordableOnly}
                onChange={(event) => setAffordableOnly(event.target.checked)}
              />
              {t('storehouse.affordable_only')}
            </label>
          )}
        </div>
      </header>
      {!listing.loading && listing.items.length === 0 && <p className="panel__empty">{t('storehouse.empty')}</p>}
      {listing.loading && listing.items.length === 0 && <p className="panel__empty">{t('app.loading')}</p>}
      <div className="item-grid" data-testid="storehouse-grid">
        {listing.items.map((item) => (
          <ItemCard key={item.id} item={item} badge={stockBadge(item.market_count)}>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={buyingId !== null || item.market_count <= 0}
              onClick={() => buy(item)}
              data-testid="buy-button"
            >
              {t('storehouse.buy')}
            </button>
          </ItemCard>
        ))}
      </div>
      {listing.hasMore && (
        <button
          type="button"
          className="button button--ghost storehouse__more"
          disabled={listing.loadingMore}
          onClick={listing.loadMore}
          data-testid="storehouse-load-more"
        >
          {t('storehouse.load_more')}
        </button>
      )}
    </section>
  );
}
export default StorehousePanel;
