import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { youtubersResponseSchema } from '@skinbet/shared/schemas/streamers.schemas';
import { answers } from '../../http/responses';
import type { StreamersService } from './streamers.service';

export async function streamersRoutes(app: FastifyInstance, deps: { streamers: StreamersService }): Promise<void> {
  const { streamers } = deps;

  // Public and read-only (SPEC §7 `GET /api/youtubers`): guests see the panel too.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/youtubers',
    {
      schema: { tags: ['site'], summary: "The site's streamers", response: answers(youtubersResponseSchema) },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => streamers.list(),
  );
}
