import type { BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { GamePausedNotice } from '../../../components/GamePausedNotice';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useBattleActions } from '../hooks/useBattleActions';
import { useBattlesLobby } from '../hooks/useBattlesLobby';
import { CreateBattleModal } from './CreateBattleModal';
import { FinishedBattles } from './FinishedBattles';
import { LiveBattles } from './LiveBattles';
import styles from './BattlesPage.module.css';

type LobbyTab = 'live' | 'finished';

/**
 * `/battles` (docs/games/battles.md "Screens"): the lobby. The waiting and running battles live
 * (a card each, an empty seat a join button), the finished ones a page at a time, and "Create
 * battle". Guests see everything and are asked to sign in when they act.
 */
export function BattlesPage() {
  const { t } = useI18n('battles');
  const enterGame = useUiStore((state) => state.enterGame);
  const openModal = useUiStore((state) => state.openModal);
  useEffect(() => enterGame('battles', 'page'), [enterGame]);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<LobbyTab>('live');
  const [creating, setCreating] = useState(false);
  const { join } = useBattleActions((id) => void navigate(`/battles/${id}`));
  // Mounted with the page, whichever tab shows: ended battles refresh the finished tab and the inventory.
  const lobby = useBattlesLobby();

  const onJoin = (battle: BattleSummaryDto, seat: number) => {
    if (!user) return openModal('login');
    join.mutate({ id: battle.id, seat });
  };

  return (
    <div className={styles.page} data-testid="battles-page">
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{t('battles.title')}</h1>
          <p className={styles.lead}>{t('battles.lead')}</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => (user ? setCreating(true) : openModal('login'))}
          data-testid="battle-create-open"
        >
          {t('battles.create.open')}
        </button>
      </header>
      <GamePausedNotice game="battles" />

      <div className={styles.tabs} role="tablist" aria-label={t('battles.tabs.label')}>
        {(['live', 'finished'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={styles.tab}
            onClick={() => setTab(name)}
            data-testid={`battles-tab-${name}`}
          >
            {t(`battles.tabs.${name}`)}
          </button>
        ))}
      </div>

      {tab === 'live' ? (
        <LiveBattles
          userId={user?.id}
          onJoin={onJoin}
          joining={join.isPending}
          loadMore={lobby.loadMore}
          loadingMore={lobby.loadingMore}
          onCreate={() => (user ? setCreating(true) : openModal('login'))}
        />
      ) : (
        <FinishedBattles userId={user?.id} />
      )}

      {creating && (
        <CreateBattleModal
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(`/battles/${id}`);
          }}
        />
      )}
    </div>
  );
}

export default BattlesPage;
