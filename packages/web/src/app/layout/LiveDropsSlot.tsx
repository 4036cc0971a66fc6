import { lazy, Suspense } from 'react';
import styles from './LiveDropsSlot.module.css';

/** The strip's code and texts load after the first render (a lazy chunk, outside the first-load budget). */
const LiveDropsStrip = lazy(() => import('../../features/cases/components/LiveDropsStrip'));

/**
 * The cases' live drops, on every page (docs/product/screens.md "Layout"). The slot keeps the
 * strip's height while it loads, so the page under it does not jump.
 */
export function LiveDropsSlot() {
  return (
    <div className={styles.slot}>
      <Suspense fallback={null}>
        <LiveDropsStrip />
      </Suspense>
    </div>
  );
}
