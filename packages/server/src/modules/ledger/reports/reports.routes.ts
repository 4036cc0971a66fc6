import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ggrReportRequestSchema,
  ggrReportResponseSchema,
  ledgerCheckResponseSchema,
} from '@skinbet/shared/schemas/admin-money.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { answers } from '../../../http/responses';
import type { ReportsService } from './reports.service';

const tags = ['admin'];

/**
 * The operator's reconciliation (docs/money/accounts.md "Ledger check"). Both only read, so
 * they are not `mutates`: an operator checks the books during maintenance too.
 */
export async function reportsRoutes(app: FastifyInstance, deps: { reports: ReportsService }): Promise<void> {
  const { reports } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/ledger/check',
    {
      schema: {
        tags,
        summary: 'Re-check the ledger: account sums, zero sum, balance-after chains, cached balances',
        body: emptyBodySchema,
        response: answers(ledgerCheckResponseSchema),
      },
      // Re-sums every transfer: a heavy read, so on the write budget rather than the poll's.
      config: { auth: 'admin', bucket: 'write' },
    },
    async () => reports.ledgerCheck(),
  );

  api.post(
    '/api/admin/reports/ggr',
    {
      schema: {
        tags,
        summary: 'GGR and measured RTP per game and UTC day, with totals against the game result accounts',
        body: ggrReportRequestSchema,
        response: answers(ggrReportResponseSchema),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => reports.ggr(request.body.from, request.body.to),
  );
}
