import type { FastifyBaseLogger } from 'fastify';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import { isGatewayProvider } from '@skinbet/shared/payment-providers';
import { depositMethod, type DepositMethod } from '@skinbet/shared/wallet';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { WalletConfig } from '../../../wallet.config';
import type { ResponsibleGambling } from '../../account/responsible-gambling';
import { bonusCents, centsToDecimal, collectAmount } from './deposit-amount';
import type { DepositPromos } from './deposit-credit';
import {
  countRecentUnpaidOrders,
  findOrder,
  findUsername,
  insertOrder,
  lockOrderCreation,
  type DepositOrderRow,
  type NewDepositOrder,
} from './deposit-orders.repository';
import { orderForProvider, SITE_CURRENCY } from './order-for-provider';
import type { PaymentRates } from './payment-rates.service';
import { methodAvailable, presentOrder } from './payments.presenter';
import { paymentProviderDefinition, type PaymentProviders } from './providers/provider-registry';

/**
 * A player may have this many orders waiting (pending or in review) made within the last hour:
 * enough to retry a payment a few times, not enough to fill the table or the review queue. An
 * abandoned order stops counting after the hour (it can still be paid later).
 */
export const MAX_UNPAID_ORDERS = 5;
export const UNPAID_WINDOW_MS = 3_600_000;

/** A sum under the method's minimum: answered as `{status:"error", message:"deposit_api.min_sum", min, method_name}`. */
export interface MinimumRefusal {
  min: number;
  methodName: string;
}

export type OrderCreated = { created: DepositOrderRow } | { belowMinimum: MinimumRefusal };

export type DepositOrdersService = ReturnType<typeof createDepositOrdersService>;

/** Deposit orders: made by the deposit and card-wallet modals, read by the `/payments/{id}` page. */
export function createDepositOrdersService(deps: {
  db: Database;
  wallet: WalletConfig;
  publicUrl: string;
  providers: PaymentProviders;
  rates: PaymentRates;
  promos: DepositPromos;
  /** Responsible gambling's gate: exclusions and deposit limits (docs/payments/deposits.md "Deposit limit"). */
  depositGate: Pick<ResponsibleGambling, 'admitDeposit'>;
  log: FastifyBaseLogger;
}) {
  const { db, wallet, providers, rates, promos, depositGate } = deps;

  function belowMinimum(method: DepositMethod, sumCents: number): MinimumRefusal | undefined {
    const minCents = wallet.depositMinCents[method.code] ?? 0;
    return sumCents < minCents ? { min: centsToAmount(minCents), methodName: method.name } : undefined;
  }

  /** What the provider collects (its registry entry says): the method's currency at the current rate, or the site-currency price. */
  async function pricing(tx: Transaction, method: DepositMethod, sumCents: number) {
    if (isGatewayProvider(method.provider) && paymentProviderDefinition(method.provider).collects === 'site-currency') {
      return { amount: centsToDecimal(sumCents), currency: SITE_CURRENCY, rate: '1' };
    }
    const rate = await rates.rateOf(method.currency, tx);
    const amount = rate === undefined ? null : collectAmount(sumCents, rate);
    // No rate configured for the method's currency: nothing sensible to ask the provider for.
    if (rate === undefined || amount === null) throw new ApiError('deposit_api.method_unavailable', 400);
    return { amount, currency: method.currency, rate };
  }

  /**
   * Inserts the order after the per-player bound, the deposit limit and the promo check, in one
   * transaction. The order reserves its sum against the limit while it is open, so its payment is
   * later credited without a second check.
   */
  async function place(
    userId: number,
    method: DepositMethod,
    sumCents: number,
    promocode: string | undefined,
    extra: Pick<NewDepositOrder, 'status' | 'receipt' | 'providerPaymentId'> = {},
  ): Promise<DepositOrderRow> {
    return inTransaction(db, async (tx) => {
      await lockOrderCreation(tx, userId);
      if ((await countRecentUnpaidOrders(tx, userId, UNPAID_WINDOW_MS)) >= MAX_UNPAID_ORDERS) {
        throw new ApiError('deposit_api.too_many_pending', 429);
      }
      // Under the player's creation lock: their own concurrent orders are counted in turn.
      await depositGate.admitDeposit(tx, { userId, amount: sumCents });
      const price = await pricing(tx, method, sumCents);
      const promo = promocode ? await promos.reserveDepositCode(tx, userId, promocode) : undefined;
      // The bonus expected now (code + site tag); the payment books, and records, what applies then.
      const tagPercent = promos.tagBonusPercent((await findUsername(tx, userId)) ?? '');
      const order = await insertOrder(tx, {
        userId,
        method: method.code,
        provider: method.provider,
        sum: sumCents,
        bonus: bonusCents(sumCents, (promo?.percent ?? 0) + tagPercent),
        promoId: promo?.promoId ?? null,
        ...price,
        ...extra,
      });
      // Only a card receipt can collide: the same receipt on an order not rejected.
      if (!order) throw new ApiError('deposit_api.transaction_completed', 409);
      return order;
    });
  }

  function sumInCents(sum: number): number {
    const cents = amountToCents(sum);
    if (cents === null || cents <= 0) throw new ApiError('deposit_api.sum_invalid', 400);
    return cents;
  }

  return {
    /**
     * `/api/payment/sum/create`: a pending order for a provider method. Steam skins are deposited
     * by trade offer and the card wallet has its own call, so both are `method_invalid` here.
     */
    async create(
      userId: number,
      input: { sum: number; depositMethod: string; promocode?: string },
    ): Promise<OrderCreated> {
      const method = depositMethod(input.depositMethod);
      if (!method) throw new ApiError('deposit_api.method_invalid', 400);
      if (method.provider === 'qiwi') throw new ApiError('deposit_api.qiwi_unavailable', 400);
      if (method.provider === 'steam' || method.provider === 'card') {
        throw new ApiError('deposit_api.method_invalid', 400);
      }
      if (!methodAvailable(method.provider, providers)) throw new ApiError('deposit_api.method_unavailable', 400);
      const sumCents = sumInCents(input.sum);
      const refusal = belowMinimum(method, sumCents);
      if (refusal) return { belowMinimum: refusal };
      return { created: await place(userId, method, sumCents, input.promocode || undefined) };
    },

    /** `/api/payment/card/create`: the card wallet's order goes straight to an operator with its receipt. */
    async createCard(
      userId: number,
      input: { sum: number; receipt: string; promocode?: string },
    ): Promise<OrderCreated> {
      const method = depositMethod('card')!;
      const sumCents = sumInCents(input.sum);
      const refusal = belowMinimum(method, sumCents);
      if (refusal) return { belowMinimum: refusal };
      const order = await place(userId, method, sumCents, input.promocode || undefined, {
        status: 'review',
        receipt: input.receipt,
        // UNIQUE (provider, provider_payment_id): one receipt backs one order (cleared on rejection).
        providerPaymentId: input.receipt,
      });
      return { created: order };
    },

    /**
     * `/api/payment/order`: the owner's order, with how to leave for the provider while it is
     * pending (never for a sandboxed provider, whose page pays or fails it locally).
     */
    async order(userId: number, id: number): Promise<DepositOrderDto> {
      const order = await findOrder(db, id);
      if (!order || order.userId !== userId) throw new ApiError('deposit_api.payment_not_found', 404);
      const adapter = isGatewayProvider(order.provider) ? providers[order.provider] : undefined;
      if (order.status !== 'pending' || !adapter || adapter.sandboxed) return presentOrder(order, providers);
      try {
        const handoff = await adapter.handoff(orderForProvider(order, deps.publicUrl));
        return presentOrder(order, providers, handoff);
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id, provider: order.provider }, 'payment hand-off failed');
        throw new ApiError('deposit_api.send_failed', 502);
      }
    },

    /** The order itself, for its owner only (the sandbox's checks). */
    async ownOrder(userId: number, id: number): Promise<DepositOrderRow> {
      const order = await findOrder(db, id);
      if (!order || order.userId !== userId) throw new ApiError('deposit_api.payment_not_found', 404);
      return order;
    },
  };
}
