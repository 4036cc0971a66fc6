import { useI18n } from '../../../lib/i18n';
import { publicHistoryQuery } from '../api/history.api';
import { usePagedHistory } from '../hooks/usePagedHistory';
import { BetHistoryTable } from './BetHistoryTable';
import { PagedList, PagedLoadFailed, PagedSkeleton } from './PagedTab';
import styles from './TransactionsTab.module.css';

/**
 * A public profile's recent bets (`/api/user/getUserHistory`): every game, newest first, 20 a page.
 * Stakes and payouts only — the answer carries no balance.
 */
export function RecentBets({ userId }: { userId: number }) {
  const { t } = useI18n('profile');
  const paging = usePagedHistory((page) => publicHistoryQuery(userId, page));
  const { query, pager } = paging;
  return (
    <section className="panel" aria-labelledby="recent-bets-title" data-testid="public-bets">
      <h2 id="recent-bets-title" className="panel__title">
        {t('public_profile.recent_bets')}
      </h2>
      {query.isPending ? (
        <PagedSkeleton rows={4} height={40} />
      ) : query.isError && !query.data ? (
        <PagedLoadFailed message={t('profile.bets.load_failed')} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <p className={styles.state} data-testid="public-bets-empty">
          {t('public_profile.no_bets')}
        </p>
      ) : (
        <PagedList
          paging={paging}
          total={query.data.total}
          pagerTestId="public-bets"
          pagerLabel={t('profile.bets.pages')}
        >
          <BetHistoryTable
            entries={query.data.entries}
            showGame
            caption={t('public_profile.recent_bets_caption', { page: pager.page, pages: pager.pages })}
          />
        </PagedList>
      )}
    </section>
  );
}
