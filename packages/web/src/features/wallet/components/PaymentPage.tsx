import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { orderQuery } from '../api/deposit.api';
import { isOpenOrder, orderStage, parseOrderId } from '../payment-view';
import { OrderResult } from './OrderResult';
import { OrderSummary } from './OrderSummary';
import { ProviderHandoff } from './ProviderHandoff';
import { SandboxCheckout } from './SandboxCheckout';
import styles from './PaymentPage.module.css';
import { SignInButton } from '../../../components/SignInButton';

/** While an order waits for its provider, the page asks for news this often. */
const ORDER_POLL_MS = 5_000;

/**
 * `/payments/{id}` (issue 15): where the deposit modal sends the browser. A pending order leaves
 * for its provider (a redirect or a form post signed by the server), or, in the sandbox, shows the
 * local provider page; once the provider has answered the page shows the result.
 */
export function PaymentPage() {
  const { t } = useI18n('wallet');
  const { user, known } = useCurrentUser();
  const id = parseOrderId(useParams().id);
  if (!known) return <PaymentSkeleton />;
  if (!user || id === null) {
    return (
      <section className={`panel ${styles.page}`} data-testid="payment-unavailable">
        <h1 className={styles.title}>{t('wallet.payment.title_unknown')}</h1>
        <p className={styles.text}>{t(user ? 'wallet.payment.not_found' : 'wallet.payment.sign_in')}</p>
        {!user && <SignInButton />}
      </section>
    );
  }
  return <Payment id={id} />;
}

function Payment({ id }: { id: number }) {
  const { t } = useI18n('wallet');
  const order = useQuery({
    ...orderQuery(id),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && isOpenOrder(data) && !data.sandbox ? ORDER_POLL_MS : false;
    },
  });
  usePaidNotice(order.data);

  if (order.isPending) return <PaymentSkeleton />;
  if (!order.data) {
    return (
      <section className={`panel ${styles.page}`} data-testid="payment-unavailable">
        <h1 className={styles.title}>{t('wallet.payment.title_unknown')}</h1>
        <p className={styles.text}>{t('wallet.payment.load_failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void order.refetch()}>
          {t('wallet.retry')}
        </button>
      </section>
    );
  }
  const stage = orderStage(order.data);
  return (
    <section
      className={`panel ${styles.page}`}
      data-testid="payment-page"
      data-order-id={order.data.id}
      data-status={order.data.status}
      data-stage={stage}
    >
      <h1 className={styles.title}>{t('wallet.payment.title', { id: order.data.id })}</h1>
      {stage === 'sandbox' ? (
        <SandboxCheckout order={order.data} />
      ) : (
        <>
          <OrderSummary order={order.data} />
          {stage === 'handoff' && order.data.handoff ? (
            <ProviderHandoff orderId={order.data.id} handoff={order.data.handoff} />
          ) : (
            <OrderResult order={order.data} stage={stage} />
          )}
        </>
      )}
      <Link className={styles.back} to="/">
        {t('wallet.payment.back_home')}
      </Link>
    </section>
  );
}

/**
 * The success notice "payment successful, balance increased": once, when this page sees its
 * order go from pending to paid (the sandbox's pay, or the provider's notification meanwhile).
 */
function usePaidNotice(order: DepositOrderDto | undefined) {
  const previous = useRef(order?.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = order?.status;
    if (before === 'pending' && order?.status === 'paid') {
      notify.success('wallet.payment.paid_notice');
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.withdraws });
    }
  }, [order?.status]);
}

function PaymentSkeleton() {
  return (
    <div className={`panel ${styles.page}`} aria-busy="true" data-testid="payment-loading">
      <Skeleton height={28} width={220} />
      <Skeleton height={140} radius={12} />
    </div>
  );
}

export default PaymentPage;
