import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import type { Pager as PagerState } from '../profile-paging';
import { Pager } from './Pager';
import styles from './TransactionsTab.module.css';

/** What the paged hooks (`usePagedHistory`, `useTransactionsPage`) give the page on screen. */
interface Paging {
  pager: PagerState;
  switching: boolean;
  goTo: (page: number) => void;
}

/**
 * A paged list once loaded (the bet histories, the statement): the page shown, dimmed while the
 * next one loads, and past one page the pager (test ids `<pagerTestId>-…`) under it.
 */
export function PagedList({
  paging: { pager, switching, goTo },
  total,
  testId,
  pagerTestId,
  pagerLabel,
  children,
}: {
  paging: Paging;
  total: number;
  testId?: string;
  pagerTestId: string;
  pagerLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.tab} aria-busy={switching} data-testid={testId} data-page={pager.page}>
      <div className={switching ? styles.switching : undefined}>{children}</div>
      {pager.pages > 1 && (
        <Pager pager={pager} total={total} disabled={switching} onGo={goTo} testId={pagerTestId} label={pagerLabel} />
      )}
    </div>
  );
}

/** A list that could not load (and has nothing older to show): why, and a retry. */
export function PagedLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n('profile');
  return (
    <div className={styles.state} role="status">
      <p>{message}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        {t('profile.retry')}
      </button>
    </div>
  );
}

/** Placeholder rows while the first page loads. */
export function PagedSkeleton({ rows, height, testId }: { rows: number; height: number; testId?: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
