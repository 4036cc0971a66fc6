import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useTransactionsPage } from '../hooks/useTransactionsPage';
import { PagedList, PagedLoadFailed, PagedSkeleton } from './PagedTab';
import { TransactionsTable } from './TransactionsTable';
import styles from './TransactionsTab.module.css';

/**
 * The profile's Transactions tab: the player's statement (`/api/user/transactions`), 20 entries a
 * page, newest first, with a pager. The page shown stays on screen while the next one loads.
 */
export function TransactionsTab() {
  const { t } = useI18n('profile');
  const paging = useTransactionsPage();
  const { query, pager } = paging;
  if (query.isPending) return <PagedSkeleton rows={5} height={44} testId="transactions-loading" />;
  if (query.isError && !query.data) {
    return <PagedLoadFailed message={t('profile.transactions.load_failed')} onRetry={() => void query.refetch()} />;
  }
  const { entries, total } = query.data;
  if (total === 0) return <EmptyHistory />;

  return (
    <PagedList
      paging={paging}
      total={total}
      testId="transactions"
      pagerTestId="transactions"
      pagerLabel={t('profile.transactions.pages')}
    >
      <TransactionsTable entries={entries} page={pager.page} pages={pager.pages} />
    </PagedList>
  );
}

function EmptyHistory() {
  const { t } = useI18n('profile');
  const openPanel = useUiStore((state) => state.openPanel);
  return (
    <div className={styles.state} data-testid="transactions-empty">
      <span className={styles.emptyIcon} aria-hidden="true">
        ⇅
      </span>
      <p className={styles.emptyTitle}>{t('profile.transactions.empty')}</p>
      <p className={styles.emptyHint}>{t('profile.transactions.empty_hint')}</p>
      <button type="button" className="button button--ghost button--small" onClick={() => openPanel('storehouse')}>
        {t('profile.transactions.open_storehouse')}
      </button>
    </div>
  );
}
