import { historyColourClass } from '@skinbet/shared/games/crash.machine';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { toHundredths } from '../crash-state';
import { useCrashStore } from '../hooks/crash-store';
import { formatMultiplier } from '../format';
import colours from './history-colours.module.css';
import styles from './HistoryStrip.module.css';

/**
 * The summary strip (docs/product/screens.md "Crash", docs/games/crash.md "Numbers"): the last 20
 * crash points, coloured by class, each → its round page.
 */
export function HistoryStrip() {
  const { t } = useI18n('crash');
  const history = useCrashStore((state) => state.history);
  return (
    <nav className={styles.strip} aria-label={t('crash.history.label')} data-testid="crash-history">
      <span className={styles.caption}>{t('crash.history.caption')}</span>
      <ol className={styles.list}>
        {history.map((entry) => {
          const hundredths = toHundredths(entry.multiplier);
          const colour = historyColourClass(hundredths);
          return (
            <li key={entry.id}>
              <Link
                to={`/crash/${entry.id}`}
                className={`${styles.item} ${colours[`c${colour}`]}`}
                title={t('crash.history.round', { id: entry.id })}
                data-testid="crash-history-item"
                data-round-id={entry.id}
                data-class={colour}
              >
                {formatMultiplier(hundredths)}
              </Link>
            </li>
          );
        })}
        {history.length === 0 && <li className={styles.empty}>{t('crash.history.empty')}</li>}
      </ol>
    </nav>
  );
}
