import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentHandoff } from '@skinbet/shared/schemas/payments.schemas';
import { useI18n } from '../../../lib/i18n';
import { handoffTarget } from '../payment-view';
import styles from './PaymentPage.module.css';

/** Session flag: the order already left for its provider once from this tab. */
const leftKey = (orderId: number) => `skinbet.payment.left.${orderId}`;

function alreadyLeft(orderId: number): boolean {
  try {
    return globalThis.sessionStorage?.getItem(leftKey(orderId)) === '1';
  } catch {
    return false;
  }
}

function markLeft(orderId: number): void {
  try {
    globalThis.sessionStorage?.setItem(leftKey(orderId), '1');
  } catch {
    // Storage disabled: coming back from the provider will hand off again, which is harmless.
  }
}

/**
 * The hand-off to a real provider, built by the server with the provider's own signature rules:
 * a redirect (GET) or a form posted to the provider (POST). It happens by itself the first time;
 * a player who comes back from the provider while the order is still pending gets a button instead
 * of being sent away again.
 */
export function ProviderHandoff({ orderId, handoff }: { orderId: number; handoff: PaymentHandoff }) {
  const { t } = useI18n('wallet');
  const form = useRef<HTMLFormElement>(null);
  const target = useMemo(() => handoffTarget(handoff), [handoff]);
  const [auto] = useState(() => !alreadyLeft(orderId));
  const started = useRef(false);

  const leave = useCallback(() => {
    if (!target) return;
    markLeft(orderId);
    if (target.kind === 'redirect') window.location.assign(target.url);
    else form.current?.submit();
  }, [orderId, target]);

  // Once, on arrival (the ref also holds through StrictMode's second run of the effect).
  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    leave();
  }, [auto, leave]);

  if (!target) return <p className={styles.text}>{t('wallet.payment.handoff_broken')}</p>;
  return (
    <div className={styles.handoff} data-testid="payment-handoff" data-method={handoff.method}>
      <p className={styles.text}>{t(auto ? 'wallet.payment.leaving' : 'wallet.payment.returned')}</p>
      {target.kind === 'form' && (
        <form ref={form} method="post" action={target.action} acceptCharset="UTF-8">
          {target.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
      <button type="button" className="button button--primary" onClick={leave} data-testid="payment-handoff-go">
        {t('wallet.payment.go_to_provider')}
      </button>
    </div>
  );
}
