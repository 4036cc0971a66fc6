import { Countdown } from '../../../components/Countdown';
import { Skeleton } from '../../../components/Skeleton';
import { formatUtc } from '../../../lib/countdown';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { useBonusConditions, useBonusState } from '../api/bonus.api';
import { BonusConditions } from './BonusConditions';
import { BonusWinners } from './BonusWinners';
import styles from './Bonus.module.css';

/**
 * The bonus panel (docs/product/screens.md "Layout"): the pot as it grows
 * (`jackpot-bonus.update-bank`), the countdown to the draw with its end time in UTC, the player's
 * three conditions, the last winners, and the rules in the bonus modal.
 */
export function BonusPanel() {
  const { t, language } = useI18n('bonus');
  const openModal = useUiStore((state) => state.openModal);
  const state = useBonusState();
  const conditions = useBonusConditions();

  if (state.isPending) return <Skeleton height={220} radius={12} />;
  if (state.isError) return <p className={styles.muted}>{t('bonus_error.load')}</p>;
  const bonus = state.data;

  return (
    <div
      className={styles.panel}
      data-testid="bonus-panel"
      data-period-id={bonus.period_id ?? ''}
      data-bank={bonus.bank}
    >
      <section className={styles.pot}>
        <span className={styles.label}>{t('bonus.pot')}</span>
        <span className={styles.bank} data-testid="bonus-bank">
          {formatAmount(bonus.bank)}
        </span>
        {bonus.end_time ? (
          <>
            <span className={styles.label}>{t('bonus.time_left')}</span>
            <Countdown
              className={styles.clock}
              label={t('bonus.time_left')}
              testId="bonus-timer"
              source={{ endTime: bonus.end_time, serverTime: bonus.server_time, receivedAt: state.dataUpdatedAt }}
            />
            <span className={styles.muted}>{t('bonus.ends_at', { time: formatUtc(bonus.end_time, language) })}</span>
          </>
        ) : (
          <span className={styles.muted}>{t('bonus.no_period')}</span>
        )}
      </section>

      <section>
        <h3 className={styles.subtitle}>{t('bonus.conditions.title')}</h3>
        {conditions.data ? (
          <>
            <BonusConditions conditions={conditions.data} />
            <p
              className={conditions.data.participating ? styles.in : styles.muted}
              data-testid="bonus-participating"
              data-participating={conditions.data.participating}
            >
              {conditions.data.participating ? t('bonus.participating') : t('bonus.not_participating')}
            </p>
          </>
        ) : (
          <Skeleton height={90} radius={8} />
        )}
      </section>

      <section>
        <h3 className={styles.subtitle}>{t('bonus.winners.title')}</h3>
        <BonusWinners last={bonus.last_winners} />
      </section>

      <button
        type="button"
        className="button button--ghost"
        onClick={() => openModal('bonus')}
        data-testid="bonus-rules-open"
      >
        {t('bonus.rules_open')}
      </button>
    </div>
  );
}

export default BonusPanel;
