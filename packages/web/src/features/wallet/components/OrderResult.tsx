import { Link } from 'react-router';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import type { OrderStage } from '../payment-view';
import styles from './PaymentPage.module.css';

const ICONS: Record<Exclude<OrderStage, 'sandbox' | 'handoff'>, string> = {
  waiting: '⏳',
  review: '⏳',
  paid: '✓',
  failed: '✕',
  canceled: '✕',
};

/**
 * What became of the order: paid (the balance rose by the sum and the bonus), failed or cancelled
 * (nothing was taken; deposit again), in review (an operator decides), or still waiting for the
 * provider's confirmation (the page keeps asking).
 */
export function OrderResult({ order, stage }: { order: DepositOrderDto; stage: OrderStage }) {
  const { t } = useI18n('wallet');
  const openModal = useUiStore((state) => state.openModal);
  if (stage === 'sandbox' || stage === 'handoff') return null;
  const credited = formatAmount(order.sum + order.bonus);
  return (
    <div className={`${styles.result} ${styles[stage]}`} role="status" data-testid="payment-result">
      <span className={styles.resultIcon} aria-hidden="true">
        {ICONS[stage]}
      </span>
      <p className={styles.resultText}>{t(`wallet.payment.result.${stage}`, { amount: credited })}</p>
      {(stage === 'failed' || stage === 'canceled') && (
        <button type="button" className="button button--primary" onClick={() => openModal('deposit')}>
          {t('wallet.payment.again')}
        </button>
      )}
      {stage === 'paid' && (
        <Link className="button button--ghost" to="/">
          {t('wallet.payment.play')}
        </Link>
      )}
    </div>
  );
}
