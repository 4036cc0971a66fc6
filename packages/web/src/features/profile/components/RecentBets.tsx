import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { publicHistoryQuery } from '../api/history.api';
import { usePagedHistory } from '../hooks/usePagedHistory';
import { BetHistoryTable } from './BetHistoryTable';
import { Pager } from './Pager';
import styles from './TransactionsTab.module.css';

/**
 * A public profile's recent bets (`/api/user/getUserHistory`): every game, newest first, 20 a page.
 * Stakes and payouts only — the answer carries no balance.
 */
export function RecentBets({ userId }: { userId: number }) {
  const { t } = useI18n('profile');
  const { query, pager, switching, goTo } = usePagedHistory((page) => publicHistoryQuery(userId, page));
  return (
    <section className="panel" aria-labelledby="recent-bets-title" data-testid="public-bets">
      <h2 id="recent-bets-title" className="panel__title">
        {t('public_profile.recent_bets')}
      </h2>
      {query.isPending ? (
        <div className={styles.skeleton} aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <div className={styles.state} role="status">
          <p>{t('profile.bets.load_failed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
            {t('profile.retry')}
          </button>
        </div>
      ) : query.data.total === 0 ? (
        <p className={styles.state} data-testid="public-bets-empty">
          {t('public_profile.no_bets')}
        </p>
      ) : (
        <div className={styles.tab} aria-busy={switching} data-page={pager.page}>
          <div className={switching ? styles.switching : undefined}>
            <BetHistoryTable
              entries={query.data.entries}
              showGame
              caption={t('public_profile.recent_bets_caption', { page: pager.page, pages: pager.pages })}
            />
          </div>
          {pager.pages > 1 && (
            <Pager
              pager={pager}
              total={query.data.total}
              disabled={switching}
              onGo={goTo}
              testId="public-bets"
              label={t('profile.bets.pages')}
            />
          )}
        </div>
      )}
    </section>
  );
}
