import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { youtubersResponseSchema } from '@skinbet/shared/schemas/streamers.schemas';
import type { AppContext } from '../../app-context';
import { answers } from '../../http/responses';

export async function streamersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { streamers } = ctx.services;

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
