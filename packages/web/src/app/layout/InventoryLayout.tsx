import { Outlet } from 'react-router';
import { InventoryPanel } from '../../features/inventory/components/InventoryPanel';
import { useI18n } from '../../lib/i18n';
import styles from './InventoryLayout.module.css';

/** Game pages with the inventory (SPEC §2): a sticky column on desktop, under the game on mobile. */
export function InventoryLayout() {
  const { t } = useI18n();
  return (
    <div className={styles.layout}>
      <aside className={styles.inventory} aria-label={t('inventory.title')}>
        <InventoryPanel />
      </aside>
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}
