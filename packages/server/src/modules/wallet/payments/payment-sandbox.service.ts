import type { FastifyBaseLogger } from 'fastify';
import { isGatewayProvider } from '@skinbet/shared/payment-providers';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { WalletConfig } from '../../../wallet.config';
import type { DepositOrdersService } from './deposit-orders.service';
import { findOrder, moveOrder } from './deposit-orders.repository';
import { orderForProvider } from './order-for-provider';
import { presentOrder } from './payments.presenter';
import type { PaymentProviderAdapter } from './providers/provider-adapter';
import type { PaymentProviders } from './providers/provider-registry';

/** How long the sandbox waits for its own notify endpoint before giving up. */
const SELF_NOTIFY_TIMEOUT_MS = 15_000;

export type PaymentSandboxService = ReturnType<typeof createPaymentSandboxService>;

/**
 * The local provider page's buttons (PAYMENTS_SANDBOX): the tester pays or fails an order, and
 * the sandbox sends the notification that order's provider would send — correctly signed, in its
 * protocol — over real HTTP to our own notify endpoint, so signatures, parsing, checks and the
 * credit all run exactly as they do for the real provider.
 */
export function createPaymentSandboxService(deps: {
  db: Database;
  wallet: WalletConfig;
  publicUrl: string;
  providers: PaymentProviders;
  orders: DepositOrdersService;
  log: FastifyBaseLogger;
}) {
  const { db, wallet, providers, orders, log } = deps;

  async function postToSelf(baseUrl: string, provider: string, request: NonNullable<SandboxRequest>) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/api/payment/notify/${provider}`, {
        method: 'POST',
        headers: { ...request.headers, 'content-type': request.contentType },
        body: request.body,
        signal: AbortSignal.timeout(SELF_NOTIFY_TIMEOUT_MS),
      });
    } catch (error) {
      log.error({ err: error, provider }, 'sandbox notification could not be sent');
      throw new ApiError('deposit_api.send_failed', 502);
    }
    // The endpoint answers in the provider's protocol; a refusal leaves the order as it was.
    if (!response.ok) log.warn({ provider, status: response.status }, 'sandbox notification refused');
    await response.body?.cancel();
  }

  return {
    /**
     * `/api/payment/sandbox/complete`: `selfUrl` is this node's own listening address. A `fail`
     * for a provider whose protocol has no failure notification (Free-Kassa, YooMoney only tell
     * of payments) marks the order failed directly. Answers the order as it is afterwards.
     */
    async complete(userId: number, id: number, outcome: 'pay' | 'fail', selfUrl: string): Promise<DepositOrderDto> {
      if (!wallet.sandbox) throw new ApiError('deposit_api.sandbox_off', 403);
      const order = await orders.ownOrder(userId, id);
      const adapter = isGatewayProvider(order.provider) ? providers[order.provider] : undefined;
      // Card-wallet orders wait for an operator; they have no provider to imitate.
      if (!adapter) throw new ApiError('deposit_api.method_invalid', 400);
      // A provider with credentials is the real one (issue 25): the sandbox never speaks for it,
      // so its real secret never signs a notification nobody paid for.
      if (!adapter.sandboxed) throw new ApiError('deposit_api.sandbox_off', 403);
      if (order.status === 'pending') {
        const request = adapter.sandboxNotification(
          orderForProvider(order, deps.publicUrl),
          outcome === 'pay' ? 'paid' : 'failed',
        );
        if (request) await postToSelf(selfUrl, adapter.name, request);
        else if (outcome === 'fail') {
          await inTransaction(db, (tx) =>
            moveOrder(tx, order.id, ['pending'], 'failed', { reviewReason: 'sandbox: failed by the tester' }),
          );
        } else throw new Error(`${adapter.name} has no sandbox payment notification`);
      }
      return presentOrder((await findOrder(db, order.id))!, providers);
    },
  };
}

type SandboxRequest = ReturnType<PaymentProviderAdapter['sandboxNotification']>;
