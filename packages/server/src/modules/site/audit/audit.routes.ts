import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListRequest, auditListResponse } from '@skinbet/shared/schemas/admin-audit.schemas';
import { answers } from '../../../http/responses';
import type { AuditListService } from './audit-list.service';

/** The audit log's one call: the console's list (docs/operations/console.md "Audit log"). */
export async function auditRoutes(app: FastifyInstance, deps: { auditList: AuditListService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/audit/list',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, by actor, action (or an action prefix ending in a dot) and target user',
        body: auditListRequest,
        response: answers(auditListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => deps.auditList.list(request.body),
  );
}
