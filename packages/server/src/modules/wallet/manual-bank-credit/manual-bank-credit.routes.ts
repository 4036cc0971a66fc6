import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { amountToCents } from '@skinbet/shared/money';
import { manualDepositRequestSchema, manualDepositResponseSchema } from '@skinbet/shared/schemas/admin-money.schemas';
import { adminManualListRequest, adminManualListResponse } from '@skinbet/shared/schemas/deposits-admin.schemas';
import { answers } from '../../../http/responses';
import type { ManualBankCreditService } from './manual-bank-credit.service';

/** The operator's manual bank credit (the path keeps its published name). */
export async function manualBankCreditRoutes(
  app: FastifyInstance,
  deps: { manualBankCredit: ManualBankCreditService },
): Promise<void> {
  const { manualBankCredit } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/deposits/manual',
    {
      schema: {
        tags: ['admin'],
        summary: 'Credit a payment received outside the site as a deposit (idempotent on reference, audited)',
        body: manualDepositRequestSchema,
        response: answers(manualDepositResponseSchema),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      const { user_id: userId, amount, reference } = request.body;
      // The schema admits only positive amounts with two decimals at most.
      const cents = amountToCents(amount)!;
      const result = await manualBankCredit.creditManual(request.user.id, { userId, amount: cents, reference });
      return { status: 'success' as const, ...result };
    },
  );

  api.post(
    '/api/admin/deposits/manual/list',
    {
      schema: {
        tags: ['admin'],
        summary: 'Manual bank credits, newest first, with the operator who made each (paged)',
        body: adminManualListRequest,
        response: answers(adminManualListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => {
      const body = adminManualListRequest.parse(request.body ?? {})!;
      const { page, page_size: pageSize } = body;
      const listed = await manualBankCredit.list(
        { userId: body.user_id },
        { offset: (page - 1) * pageSize, limit: pageSize },
      );
      return { ...listed, page, page_size: pageSize };
    },
  );
}
