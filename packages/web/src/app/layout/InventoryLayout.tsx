import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import type { InventoryLayoutContext } from '../../components/InventoryColumn';
import { Skeleton } from '../../components/Skeleton';
import { useI18n } from '../../lib/i18n';
import styles from './InventoryLayout.module.css';

/** The cashback box loads beside the game page it sits next to, not with the first load. */
const CashbackBox = lazy(() => import('../../features/cashback/components/CashbackBox'));
/** The box's height while it loads, so the inventory under it does not jump. */
const CASHBACK_BOX_HEIGHT = 124;
/**
 * The giveaway dashboard (docs/product/screens.md "Inventory", issue 16) loads the same way, after
 * the first render.
 */
const GiveawayDashboard = lazy(() => import('../../features/giveaway/components/GiveawayDashboard'));
const GIVEAWAY_HEIGHT = 72;
/**
 * The inventory itself too (issue 16): the game beside it paints first, and the first-load budget
 * (170 KB gz) has no room for the grid, its cards and the selection bar.
 */
const InventoryPanel = lazy(() =>
  import('../../features/inventory/components/InventoryPanel').then((module) => ({ default: module.InventoryPanel })),
);
const INVENTORY_HEIGHT = 320;

/**
 * Game pages with the inventory (docs/product/screens.md "Inventory"): a sticky column on desktop,
 * under the game on mobile. A page may put blocks of its own at the top
 * (`components/InventoryColumn`); the giveaway dashboard and the cashback box follow
 * (docs/product/screens.md "Inventory": promo, giveaway, cashback box), then the inventory.
 */
export function InventoryLayout() {
  const { t } = useI18n();
  const [columnSlot, setColumnSlot] = useState<HTMLDivElement | null>(null);
  const context: InventoryLayoutContext = { columnSlot };
  return (
    <div className={styles.layout}>
      <aside className={styles.inventory} aria-label={t('inventory.title')}>
        <div ref={setColumnSlot} className={styles.extras} />
        <div className={styles.cashback}>
          <Suspense fallback={<Skeleton height={GIVEAWAY_HEIGHT} radius={16} />}>
            <GiveawayDashboard />
          </Suspense>
        </div>
        <div className={styles.cashback}>
          <Suspense fallback={<Skeleton height={CASHBACK_BOX_HEIGHT} radius={16} />}>
            <CashbackBox />
          </Suspense>
        </div>
        <Suspense fallback={<Skeleton height={INVENTORY_HEIGHT} radius={16} />}>
          <InventoryPanel />
        </Suspense>
      </aside>
      <div className={styles.page}>
        <Outlet context={context} />
      </div>
    </div>
  );
}
