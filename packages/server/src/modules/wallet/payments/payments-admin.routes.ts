import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDepositReviewRequest,
  adminDepositReviewResponse,
  adminNotificationLogRequest,
  adminNotificationLogResponse,
} from '@skinbet/shared/schemas/deposits-admin.schemas';
import {
  adminDepositDecisionResponse,
  ratesResponse,
  reviewDecisionRequest,
  setRateRequest,
} from '@skinbet/shared/schemas/payments.schemas';
import { ApiError } from '../../../http/api-error';
import { answers } from '../../../http/responses';
import type { PaymentsServices } from './payments.services';

/**
 * Operators' deposit calls (docs/operations/console.md "Deposits"): the review queue (card
 * receipts, payments held back), the provider notification log and the currency rates. Admins only.
 */
export async function paymentsAdminRoutes(app: FastifyInstance, deps: { payments: PaymentsServices }): Promise<void> {
  const { review, rates, notificationLog } = deps.payments;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/deposits/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deposit orders in one status, paged (default: waiting for an operator, oldest first)',
        body: adminDepositReviewRequest,
        response: answers(adminDepositReviewResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => {
      const body = adminDepositReviewRequest.parse(request.body ?? {})!;
      const { page, page_size: pageSize } = body;
      const listed = await review.list(
        { status: body.status, provider: body.provider, userId: body.user_id },
        { offset: (page - 1) * pageSize, limit: pageSize },
      );
      return { ...listed, page, page_size: pageSize };
    },
  );

  api.post(
    '/api/admin/deposits/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'The provider notification log, newest first: accepted ones with their outcome, or refused ones',
        body: adminNotificationLogRequest,
        response: answers(adminNotificationLogResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => {
      const body = adminNotificationLogRequest.parse(request.body ?? {})!;
      const { page, page_size: pageSize } = body;
      const listed = await notificationLog.list(body.kind, {
        provider: body.provider,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { kind: body.kind, ...listed, page, page_size: pageSize };
    },
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
      config: { auth: 'admin', bucket: 'write', mutates: true },
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
      config: { auth: 'admin', bucket: 'write', mutates: true },
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
