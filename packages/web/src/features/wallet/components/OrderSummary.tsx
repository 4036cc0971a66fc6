import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import styles from './Wallet.module.css';

/**
 * A deposit order as the player and the sandbox's provider page see it: the method, what the
 * provider collects (amount and currency), what the balance receives, the promo bonus, the status.
 */
export function OrderSummary({ order }: { order: DepositOrderDto }) {
  const { t } = useI18n('wallet');
  const rows: [string, string, string][] = [
    ['method', t('wallet.payment.method'), order.method_name],
    ['amount', t('wallet.payment.amount'), `${order.amount} ${order.currency.toUpperCase()}`],
    ['sum', t('wallet.payment.sum'), formatAmount(order.sum)],
  ];
  if (order.bonus > 0) rows.push(['bonus', t('wallet.payment.bonus'), `+${formatAmount(order.bonus)}`]);
  rows.push(['status', t('wallet.payment.status_title'), t(`wallet.payment.status.${order.status}`)]);
  return (
    <dl className={styles.summary} data-testid="payment-summary">
      {rows.map(([id, label, value]) => (
        <div key={id} className={styles.summaryRow}>
          <dt>{label}</dt>
          <dd data-testid={`payment-${id}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
