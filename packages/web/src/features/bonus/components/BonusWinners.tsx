import { Link } from 'react-router';
import type { BonusLastWinnersDto } from '@skinbet/shared/schemas/bonus.schemas';
import { PlayerCell } from '../../../components/PlayerCell';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import { bonusVerifyLink, lastWinnerRows } from '../bonus-view';
import styles from './Bonus.module.css';

/**
 * The last draw's winners with their sums (docs/engagement/jackpot-bonus.md "Rules"), and the link
 * that re-runs the draw.
 */
export function BonusWinners({ last }: { last: BonusLastWinnersDto | null }) {
  const { t } = useI18n('bonus');
  const reset = useUiStore((state) => state.reset);
  if (!last) return <p className={styles.muted}>{t('bonus.winners.none_yet')}</p>;
  const rows = lastWinnerRows(last);
  return (
    <div className={styles.winners} data-testid="bonus-winners" data-period-id={last.period_id}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('bonus.winners.carried_over', { pot: formatAmount(last.pot) })}</p>
      ) : (
        <ol className={styles.winnerList}>
          {rows.map((row) => (
            <li key={row.place} className={styles.winner} data-testid="bonus-winner" data-place={row.place}>
              <span className={styles.place}>#{row.place}</span>
              <PlayerCell user={row.user} size={26} />
              <span className={styles.sum}>{formatAmount(row.sum)}</span>
            </li>
          ))}
        </ol>
      )}
      <Link to={bonusVerifyLink(last)} onClick={reset} className={styles.verify} data-testid="bonus-verify">
        {t('bonus.winners.verify', { id: last.period_id })}
      </Link>
    </div>
  );
}
