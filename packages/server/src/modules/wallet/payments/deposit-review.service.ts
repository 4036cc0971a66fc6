import type { HouseAccount } from '@skinbet/shared/ledger';
import type { DepositStatus } from '@skinbet/shared/wallet';
import { isGatewayProvider } from '@skinbet/shared/payment-providers';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordAudit } from '../../site/audit/audit.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import type { DepositCredit } from './deposit-credit';
import {
  findOrder,
  findUsername,
  listAdminOrders,
  lockOrder,
  moveOrder,
  type DepositOrderRow,
} from './deposit-orders.repository';
import { presentAdminOrder } from './payments.presenter';
import type { PaymentProviders } from './providers/provider-registry';

export type DepositReviewService = ReturnType<typeof createDepositReviewService>;

/**
 * Where an approved order's money comes from, and the key that books it once: the card wallet's
 * clearing account per order, or — for a provider payment held for review (a NOWPayments
 * `partially_paid`) — that provider's clearing under the payment's own key, so a later
 * notification of the same payment is a replay.
 */
function creditSource(order: DepositOrderRow): { clearing: HouseAccount; idempotencyKey: string } {
  if (isGatewayProvider(order.provider) && order.providerPaymentId) {
    return {
      clearing: `clearing:${order.provider}`,
      idempotencyKey: `deposit:${order.provider}:${order.providerPaymentId}`,
    };
  }
  return { clearing: 'clearing:card', idempotencyKey: `deposit:card:${order.id}` };
}

/** Operators decide the orders in review: card-wallet receipts and provider payments held back. */
export function createDepositReviewService(deps: {
  db: Database;
  /** Whether each order's provider is sandboxed (shown with the order). */
  providers: PaymentProviders;
  credit: DepositCredit;
  notifications: NotificationsService;
}) {
  const { db, providers, credit, notifications } = deps;

  async function present(order: DepositOrderRow) {
    return presentAdminOrder(order, (await findUsername(db, order.userId)) ?? '', providers);
  }

  return {
    /** One page of orders in one status (default: in review, oldest first) and how many match. */
    async list(
      filter: { status: DepositStatus; provider?: string; userId?: number },
      page: { offset: number; limit: number },
    ) {
      const { rows, total } = await listAdminOrders(db, filter, page);
      return { orders: rows.map(({ order, username }) => presentAdminOrder(order, username, providers)), total };
    },

    /** Credits an order in review once (the order's lock queues a second approval, which finds it paid). */
    async approve(actorId: number, id: number) {
      const paid = await inTransaction(db, async (tx, afterCommit) => {
        const order = await lockOrder(tx, id);
        if (!order) throw new ApiError('deposit_api.payment_not_found', 404);
        if (order.status !== 'review') throw new ApiError('deposit_api.not_in_review', 409);
        const moved = (await moveOrder(tx, id, ['review'], 'paid'))!;
        await credit(tx, afterCommit, moved, creditSource(order));
        await recordAudit(tx, {
          actorId,
          action: 'deposits.approve',
          target: `deposit_order:${id}`,
          details: {
            userId: order.userId,
            sum: order.sum,
            provider: order.provider,
            reason: order.reviewReason,
            receipt: order.receipt,
          },
          targetUserId: order.userId,
          before: { status: order.status },
          after: { status: 'paid' },
        });
        return moved;
      });
      // Re-read: the credit records the bonus that actually applied.
      return present((await findOrder(db, paid.id)) ?? paid);
    },

    /**
     * Refuses an order in review with a reason the player is told. A card receipt is released
     * (its provider payment id cleared), so the player may submit it again once it is sorted out.
     */
    async reject(actorId: number, id: number, reason: string) {
      const rejected = await inTransaction(db, async (tx, afterCommit) => {
        const order = await lockOrder(tx, id);
        if (!order) throw new ApiError('deposit_api.payment_not_found', 404);
        if (order.status !== 'review') throw new ApiError('deposit_api.not_in_review', 409);
        const moved = (await moveOrder(tx, id, ['review'], 'failed', {
          reviewReason: reason,
          ...(order.provider === 'card' ? { providerPaymentId: null } : {}),
        }))!;
        await recordAudit(tx, {
          actorId,
          action: 'deposits.reject',
          target: `deposit_order:${id}`,
          details: {
            userId: order.userId,
            sum: order.sum,
            provider: order.provider,
            reason,
            receipt: order.receipt,
          },
          targetUserId: order.userId,
          before: { status: order.status },
          after: { status: 'failed', review_reason: reason },
        });
        await notifications.notify(tx, afterCommit, {
          userId: order.userId,
          name: 'notification.deposit_rejected',
          params: { id, reason },
        });
        return moved;
      });
      return present(rejected);
    },
  };
}
