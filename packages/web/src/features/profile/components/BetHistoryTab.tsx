import { useI18n } from '../../../lib/i18n';
import { betHistoryQuery } from '../api/history.api';
import type { HistoryGame } from '../history-format';
import { usePagedHistory } from '../hooks/usePagedHistory';
import { BetHistoryTable } from './BetHistoryTable';
import { PagedList, PagedLoadFailed, PagedSkeleton } from './PagedTab';
import styles from './TransactionsTab.module.css';

/**
 * A game's history tab of the profile (crash, jackpot and wheel bets, case openings;
 * docs/community/profiles.md "Bet history"): the player's settled bets of that game, 20 a page,
 * newest first (`/api/user/history`).
 */
export function BetHistoryTab({ game }: { game: HistoryGame }) {
  const { t } = useI18n('profile');
  const paging = usePagedHistory((page) => betHistoryQuery(game, page));
  const { query, pager } = paging;
  if (query.isPending) return <PagedSkeleton rows={4} height={40} testId="bets-loading" />;
  if (query.isError && !query.data) {
    return <PagedLoadFailed message={t('profile.bets.load_failed')} onRetry={() => void query.refetch()} />;
  }
  const { entries, total } = query.data;
  if (total === 0) {
    return (
      <div className={styles.state} data-testid="bets-empty">
        <p className={styles.emptyTitle}>{t(`profile.bets.empty.${game}`)}</p>
      </div>
    );
  }
  return (
    <PagedList
      paging={paging}
      total={total}
      testId={`bets-${game}`}
      pagerTestId="bets"
      pagerLabel={t('profile.bets.pages')}
    >
      <BetHistoryTable
        entries={entries}
        caption={t('profile.bets.caption', {
          game: t(`profile.bets.games.${game}`),
          page: pager.page,
          pages: pager.pages,
        })}
      />
    </PagedList>
  );
}
