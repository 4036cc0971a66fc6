import { Skeleton } from '../../../components/Skeleton';
import styles from './InventoryPanel.module.css';

/** Card-shaped placeholders in the same grid while the inventory loads. */
export function InventoryGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="inventory-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={138} radius={8} />
      ))}
    </div>
  );
}
