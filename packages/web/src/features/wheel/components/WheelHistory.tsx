import { WHEEL_MULTIPLIERS } from '@skinbet/shared/fairness/wheel';
import type { WheelHistoryEntry } from '@skinbet/shared/schemas/wheel.schemas';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import styles from './WheelHistory.module.css';

/**
 * The history strip (docs/games/wheel.md "Bets and items"): the last rounds' colours, newest first,
 * each → its check on /provably-fair.
 */
export function WheelHistory({ history }: { history: readonly WheelHistoryEntry[] }) {
  const { t } = useI18n('wheel');
  return (
    <nav className={styles.strip} aria-label={t('wheel.history.label')} data-testid="wheel-history">
      <span className={styles.caption}>{t('wheel.history.caption')}</span>
      <ol className={styles.list}>
        {history.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`/provably-fair?game=wheel&round=${entry.id}`}
              className={`${styles.item} ${styles[entry.color]}`}
              title={t('wheel.history.round', {
                id: entry.id,
                colour: t(`wheel.colours.${entry.color}`),
                multiplier: WHEEL_MULTIPLIERS[entry.color],
              })}
              data-testid="wheel-history-item"
              data-round-id={entry.id}
              data-color={entry.color}
              data-segment={entry.segment}
            >
              ×{WHEEL_MULTIPLIERS[entry.color]}
            </Link>
          </li>
        ))}
        {history.length === 0 && <li className={styles.empty}>{t('wheel.history.empty')}</li>}
      </ol>
    </nav>
  );
}
