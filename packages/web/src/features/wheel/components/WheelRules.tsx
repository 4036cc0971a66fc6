import { WHEEL_COLOURS, segmentCount } from '@skinbet/shared/games/wheel.machine';
import { WHEEL_MULTIPLIERS } from '@skinbet/shared/fairness/wheel';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import type { WheelLimits } from '../bet-rules';
import { formatReturn } from '../wheel-view';
import styles from './WheelRules.module.css';

/**
 * The rules (docs/games/wheel.md "Rules"): each colour's multiplier, segments and published
 * return (multiplier × segments / 54, from the shared formula), the 2-colour rule and the
 * operator's limits as the server reports them, and how the outcome is fixed in advance.
 */
export function WheelRules({ limits }: { limits: WheelLimits | null }) {
  const { t, language } = useI18n('wheel');
  return (
    <section className={styles.rules} aria-labelledby="wheel-rules-title" data-testid="wheel-rules">
      <h2 id="wheel-rules-title" className={styles.title}>
        {t('wheel.rules.title')}
      </h2>
      <p className={styles.text}>{t('wheel.rules.how')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('wheel.rules.colour')}</th>
            <th scope="col">{t('wheel.rules.segments')}</th>
            <th scope="col">{t('wheel.rules.return')}</th>
          </tr>
        </thead>
        <tbody>
          {WHEEL_COLOURS.map((colour) => (
            <tr key={colour} data-testid="wheel-rules-colour" data-color={colour}>
              <th scope="row">
                <span className={`${styles.swatch} ${styles[colour]}`} aria-hidden="true" />
                {t(`wheel.colours.${colour}`)} <span className={styles.multiplier}>×{WHEEL_MULTIPLIERS[colour]}</span>
              </th>
              <td>{t('wheel.rules.segments_of', { count: segmentCount(colour) })}</td>
              <td data-testid="wheel-rules-return">{formatReturn(colour, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.list}>
        <li>{t('wheel.rules.two_colours', { count: limits?.maxColours ?? 2 })}</li>
        {limits && (
          <>
            <li>
              {t('wheel.rules.bet_range', { min: formatAmount(limits.minBet), max: formatAmount(limits.maxBet) })}
            </li>
            <li>{t('wheel.rules.max_items', { count: limits.maxItemsPerBet })}</li>
            <li>{t('wheel.rules.max_bets', { count: limits.maxBetsPerPlayer })}</li>
            <li>{t('wheel.rules.betting', { count: Math.round(limits.bettingMs / 1000) })}</li>
          </>
        )}
        <li>{t('wheel.rules.payout')}</li>
        <li>
          {t('wheel.rules.fair')} <Link to="/provably-fair?game=wheel">{t('wheel.rules.fair_link')}</Link>
        </li>
      </ul>
    </section>
  );
}
