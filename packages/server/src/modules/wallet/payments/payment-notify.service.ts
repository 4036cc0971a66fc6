import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction, type AfterCommit } from '../../../db/transaction';
import type { DepositCredit } from './deposit-credit';
import { findOrderByPayment, lockOrder, moveOrder, recordNotification } from './deposit-orders.repository';
import { createRefusalRecorder, type NotificationOrigin } from './payment-notify.refusals';
import { sameAmount } from './providers/provider-amounts';
import type { PaymentProviders } from './providers/provider-registry';
import type {
  IncomingNotification,
  NotificationVerdict,
  PaymentProviderAdapter,
  ProviderReply,
} from './providers/provider-adapter';

type Verified = Extract<NotificationVerdict, { ok: true }>;
type Outcome = 'credited' | 'duplicate' | 'review' | 'refused' | 'failed' | 'ignored';

/** What one notification did: recorded with the order, answered as the provider's protocol wants. */
interface Decision {
  outcome: Outcome;
  reason: string | null;
}

/** The largest `serial` id: anything else a notification names cannot be an order. */
const MAX_ORDER_ID = 2_147_483_647;

/** A signed notification naming no order of this provider: kept like a forged one, bounded. */
const UNKNOWN_ORDER = 'unknown order';

export type PaymentNotifyService = ReturnType<typeof createPaymentNotifyService>;

/**
 * The provider notification pipeline (issue 15): the adapter checks the signature; then, with the
 * order locked, the order must exist and be unpaid (or be paid by this very payment: a replay,
 * acknowledged and changing nothing), amount and currency must equal the order's, and a payment
 * moves the order to `paid` and credits it in the same transaction. A signed notification about
 * one of our orders is recorded whole with its outcome and reason; anything else is refused with a
 * bounded, counted record (payment-notify.refusals.ts). A refusal answers the protocol's refusal,
 * nothing more.
 */
export function createPaymentNotifyService(deps: {
  db: Database;
  providers: PaymentProviders;
  credit: DepositCredit;
  log: FastifyBaseLogger;
}) {
  const { db, providers, credit, log } = deps;
  const recordRefused = createRefusalRecorder({ db, log });

  async function decide(
    tx: Transaction,
    afterCommit: AfterCommit,
    adapter: PaymentProviderAdapter,
    verdict: Verified,
  ): Promise<Decision> {
    const refuse = (reason: string): Decision => ({ outcome: 'refused', reason });
    const order = await lockOrder(tx, verdict.orderId);
    if (!order || order.provider !== adapter.name) return refuse(UNKNOWN_ORDER);
    const samePayment = order.providerPaymentId === verdict.paymentId;
    // A credited payment the provider now calls failed (NOWPayments `refunded`): nothing is taken
    // back automatically — it is recorded and logged loudly for an operator to settle.
    if (samePayment && order.status === 'paid' && verdict.status === 'failed') {
      log.error({ orderId: order.id, provider: adapter.name, detail: verdict.detail }, 'paid deposit reported failed');
      return { outcome: 'ignored', reason: `reported failed after it was credited: ${verdict.detail ?? ''}`.trim() };
    }
    // A replay of what the order already records (the provider retried, or a storm of copies).
    if (samePayment && order.status === 'paid') return { outcome: 'duplicate', reason: null };
    if (samePayment && order.status === verdict.status) return { outcome: 'duplicate', reason: null };
    // Not final yet (NOWPayments `waiting`, `confirming`…): acknowledged, nothing to do.
    if (verdict.status === 'ignore') return { outcome: 'ignored', reason: verdict.detail ?? 'not final' };
    if (verdict.status === 'failed') {
      const failed = await moveOrder(tx, order.id, ['pending'], 'failed', { reviewReason: verdict.detail ?? null });
      return failed ? { outcome: 'failed', reason: verdict.detail ?? null } : refuse(`order is ${order.status}`);
    }
    // A partial payment the operator is reviewing may still be completed by the same payment.
    const unpaid = order.status === 'pending' || (order.status === 'review' && samePayment);
    if (!unpaid) return refuse(`order is ${order.status}`);
    // A null currency: the protocol does not repeat it (Free-Kassa binds it in the form's signature).
    const currencyDiffers =
      verdict.currency !== null && verdict.currency.toUpperCase() !== order.currency.toUpperCase();
    if (!sameAmount(verdict.amount, order.amount) || currencyDiffers) {
      return refuse(`amount ${verdict.amount} ${verdict.currency} != order ${order.amount} ${order.currency}`);
    }
    const holder = await findOrderByPayment(tx, adapter.name, verdict.paymentId);
    if (holder && holder.id !== order.id) return refuse(`payment id already on order ${holder.id}`);

    if (verdict.status === 'review') {
      await moveOrder(tx, order.id, ['pending'], 'review', {
        providerPaymentId: verdict.paymentId,
        reviewReason: verdict.detail ?? 'provider review',
      });
      return { outcome: 'review', reason: verdict.detail ?? null };
    }
    const paid = await moveOrder(tx, order.id, ['pending', 'review'], 'paid', { providerPaymentId: verdict.paymentId });
    // The row is locked: it cannot have moved since it was read.
    if (!paid) throw new Error(`order ${order.id} left ${order.status} under its lock`);
    await credit(tx, afterCommit, paid, {
      clearing: `clearing:${adapter.name}`,
      idempotencyKey: `deposit:${adapter.name}:${verdict.paymentId}`,
    });
    return { outcome: 'credited', reason: null };
  }

  function plausibleOrderId(orderId: unknown): orderId is number {
    return Number.isSafeInteger(orderId) && (orderId as number) > 0 && (orderId as number) <= MAX_ORDER_ID;
  }

  return {
    /**
     * Handles one notification of `provider` and answers what its protocol expects. A provider
     * without credentials (and no sandbox) verifies nothing: an empty secret would sign anything.
     */
    async handle(
      provider: PaymentProviderAdapter['name'],
      notification: IncomingNotification,
      origin: NotificationOrigin,
    ): Promise<ProviderReply> {
      const adapter = providers[provider];
      const payload = notification.body;
      let verdict: NotificationVerdict;
      if (!adapter?.available) verdict = { ok: false, reason: 'provider unavailable' };
      else {
        try {
          verdict = adapter.verify(notification);
        } catch (error) {
          // An adapter must not throw for bad input; if one does, the notification is still refused.
          log.error({ err: error, provider }, 'payment adapter threw while verifying');
          verdict = { ok: false, reason: 'verification failed' };
        }
      }
      if (verdict.ok && !plausibleOrderId(verdict.orderId)) verdict = { ok: false, reason: UNKNOWN_ORDER };
      if (!verdict.ok) {
        await recordRefused(provider, verdict.reason, origin);
        return adapter ? adapter.refuse() : { status: 400, contentType: 'text/plain', body: 'refused' };
      }
      const accepted = verdict;
      const decision = await inTransaction(db, async (tx, afterCommit) => {
        const result = await decide(tx, afterCommit, adapter!, accepted);
        if (result.reason === UNKNOWN_ORDER) return result;
        await recordNotification(tx, {
          provider,
          orderId: accepted.orderId,
          providerPaymentId: accepted.paymentId,
          outcome: result.outcome,
          reason: result.reason,
          payload,
        });
        return result;
      });
      if (decision.reason === UNKNOWN_ORDER) {
        await recordRefused(provider, UNKNOWN_ORDER, origin);
        return adapter!.refuse();
      }
      if (decision.outcome === 'refused') {
        // Signed and about one of our orders: the row keeps the payload; the log needs no body.
        const { orderId, paymentId } = accepted;
        log.warn({ provider, orderId, paymentId, reason: decision.reason }, 'payment notification refused');
        return adapter!.refuse();
      }
      return adapter!.acknowledge();
    },
  };
}
