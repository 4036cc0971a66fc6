import { lazy, Suspense } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { useInventory } from '../../../lib/inventory';
import { formatAmount, sumAmounts } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { InventoryGridSkeleton } from './InventoryGridSkeleton';
import styles from './InventoryPanel.module.css';
import { SignInPrompt } from '../../../components/SignInButton';

/** The grid and the selection bar: only a signed-in player's panel shows them. */
const InventoryItems = lazy(() => import('./InventoryItems'));

/**
 * The player's skins (docs/product/screens.md "Inventory"): a compact grid of selectable cards
 * with the selection's total and "sell selected". Sits in the sticky desktop column and under the
 * page on mobile; games read the same selection from lib/inventory.
 */
export function InventoryPanel() {
  const { t } = useI18n();
  const { user, known } = useCurrentUser();
  const inventory = useInventory(user !== null);
  const items = inventory.data;

  return (
    <section
      className={styles.inventory}
      data-testid="inventory"
      aria-labelledby="inventory-title"
      aria-busy={!known || (user !== null && inventory.isFetching)}
    >
      <header className={styles.header}>
        <h2 id="inventory-title" className={styles.title}>
          {t('inventory.title')}
        </h2>
        {user && items && (
          <span
            className={styles.summary}
            data-testid="inventory-count"
            data-count={items.length}
            data-total={sumAmounts(items.map((item) => item.price))}
          >
            {t('inventory.summary', {
              count: items.length,
              total: formatAmount(sumAmounts(items.map((item) => item.price))),
            })}
          </span>
        )}
      </header>
      <InventoryBody />
    </section>
  );
}

function InventoryBody() {
  const { t } = useI18n();
  const { user, known } = useCurrentUser();
  const inventory = useInventory(user !== null);
  const openPanel = useUiStore((state) => state.openPanel);

  if (!known || (user && inventory.isPending && inventory.fetchStatus !== 'idle')) {
    return <InventoryGridSkeleton />;
  }
  if (!user) {
    return <SignInPrompt className={styles.state} testId="inventory-guest" text={t('inventory.guest')} />;
  }
  if (!inventory.data) {
    // The failure itself was announced by the query's notice (inventory_error.load, docs/api/errors.md "Keys").
    return (
      <div className={styles.state}>
        <p>{t('inventory.load_failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void inventory.refetch()}>
          {t('inventory.retry')}
        </button>
      </div>
    );
  }
  if (inventory.data.length === 0) {
    return (
      <div className={styles.state} data-testid="inventory-empty">
        <p>{t('inventory.empty')}</p>
        <button type="button" className="button button--primary" onClick={() => openPanel('storehouse')}>
          {t('inventory.open_storehouse')}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<InventoryGridSkeleton />}>
      <InventoryItems items={inventory.data} />
    </Suspense>
  );
}

export default InventoryPanel;
