import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminApproveRequest,
  adminDecisionResponse,
  adminRejectRequest,
  adminWithdrawListRequest,
  adminWithdrawListResponse,
  kycRequest,
} from '@skinbet/shared/schemas/withdrawals.schemas';
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
        summary: 'Withdrawals in one status (default: waiting in moderation), oldest first',
        body: adminWithdrawListRequest,
        response: answers(adminWithdrawListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => ({ withdraws: await moderation.list(request.body?.status, request.body?.limit) }),
  );

  api.post(
    '/api/admin/withdrawals/approve',
    {
      schema: {
        tags,
        summary: 'Approve a withdrawal: its payout job or trade offer is enqueued (again, for a stalled payout)',
        body: adminApproveRequest,
        response: answers(adminDecisionResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => ({
      status: 'success' as const,
      withdraw: await moderation.approve(request.user.id, request.body.id),
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
      withdraw: await moderation.reject(request.user.id, request.body.id, request.body.reason),
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
