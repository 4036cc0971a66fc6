import { useQuery } from '@tanstack/react-query';
import type { BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { useI18n } from '../../../lib/i18n';
import { liveLobbyQuery } from '../api/battles.api';
import { BattleCard } from './BattleCard';
import { BattleListPending } from './BattleListPending';
import styles from './BattlesPage.module.css';

interface LiveBattlesProps {
  userId: number | undefined;
  onJoin: (battle: BattleSummaryDto, seat: number) => void;
  joining: boolean;
  onCreate: () => void;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
}

/** The lobby's live tab: waiting and running battles, newest first, kept current by the socket (useBattlesLobby). */
export function LiveBattles({ userId, onJoin, joining, onCreate, loadMore, loadingMore }: LiveBattlesProps) {
  const { t } = useI18n('battles');
  const lobby = useQuery(liveLobbyQuery);

  if (!lobby.data) return <BattleListPending failed={lobby.isError} onRetry={() => void lobby.refetch()} />;

  if (lobby.data.entries.length === 0) {
    return (
      <div className={styles.state} data-testid="battles-empty">
        <p>{t('battles.empty_live')}</p>
        <button type="button" className="button button--primary" onClick={onCreate}>
          {t('battles.create.open')}
        </button>
      </div>
    );
  }

  return (
    <>
      <ul className={styles.grid} data-testid="battles-live" aria-live="polite" aria-relevant="additions">
        {lobby.data.entries.map((entry) => (
          <li key={entry.battle.id}>
            <BattleCard
              battle={entry.battle}
              userId={userId}
              onJoin={onJoin}
              joining={joining}
              leaving={entry.leavesAt !== null}
            />
          </li>
        ))}
      </ul>
      {lobby.data.page < lobby.data.pages && (
        <button
          type="button"
          className={`button button--ghost ${styles.more}`}
          onClick={() => void loadMore()}
          disabled={loadingMore}
          data-testid="battles-more"
        >
          {t('battles.load_more')}
        </button>
      )}
    </>
  );
}
