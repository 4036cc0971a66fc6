import type { FastifyInstance } from 'fastify';
import type { YoutubersResponse } from '@skinbet/shared/schemas/streamers.schemas';
import type { AppContext } from '../../app-context';

export async function streamersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { streamers } = ctx.services;

  // Public and read-only (SPEC §7 `GET /api/youtubers`): guests see the panel too.
  app.get('/api/youtubers', async (): Promise<YoutubersResponse> => streamers.list());
}
