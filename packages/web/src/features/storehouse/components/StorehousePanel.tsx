import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { MarketItemDto } from '@skinbet/shared/schemas/items.schemas';
import { useCurrentUser } from '../../../lib/current-user';
import { isTradeInFlight, useSelectedItems, useTradeInFlight } from '../../../lib/inventory';
import { usePurchaseConfirmStore } from '../../../lib/purchase-confirm-store';
import { useUiStore } from '../../../lib/ui-store';
import { storehouseQuery, useBuyItems } from '../api/storehouse.api';
import { useExchangeCart } from '../hooks/useExchangeCart';
import { useStorehouseFilter } from '../hooks/useStorehouseFilter';
import { needsPurchaseConfirmation } from '../purchase-confirm';
import { StorehouseFilters } from './StorehouseFilters';
import { StorehouseResults } from './StorehouseResults';
import { TradeBar } from './TradeBar';
import styles from './StorehousePanel.module.css';

// Out of the first load: most purchases never ask.
const PurchaseConfirm = lazy(() => import('./PurchaseConfirm'));

/**
 * The site's shop (docs/product/screens.md "Storehouse"): search and a price range (max = balance by
 * default), endless paging, one-click buy (above the player's threshold it asks first: settings,
 * purchase-confirm.ts), and selling or exchanging the inventory selection. Has no frame or title of
 * its own: the drawer or the home page section around it provides them.
 */
export function StorehousePanel() {
  const { user, known } = useCurrentUser();
  const filters = useStorehouseFilter();
  // Wait for the session check, so a signed-in player's first request already has the balance as max.
  const listing = useInfiniteQuery({ ...storehouseQuery(filters.filter), enabled: known });
  const { selected } = useSelectedItems(user !== null);
  const cartLines = useExchangeCart((state) => state.lines);
  const addToCart = useExchangeCart((state) => state.add);
  const openModal = useUiStore((state) => state.openModal);
  const buy = useBuyItems();
  const trading = useTradeInFlight();
  const limits = usePurchaseConfirmStore((state) => state.limits);
  // The purchase waiting for the player's confirmation (one-click buy above the threshold).
  const [asking, setAsking] = useState<MarketItemDto | null>(null);
  // The cart is offered while there is something to pay with, or something already in it.
  const exchanging = user !== null && (selected.length > 0 || cartLines.length > 0);

  function buyOne(item: MarketItemDto) {
    // Guests may browse; buying starts with signing in (docs/product/overview.md "Roles and permissions").
    if (!user) return openModal('login');
    if (isTradeInFlight()) return;
    if (needsPurchaseConfirmation(item.price, user.balance, limits)) return setAsking(item);
    buy.mutate({ buyIds: [item.id], sellIds: [] });
  }

  function confirmPurchase() {
    const item = asking;
    setAsking(null);
    if (item && !isTradeInFlight()) buy.mutate({ buyIds: [item.id], sellIds: [] });
  }

  const busy = !known || listing.isPending || filters.settling || (listing.isFetching && !listing.isFetchingNextPage);
  return (
    <div className={styles.storehouse} data-testid="storehouse" aria-busy={busy}>
      <StorehouseFilters filters={filters} signedIn={user !== null} />
      <StorehouseResults
        listing={listing}
        trading={trading}
        inCart={(itemId) => (exchanging ? (cartLines.find((line) => line.item.id === itemId)?.quantity ?? 0) : null)}
        onBuy={buyOne}
        onAddToCart={addToCart}
        onResetFilters={filters.narrowed ? filters.reset : null}
      />
      <TradeBar />
      {asking && user && (
        <Suspense fallback={null}>
          <PurchaseConfirm
            item={asking}
            balance={user.balance}
            limits={limits}
            onConfirm={confirmPurchase}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

export default StorehousePanel;
