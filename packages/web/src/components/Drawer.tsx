import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Drawer.module.css';
import { TitleBar } from './TitleBar';

interface DrawerProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  side?: 'left' | 'right';
  testId?: string;
}

/**
 * A side panel (storehouse, notifications, streamers, nav, mobile chat). Unlike a modal it leaves
 * the page usable, so the player can watch a round while shopping; the shared reset closes it.
 *
 * It is rendered into `document.body` wherever it is opened from: a fixed box is placed against
 * the window only while no ancestor has a filter, transform or backdrop filter, and the header
 * (which opens the nav) has a backdrop blur — inside it the nav drawer was 2 px tall.
 */
export function Drawer({ title, onClose, children, side = 'right', testId }: DrawerProps) {
  const titleId = useId();
  return createPortal(
    <aside className={`${styles.drawer} ${styles[side]}`} aria-labelledby={titleId} data-testid={testId}>
      <TitleBar titleId={titleId} title={title} onClose={onClose} classNames={styles} />
      <div className={styles.content}>{children}</div>
    </aside>,
    document.body,
  );
}
