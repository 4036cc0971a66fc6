import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminApproveRequest,
  adminDecisionResponse,
  adminRejectRequest,
  adminWithdrawFactsRequest,
  adminWithdrawFactsResponse,
  adminWithdrawListRequest,
  adminWithdrawListResponse,
  kycRequest,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { amountToCents } from '@skinbet/shared/money';
import { answers } from '../../../http/responses';
import type { WithdrawalModerationService } from './withdrawal-moderation.service';

const tags = ['admin'];

/** The operators' withdrawal queue and KYC checks (admin only; every decision audited). */
export async function withdrawalsAdminRoutes(app: FastifyInstance, deps: { moderation: WithdrawalModerationService }) {
  const { moderation } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/withdrawals/list',
    {
      schema: {
        tags,
        summary:
          'The queue: filtered (status, type, system, amount, player), sorted and paged (default: waiting, oldest first)',
        body: adminWithdrawListRequest,
        response: answers(adminWithdrawListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => {
      const body = adminWithdrawListRequest.parse(request.body ?? {})!;
      const pageSize = body.limit ?? body.page_size;
      const listed = await moderation.list(
        {
          status: body.status ?? 'moderation',
          type: body.type,
          system: body.system,
          minCents: body.min_amount === undefined ? undefined : (amountToCents(body.min_amount) ?? undefined),
          maxCents: body.max_amount === undefined ? undefined : (amountToCents(body.max_amount) ?? undefined),
          userId: body.user_id,
          awaitingSecond: body.awaiting_second,
        },
        { sort: body.sort, order: body.order, offset: (body.page - 1) * pageSize, limit: pageSize },
      );
      return { ...listed, page: body.page, page_size: pageSize };
    },
  );

  api.post(
    '/api/admin/withdrawals/facts',
    {
      schema: {
        tags,
        summary:
          "A request's review facts: account age, deposits against withdrawals, wagering left, protected value, debt, linked accounts, recent large wins",
        body: adminWithdrawFactsRequest,
        response: answers(adminWithdrawFactsResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => moderation.facts(request.body.id),
  );

  api.post(
    '/api/admin/withdrawals/approve',
    {
      schema: {
        tags,
        summary:
          'Approve a withdrawal: its payout job or trade offer is enqueued (again, for a stalled payout); above WITHDRAW_SECOND_APPROVAL_ABOVE the first approval waits for a second admin',
        body: adminApproveRequest,
        response: answers(adminDecisionResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await moderation.approve(request.user.id, request.body.id)),
    }),
  );

  api.post(
    '/api/admin/withdrawals/reject',
    {
      schema: {
        tags,
        summary: 'Reject a withdrawal in moderation (or a stalled payout): what it held returns, the reason is shown',
        body: adminRejectRequest,
        response: answers(adminDecisionResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await moderation.reject(request.user.id, request.body.id, request.body.reason)),
    }),
  );

  api.post(
    '/api/admin/users/kyc',
    {
      schema: {
        tags,
        summary: 'Record (or clear) a player’s identity check: withdrawals above KYC_WITHDRAW_OVER need it',
        body: kycRequest,
        response: answers(successBodySchema),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      await moderation.setKyc(request.user.id, request.body.userId, request.body.verified);
      return { status: 'success' as const };
    },
  );
}
