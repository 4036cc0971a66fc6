import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ggrReportRequestSchema,
  ggrReportResponseSchema,
  ledgerCheckResponseSchema,
} from '@skinbet/shared/schemas/admin-money.schemas';
import {
  ggrCsvRequestSchema,
  type GgrCsvRequest,
  ledgerCheckRunsRequestSchema,
  ledgerCheckRunsResponseSchema,
  liabilitiesResponseSchema,
} from '@skinbet/shared/schemas/admin-reports.schemas';
import { emptyBodySchema, errorBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { answers } from '../../../http/responses';
import type { ReportsService } from './reports.service';

const tags = ['admin'];

/**
 * The operator's reconciliation and reports (docs/money/accounts.md "Ledger check",
 * docs/operations/console.md "Reports"). All only read the books, so none is `mutates`: an
 * operator checks them during maintenance too. The check stores its run, which is its record,
 * not a change to anything an operator manages.
 */
export async function reportsRoutes(app: FastifyInstance, deps: { reports: ReportsService }): Promise<void> {
  const { reports } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/ledger/check',
    {
      schema: {
        tags,
        summary:
          'Re-check the ledger: account sums, zero sum, balance-after chains, cached balances; the run is stored',
        body: emptyBodySchema,
        response: answers(ledgerCheckResponseSchema),
      },
      // Re-sums every transfer: a heavy read, so on the write budget rather than the poll's.
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => reports.ledgerCheck(request.user!.id),
  );

  api.post(
    '/api/admin/ledger/checks',
    {
      schema: {
        tags,
        summary: "The ledger check's last result and its history (manual and periodic runs), newest first",
        body: ledgerCheckRunsRequestSchema,
        response: answers(ledgerCheckRunsResponseSchema),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => reports.ledgerCheckRuns(request.body?.page),
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

  // A file, not JSON: outside the zod type provider, whose replies are the schema's JSON answers.
  app.post<{ Body: GgrCsvRequest }>(
    '/api/admin/reports/ggr/csv',
    {
      schema: {
        tags,
        summary: 'The GGR report as a CSV file (one line per game and day, then one total line per game)',
        body: ggrCsvRequestSchema,
        response: { '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request, reply) => {
      const { from, to } = request.body;
      const csv = await reports.ggrCsv(from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ggr-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  api.post(
    '/api/admin/reports/liabilities',
    {
      schema: {
        tags,
        summary: "What players hold (available, held, cashback) against the house's accounts, now",
        body: emptyBodySchema,
        response: answers(liabilitiesResponseSchema),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async () => reports.liabilities(),
  );
}
