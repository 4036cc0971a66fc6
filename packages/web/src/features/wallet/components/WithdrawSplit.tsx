import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { withdrawSplit } from '../withdraw-rules';
import styles from './Wallet.module.css';

/**
 * docs/money/withdrawals.md "Rules": the 20 % tax and the net amount, shown before confirming.
 * Computed with the server's own rounding (shared withdrawalTax), so tax + net is always the
 * amount asked for.
 */
export function WithdrawSplit({ amount, taxPercent }: { amount: number; taxPercent: number }) {
  const { t } = useI18n('wallet');
  const { tax, net } = withdrawSplit(amount);
  return (
    <dl className={styles.summary} data-testid="withdraw-split" data-tax={tax} data-net={net}>
      <div className={styles.summaryRow}>
        <dt>{t('wallet.withdraw.split_amount')}</dt>
        <dd>{formatAmount(amount)}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t('wallet.withdraw.split_tax', { percent: taxPercent })}</dt>
        <dd>{`\u2212${formatAmount(tax)}`}</dd>
      </div>
      <div className={`${styles.summaryRow} ${styles.total}`}>
        <dt>{t('wallet.withdraw.split_net')}</dt>
        <dd data-testid="withdraw-net">{formatAmount(net)}</dd>
      </div>
    </dl>
  );
}
