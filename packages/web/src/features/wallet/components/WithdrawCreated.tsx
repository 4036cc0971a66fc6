import { Link } from 'react-router';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { WITHDRAWALS_TAB_STATE } from '../../../lib/profile-tab';
import { useUiStore } from '../../../lib/ui-store';
import styles from './Wallet.module.css';

/** The payout-wait advice, 5 to 30 minutes from the config (docs/money/withdrawals.md "Payouts"). */
export function PayoutWait() {
  const { t } = useI18n('wallet');
  const [from, to] = useAppConfig()?.wallet?.payout_wait_minutes ?? [5, 30];
  return <p className={styles.hint}>{t('wallet.withdraw.payout_wait', { from, to })}</p>;
}

/**
 * A withdrawal request made (the success notice "withdrawal request created"): it waits for an
 * operator, can be cancelled meanwhile from the withdrawal history, and pays out after approval.
 */
export function WithdrawCreated({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const { t } = useI18n('wallet');
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <div className={styles.done} data-testid="withdraw-created" data-id={withdrawal.id}>
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <p>
        {withdrawal.type === 'money'
          ? t('wallet.withdraw.created_money', {
              id: withdrawal.id,
              amount: formatAmount(withdrawal.amount),
              net: formatAmount(withdrawal.net),
            })
          : t('wallet.withdraw.created_skin', { id: withdrawal.id, name: withdrawal.item?.name ?? '' })}
      </p>
      <PayoutWait />
      <Link to="/profile" state={WITHDRAWALS_TAB_STATE} onClick={closeModal} data-testid="withdraw-history-link">
        {t('wallet.withdraw.history')}
      </Link>
    </div>
  );
}
