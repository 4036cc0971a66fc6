import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorKey } from '@skinbet/shared/errors';
import { errorBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  cardDepositRequest,
  cardDepositResponse,
  depositCreateRequest,
  depositCreateResponse,
  depositMinimumRefusal,
  depositOrderSchema,
  orderRequest,
  qiwiCheckRequest,
  sandboxCompleteRequest,
  sandboxCompleteResponse,
} from '@skinbet/shared/schemas/payments.schemas';
import { ApiError } from '../../../http/api-error';
import { answers } from '../../../http/responses';
import type { MinimumRefusal } from './deposit-orders.service';
import { presentOrder } from './payments.presenter';
import type { PaymentsServices } from './payments.services';

/**
 * A create call's answers: the order, or under the minimum the refusal with `min` and `method_name`
 * (docs/api/http.md "Calls").
 */
function createAnswers<Ok extends z.ZodType>(ok: Ok) {
  return { ...answers(ok), 400: z.union([depositMinimumRefusal, errorBodySchema]) };
}

function minimumRefusal(refusal: MinimumRefusal) {
  return {
    status: 'error' as const,
    message: 'deposit_api.min_sum' as const,
    min: refusal.min,
    method_name: refusal.methodName,
  };
}

/** A refused deposit body names what is wrong where there is an error key for it (docs/api/errors.md "Keys"). */
function depositBodyKey(body: unknown): ErrorKey {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (!depositCreateRequest.shape.sum.safeParse(fields.sum).success) return 'deposit_api.sum_invalid';
  if (!depositCreateRequest.shape.promocode.safeParse(fields.promocode).success) return 'promo_api.invalid';
  return 'deposit_api.method_invalid';
}

function cardBodyKey(body: unknown): ErrorKey {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (!cardDepositRequest.shape.sum.safeParse(fields.sum).success) return 'deposit_api.sum_invalid';
  if (!cardDepositRequest.shape.promocode.safeParse(fields.promocode).success) return 'promo_api.invalid';
  return 'app_api.invalid_request';
}

/** This node's own listening address: the sandbox posts its notifications there. */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  const wildcard = ['0.0.0.0', '::', ''].includes(address.address);
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The player's deposit calls (docs/api/http.md "Calls"; issue 15). */
export async function paymentsRoutes(app: FastifyInstance, deps: { payments: PaymentsServices }): Promise<void> {
  const { orders, sandbox, providers } = deps.payments;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/payment/sum/create',
    {
      schema: {
        tags: ['payments'],
        summary: 'Create a deposit order for a payment method; answers what the provider will collect',
        body: depositCreateRequest,
        response: createAnswers(depositCreateResponse),
      },
      config: {
        auth: 'user',
        bucket: 'write',
        mutates: true,
        restricted: true,
        playing: true,
        invalidRequest: depositBodyKey,
      },
    },
    async (request, reply) => {
      const result = await orders.create(request.user.id, request.body);
      if ('belowMinimum' in result) return reply.status(400).send(minimumRefusal(result.belowMinimum));
      const { created } = result;
      return {
        status: 'success' as const,
        transaction_id: created.id,
        amount: created.amount,
        currency: created.currency,
      };
    },
  );

  api.post(
    '/api/payment/order',
    {
      schema: {
        tags: ['payments'],
        summary: "The caller's deposit order, with the hand-off to the provider while it is pending",
        body: orderRequest,
        response: answers(depositOrderSchema),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => orders.order(request.user.id, request.body.id),
  );

  api.post(
    '/api/payment/sandbox/complete',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox only: pay or fail an order through a correctly signed provider notification',
        body: sandboxCompleteRequest,
        response: answers(sandboxCompleteResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true },
    },
    async (request) => {
      const { id, outcome } = request.body;
      const order = await sandbox.complete(request.user.id, id, outcome, selfUrl(app));
      return { status: 'success' as const, order };
    },
  );

  api.post(
    '/api/payment/card/create',
    {
      schema: {
        tags: ['payments'],
        summary: 'Card wallet: a deposit with the receipt of the transfer, reviewed by an operator',
        body: cardDepositRequest,
        response: createAnswers(cardDepositResponse),
      },
      config: {
        auth: 'user',
        bucket: 'write',
        mutates: true,
        restricted: true,
        playing: true,
        invalidRequest: cardBodyKey,
      },
    },
    async (request, reply) => {
      const result = await orders.createCard(request.user.id, request.body);
      if ('belowMinimum' in result) return reply.status(400).send(minimumRefusal(result.belowMinimum));
      return { status: 'success' as const, order: presentOrder(result.created, providers) };
    },
  );

  // Qiwi's licence was revoked in February 2024: the call stays, and always says so.
  api.post(
    '/api/payment/qiwi/check-transaction',
    {
      schema: {
        tags: ['payments'],
        summary: 'Qiwi: always deposit_api.qiwi_unavailable (licence revoked in February 2024)',
        body: qiwiCheckRequest,
        response: answers(z.never()),
      },
      config: { auth: 'user', bucket: 'write', invalidRequest: 'deposit_api.qiwi_unavailable' },
    },
    async () => {
      throw new ApiError('deposit_api.qiwi_unavailable', 400);
    },
  );
}
