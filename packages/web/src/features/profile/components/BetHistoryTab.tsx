import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { betHistoryQuery } from '../api/history.api';
import type { HistoryGame } from '../history-format';
import { usePagedHistory } from '../hooks/usePagedHistory';
import { BetHistoryTable } from './BetHistoryTable';
import { Pager } from './Pager';
import styles from './TransactionsTab.module.css';

/**
 * A game's history tab of the profile (SPEC §3 crashBets, jackpotBets, wheelBets, case openings):
 * the player's settled bets of that game, 20 a page, newest first (`/api/user/history`).
 */
export function BetHistoryTab({ game }: { game: HistoryGame }) {
  const { t } = useI18n('profile');
  const { query, pager, switching, goTo } = usePagedHistory((page) => betHistoryQuery(game, page));
  if (query.isPending) return <HistorySkeleton />;
  if (query.isError && !query.data) {
    return (
      <div className={styles.state} role="status">
        <p>{t('profile.bets.load_failed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void query.refetch()}>
          {t('profile.retry')}
        </button>
      </div>
    );
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
    <div className={styles.tab} aria-busy={switching} data-testid={`bets-${game}`} data-page={pager.page}>
      <div className={switching ? styles.switching : undefined}>
        <BetHistoryTable
          entries={entries}
          caption={t('profile.bets.caption', {
            game: t(`profile.bets.games.${game}`),
            page: pager.page,
            pages: pager.pages,
          })}
        />
      </div>
      {pager.pages > 1 && (
        <Pager
          pager={pager}
          total={total}
          disabled={switching}
          onGo={goTo}
          testId="bets"
          label={t('profile.bets.pages')}
        />
      )}
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="bets-loading">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={40} />
      ))}
    </div>
  );
}
