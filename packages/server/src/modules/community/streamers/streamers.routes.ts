import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStreamerListRequest, adminStreamerListResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { adminStreamerSetRequest, adminStreamerSetResponse } from '@skinbet/shared/schemas/streamers-admin.schemas';
import { youtubersResponseSchema } from '@skinbet/shared/schemas/streamers.schemas';
import { answers } from '../../../http/responses';
import type { StreamersService } from './streamers.service';

/** The streamers panel's list (public) and the operators' call that manages it. */
export async function streamersRoutes(app: FastifyInstance, deps: { streamers: StreamersService }): Promise<void> {
  const { streamers } = deps;

  // Public and read-only (`GET /api/youtubers`, docs/api/http.md "Calls"): guests see the panel too.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/youtubers',
    {
      schema: { tags: ['site'], summary: "The site's streamers", response: answers(youtubersResponseSchema) },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => streamers.list(),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/streamers/set',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a user to the streamers or remove them (audited)',
        body: adminStreamerSetRequest,
        response: answers(adminStreamerSetResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => streamers.set(request.user.id, request.body.user_id, request.body.is_youtuber),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/streamers/list',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users marked as streamers (banned ones too), by name',
        body: adminStreamerListRequest,
        response: answers(adminStreamerListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => streamers.adminList(request.body),
  );
}
