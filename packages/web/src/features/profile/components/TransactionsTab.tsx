import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useTransactionsPage } from '../hooks/useTransactionsPage';
import { Pager } from './Pager';
import { TransactionsTable } from './TransactionsTable';
import styles from './TransactionsTab.module.css';

/**
 * The profile's Transactions tab: the player's statement (`/api/user/transactions`), 20 entries a
 * page, newest first, with a pager. The page shown stays on screen while the next one loads.
 */
export function TransactionsTab() {
  const { t } = useI18n('profile');
  const { query, pager, switching, goTo } = useTransactionsPage();
  if (query.isPending) return <TransactionsSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div className={styles.state} role="status">
        <p>{t('profile.transactions.load_failed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
          {t('profile.retry')}
        </button>
      </div>
    );
  }
  const { entries, total } = query.data;
  if (total === 0) return <EmptyHistory />;

  return (
    <div className={styles.tab} aria-busy={switching} data-testid="transactions" data-page={pager.page}>
      <div className={switching ? styles.switching : undefined}>
        <TransactionsTable entries={entries} page={pager.page} pages={pager.pages} />
      </div>
      {pager.pages > 1 && (
        <Pager
          pager={pager}
          total={total}
          disabled={switching}
          onGo={goTo}
          testId="transactions"
          label={t('profile.transactions.pages')}
        />
      )}
    </div>
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

function TransactionsSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="transactions-loading">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
}
