import type { ReactNode } from 'react';
import styles from './console.module.css';

interface ConsolePageProps {
  title: string;
  /** Buttons and filters beside the title (export, create, period). */
  toolbar?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The frame of every console page: its title with a toolbar, then the content. */
export function ConsolePage({ title, toolbar, children, testId }: ConsolePageProps) {
  return (
    <section className={styles.page} data-testid={testId}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      </header>
      {children}
    </section>
  );
}
