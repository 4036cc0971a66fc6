import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardRequestSchema, dashboardResponseSchema } from '@skinbet/shared/schemas/admin-dashboard.schemas';
import { answers } from '../../../http/responses';
import type { DashboardService } from './dashboard.service';

/** The console's first page for admins (docs/operations/console.md "Dashboard"): reads only. */
export async function dashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Online now; bets, GGR and NGR per game and UTC day; deposits and withdrawals; RTP against published; queues',
        body: dashboardRequestSchema,
        response: answers(dashboardResponseSchema),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => deps.dashboard.read(request.body),
  );
}
