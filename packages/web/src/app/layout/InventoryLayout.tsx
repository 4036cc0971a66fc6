import { useState } from 'react';
import { Outlet } from 'react-router';
import type { InventoryLayoutContext } from '../../components/InventoryColumn';
import { InventoryPanel } from '../../features/inventory/components/InventoryPanel';
import { useI18n } from '../../lib/i18n';
import styles from './InventoryLayout.module.css';

/**
 * Game pages with the inventory (SPEC §2): a sticky column on desktop, under the game on mobile.
 * A page may put blocks of its own above the inventory (`components/InventoryColumn`).
 */
export function InventoryLayout() {
  const { t } = useI18n();
  const [columnSlot, setColumnSlot] = useState<HTMLDivElement | null>(null);
  const context: InventoryLayoutContext = { columnSlot };
  return (
    <div className={styles.layout}>
      <aside className={styles.inventory} aria-label={t('inventory.title')}>
        <div ref={setColumnSlot} className={styles.extras} />
        <InventoryPanel />
      </aside>
      <div className={styles.page}>
        <Outlet context={context} />
      </div>
    </div>
  );
}
