import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminDepositDecisionResponse,
  adminDepositListResponse,
  ratesResponse,
  reviewDecisionRequest,
  setRateRequest,
} from '@skinbet/shared/schemas/payments.schemas';
import { ApiError } from '../../../http/api-error';
import { answers } from '../../../http/responses';
import type { PaymentsServices } from './payments.services';

/** Operators' deposit calls: the review queue (card receipts, payments held back) and the currency rates. */
export async function paymentsAdminRoutes(app: FastifyInstance, deps: { payments: PaymentsServices }): Promise<void> {
  const { review, rates } = deps.payments;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/deposits/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deposit orders waiting for an operator, oldest first',
        body: emptyBodySchema,
        response: answers(adminDepositListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async () => ({ orders: await review.list() }),
  );

  api.post(
    '/api/admin/deposits/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Credit a deposit order in review (once; audited)',
        body: reviewDecisionRequest,
        response: answers(adminDepositDecisionResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => ({ status: 'success' as const, order: await review.approve(request.user.id, request.body.id) }),
  );

  api.post(
    '/api/admin/deposits/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuse a deposit order in review with a reason the player is told (audited)',
        body: reviewDecisionRequest,
        response: answers(adminDepositDecisionResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => {
      const { id, reason } = request.body;
      if (!reason) throw new ApiError('app_api.invalid_request', 400);
      return { status: 'success' as const, order: await review.reject(request.user.id, id, reason) };
    },
  );

  api.post(
    '/api/admin/payments/rates',
    {
      schema: {
        tags: ['admin'],
        summary: "Set one currency's rate (units per site unit) for new orders; answers every rate (audited)",
        body: setRateRequest,
        response: answers(ratesResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => ({
      status: 'success' as const,
      rates: await rates.set(request.user.id, request.body.currency, request.body.rate),
    }),
  );
}
