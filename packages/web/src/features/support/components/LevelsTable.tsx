import { experienceForLevelUp, MAX_LEVEL } from '@skinbet/shared/progression';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import styles from './SupportPage.module.css';

/** A few steps of the curve, up to the last one before the cap. */
const SHOWN_LEVELS = [1, 2, 3, 5, 10, 25, 50, MAX_LEVEL - 1];

/**
 * What each level costs, computed from the same shared formula the server uses (1 XP per cent
 * wagered, 1000 · L² XP from L to L + 1), so the FAQ cannot drift from the game.
 */
export function LevelsTable() {
  const { t, language } = useI18n('support');
  const currency = useAppConfig()?.currency ?? '$';
  const numbers = new Intl.NumberFormat(language);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('support.levels.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('support.levels.step')}</th>
            <th scope="col">{t('support.levels.xp')}</th>
            <th scope="col">{t('support.levels.wagered')}</th>
          </tr>
        </thead>
        <tbody>
          {SHOWN_LEVELS.map((level) => {
            const experience = experienceForLevelUp(level);
            return (
              <tr key={level}>
                <th scope="row">{t('support.levels.step_value', { from: level, to: level + 1 })}</th>
                <td>{numbers.format(experience)}</td>
                {/* One XP per cent: the XP count is the wager in cents. */}
                <td>{formatAmount(experience / 100, currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
