import type { BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { useI18n } from '../../../lib/i18n';
import styles from './BattleBadges.module.css';

/** A battle's mode ("2v2"), its crazy badge and its status (with the round while it runs). */
export function BattleBadges({ battle }: { battle: BattleSummaryDto }) {
  const { t } = useI18n('battles');
  return (
    <span className={styles.badges}>
      <span className={styles.mode} data-testid="battle-mode">
        {battle.mode}
      </span>
      {battle.crazy && (
        <span className={styles.crazy} title={t('battles.crazy.rule')} data-testid="battle-crazy">
          {t('battles.crazy.badge')}
        </span>
      )}
      <span className={styles.status} data-status={battle.status} data-testid="battle-status">
        {battle.status === 'running' && battle.revealed_rounds > 0
          ? t('battles.status.round', { round: battle.revealed_rounds, total: battle.cases.length })
          : t(`battles.status.${battle.status}`)}
      </span>
    </span>
  );
}
