import type { AvailableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { displayParams } from '../display-params';
import { heldBack, type Blocker } from '../withdraw-rules';
import { ProtectionReleases } from './ProtectionReleases';
import { UnwageredCredits } from './UnwageredCredits';
import styles from './Wallet.module.css';

/**
 * What can be withdrawn now and, when it is less than the balance, why (the published rule:
 * each credit must be staked once (×1) by bets after it — and what of each is left —, value from skin deposits waits out Steam's 7-day Trade
 * Protection — and when it frees up —, an open debt blocks everything); then whatever stops a
 * withdrawal right now.
 */
export function WithdrawAvailability({
  state,
  blocker,
}: {
  state: AvailableWithdrawResponse;
  blocker: Blocker | null;
}) {
  const { t, translate, language } = useI18n('wallet');
  const reasons = heldBack(state);
  return (
    <div className={styles.stack}>
      <dl className={styles.summary} data-testid="withdraw-available" data-available={state.available}>
        <div className={`${styles.summaryRow} ${styles.total}`}>
          <dt>{t('wallet.withdraw.available')}</dt>
          <dd>{formatAmount(state.available)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('wallet.withdraw.balance')}</dt>
          <dd>{formatAmount(state.balance)}</dd>
        </div>
      </dl>
      {reasons.length > 0 && (
        <div className={styles.field} data-testid="withdraw-held">
          <p className={styles.hint}>{t('wallet.withdraw.held_title')}</p>
          <ul className={styles.reasons}>
            {reasons.map(({ reason, amount }) => (
              <li key={reason} data-reason={reason}>
                {t(`wallet.withdraw.held.${reason}`, { amount: formatAmount(amount) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <UnwageredCredits state={state} />
      <ProtectionReleases state={state} scope="money" />
      {blocker && (
        <p className={styles.warning} role="status" data-testid="withdraw-blocked" data-key={blocker.key}>
          {translate(blocker.key, displayParams(blocker.params, language))}
        </p>
      )}
    </div>
  );
}
