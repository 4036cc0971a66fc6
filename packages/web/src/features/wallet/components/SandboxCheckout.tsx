import { useMutation } from '@tanstack/react-query';
import { paymentProviderName } from '@skinbet/shared/payment-providers';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import { useI18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { completeSandbox, orderQuery } from '../api/deposit.api';
import { OrderSummary } from './OrderSummary';
import styles from './PaymentPage.module.css';

/**
 * The payment sandbox (PAYMENTS_SANDBOX): a local provider page instead of the real one. Pay or
 * Fail makes the server send the provider's own correctly signed notification to its real
 * endpoint, so the order is paid or failed exactly as the provider would do it — offline.
 */
export function SandboxCheckout({ order }: { order: DepositOrderDto }) {
  const { t } = useI18n('wallet');
  const complete = useMutation({
    mutationFn: (outcome: 'pay' | 'fail') => completeSandbox(order.id, outcome),
    meta: { errorKey: 'deposit_error.complete_sandbox' },
    onSuccess: (updated) => queryClient.setQueryData(orderQuery(order.id).queryKey, updated),
  });
  // The provider's own name, from the shared provider registry.
  const provider = paymentProviderName(order.provider);
  return (
    <div className={styles.sandbox} data-testid="payment-sandbox">
      <p className={styles.sandboxBadge}>{t('wallet.sandbox.badge')}</p>
      <p className={styles.text}>{t('wallet.sandbox.explain', { provider })}</p>
      <OrderSummary order={order} />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={complete.isPending}
          aria-busy={complete.isPending && complete.variables === 'pay'}
          onClick={() => complete.mutate('pay')}
          data-testid="payment-sandbox-pay"
        >
          {t('wallet.sandbox.pay', { amount: `${order.amount} ${order.currency.toUpperCase()}` })}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={complete.isPending}
          aria-busy={complete.isPending && complete.variables === 'fail'}
          onClick={() => complete.mutate('fail')}
          data-testid="payment-sandbox-fail"
        >
          {t('wallet.sandbox.fail')}
        </button>
      </div>
    </div>
  );
}
