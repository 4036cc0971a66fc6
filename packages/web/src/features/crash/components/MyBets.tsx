import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import { useI18n, type I18nT } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { betRowState } from '../bet-view';
import { toHundredths } from '../crash-state';
import { formatMultiplier } from '../format';
import { InfinityIcon } from './InfinityIcon';
import styles from './BetBoard.module.css';

/** The player's own bets of this round (at most 3) and how each stands. */
export function MyBets({ bets }: { bets: readonly CrashBetDto[] }) {
  const { t } = useI18n('crash');
  if (bets.length === 0) return null;
  return (
    <section className={styles.mine} aria-labelledby="crash-my-bets-title" data-testid="crash-my-bets">
      <h3 id="crash-my-bets-title" className={styles.label}>
        {t('crash.mine.title', { count: bets.length })}
      </h3>
      <ul className={styles.mineList}>
        {bets.map((bet) => {
          const state = betRowState(bet);
          const stop = toHundredths(bet.autoWithdraw);
          return (
            <li
              key={bet.id}
              className={styles.mineRow}
              data-testid="crash-my-bet"
              data-bet-id={bet.id}
              data-state={state}
            >
              <span className={styles.mineTarget}>
                {stop === 0 ? <InfinityIcon label={t('crash.board.manual')} /> : formatMultiplier(stop)}
              </span>
              <span className={styles.mineBank}>
                {formatAmount(bet.bank)}
                <span className={styles.muted}> · {t('crash.board.skins', { count: bet.items.length })}</span>
              </span>
              <span className={`${styles.mineState} ${styles[`state_${state}`] ?? ''}`}>
                {stateText(t, bet, state)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type T = I18nT<'crash'>;

function stateText(t: T, bet: CrashBetDto, state: ReturnType<typeof betRowState>): string {
  const at = bet.multiplier === null ? '' : formatMultiplier(toHundredths(bet.multiplier));
  switch (state) {
    case 'won':
      return bet.win === null ? t('crash.state.won') : t('crash.state.won_amount', { amount: formatAmount(bet.win) });
    case 'taken':
      return t('crash.state.taken', { multiplier: at });
    case 'lost':
      return t('crash.state.lost');
    case 'refunded':
      return t('crash.state.refunded');
    default:
      return t('crash.state.playing');
  }
}
