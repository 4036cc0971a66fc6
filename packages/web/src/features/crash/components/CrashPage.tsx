import { useEffect } from 'react';
import { GamePausedNotice } from '../../../components/GamePausedNotice';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useCrashLive } from '../hooks/useCrashLive';
import { useCrashStore } from '../hooks/crash-store';
import { BetBoard } from './BetBoard';
import { BetsList } from './BetsList';
import { CrashStage } from './CrashStage';
import { HashLine } from './HashLine';
import { HistoryStrip } from './HistoryStrip';
import styles from './CrashPage.module.css';

/**
 * The crash page (docs/product/screens.md "Crash"; at `/` and `/crash`): the summary strip
 * of past rounds, the game widget beside the betting board, the hash line and the round's
 * bets. Live from the socket while it is open.
 */
export function CrashPage() {
  const { t } = useI18n('crash');
  useCrashLive();
  const enterGame = useUiStore((state) => state.enterGame);
  useEffect(() => enterGame('crash', 'mode'), [enterGame]);
  const phase = useCrashStore((state) => state.phase);
  const bets = useCrashStore((state) => state.bets);
  const loadingBetIds = useCrashStore((state) => state.loadingBetIds);

  return (
    <div className={styles.page} data-testid="crash-page">
      <h1 className="visually-hidden">{t('crash.title')}</h1>
      <GamePausedNotice game="crash" />
      <HistoryStrip />
      <div className={styles.game}>
        <div className={styles.stage}>
          <CrashStage />
          <HashLine />
        </div>
        <BetBoard />
      </div>
      <BetsList
        bets={bets}
        loadingBetIds={loadingBetIds}
        emptyText={phase === 'waiting' ? t('crash.bets.empty_waiting') : t('crash.bets.empty')}
      />
    </div>
  );
}

export default CrashPage;
