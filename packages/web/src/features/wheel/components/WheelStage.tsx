import { WHEEL_MULTIPLIERS } from '@skinbet/shared/fairness/wheel';
import statTile from '../../../components/StatTile.module.css';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/use-now';
import { secondsLeft, type WheelLive } from '../wheel-state';
import { WheelDisc } from './WheelDisc';
import styles from './WheelStage.module.css';

/**
 * The disc with the round's state in its hub — the seconds of betting left (`wheelTimer`), the
 * spin, the colour it landed on — and beside it the bank and the round's stats
 * (docs/games/wheel.md "Bets and items": total_bank, total_items, total_users).
 */
export function WheelStage({ round, revealed }: { round: WheelLive; revealed: boolean }) {
  const { t } = useI18n('wheel');
  const now = useNow(round.phase === 'betting', 250);
  const seconds = secondsLeft(round, now);

  let hub;
  if (round.phase === 'voided') {
    hub = <span className={styles.status}>{t('wheel.hub.voided')}</span>;
  } else if (revealed && round.spin) {
    hub = (
      <span
        className={`${styles.result} ${styles[round.spin.color]}`}
        data-testid="wheel-result"
        data-color={round.spin.color}
      >
        <span className={styles.resultName}>{t(`wheel.colours.${round.spin.color}`)}</span>
        <span className={styles.resultMultiplier}>×{WHEEL_MULTIPLIERS[round.spin.color]}</span>
      </span>
    );
  } else if (seconds !== null) {
    hub = (
      <>
        <span className={styles.label}>{t('wheel.hub.betting')}</span>
        <span className={styles.seconds} data-testid="wheel-timer" data-seconds={seconds} aria-live="off">
          {seconds}
        </span>
        <span className={styles.label}>{t('wheel.hub.seconds', { count: seconds })}</span>
      </>
    );
  } else {
    hub = <span className={styles.status}>{t('wheel.hub.spinning')}</span>;
  }

  return (
    <section className={styles.stage} aria-labelledby="wheel-stage-title">
      <h2 id="wheel-stage-title" className="visually-hidden">
        {t('wheel.stage')}
      </h2>
      <div className={styles.grid}>
        <div className={styles.disc}>
          <WheelDisc round={round}>{hub}</WheelDisc>
        </div>
        <dl className={styles.stats} data-testid="wheel-stats" data-bank={round.game.bank}>
          <div className={statTile.stat}>
            <dt>{t('wheel.stats.bank')}</dt>
            <dd className={styles.money}>{formatAmount(round.game.bank)}</dd>
          </div>
          <div className={statTile.stat}>
            <dt>{t('wheel.stats.items')}</dt>
            <dd>{round.stats.total_items}</dd>
          </div>
          <div className={statTile.stat}>
            <dt>{t('wheel.stats.players')}</dt>
            <dd>{round.stats.total_users}</dd>
          </div>
          <div className={statTile.stat}>
            <dt>{t('wheel.stats.round')}</dt>
            <dd>#{round.id}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
