import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/use-now';
import { countdownLeftMs, type JackpotLive } from '../jackpot-state';
import { litDashes, secondsLeft } from '../jackpot-view';
import styles from './JackpotTimer.module.css';

const DASHES = Array.from({ length: JACKPOT.timerDashes }, (_, index) => index);
const STEP_DEGREES = 360 / JACKPOT.timerDashes;

/**
 * The circular countdown (docs/product/screens.md "Jackpot", docs/games/jackpot.md "Numbers"):
 * 30 dashes, one per second, around the seconds left, the pot in dollars and its item count.
 * Before a second player joins the timer has not started, so it shows the whole betting time;
 * once betting closes it shows what the round is doing.
 */
export function JackpotTimer({ round }: { round: JackpotLive }) {
  const { t } = useI18n('jackpot');
  const now = useNow(round.phase === 'betting', 200);
  const totalMs = round.settings.bettingMs;
  const leftMs = round.phase === 'waiting' ? totalMs : (countdownLeftMs(round, now) ?? 0);
  const lit = litDashes(leftMs, totalMs);
  const seconds = secondsLeft(leftMs);

  return (
    <section
      className={styles.timer}
      role="timer"
      aria-label={t('jackpot.timer.label')}
      data-testid="jackpot-timer"
      data-phase={round.phase}
      data-seconds={seconds}
    >
      <svg className={styles.ring} viewBox="0 0 200 200" aria-hidden="true">
        {DASHES.map((index) => (
          <rect
            key={index}
            x="96"
            y="4"
            width="8"
            height="20"
            rx="4"
            transform={`rotate(${index * STEP_DEGREES} 100 100)`}
            className={index < lit ? styles.lit : styles.dash}
            data-waiting={round.phase === 'waiting' || undefined}
          />
        ))}
      </svg>
      <div className={styles.centre}>
        <span className={styles.caption}>{t(`jackpot.timer.${round.phase}`)}</span>
        <span className={styles.seconds}>
          {seconds}
          <small>{t('jackpot.timer.seconds')}</small>
        </span>
        <strong className={styles.bank} data-testid="jackpot-total-bank" data-bank={round.totalBank}>
          {formatAmount(round.totalBank)}
        </strong>
        <span className={styles.items} data-testid="jackpot-total-items" data-count={round.totalItems}>
          {t('jackpot.timer.items', { count: round.totalItems })}
        </span>
      </div>
    </section>
  );
}
