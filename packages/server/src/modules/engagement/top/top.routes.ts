import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { topRequest, topResponse } from '@skinbet/shared/schemas/top.schemas';
import { answers } from '../../../http/responses';
import type { TopService } from './top.service';

/** `POST /api/top {by, period}` (issue 16): public, from the read bucket; an unknown list is `top_api.invalid_query`. */
export async function topRoutes(app: FastifyInstance, deps: { top: TopService }): Promise<void> {
  const { top } = deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/top',
    {
      schema: {
        tags: ['site'],
        summary: 'Top 50 players by amount won or best win ratio, today / this week / this month / all time (UTC)',
        body: topRequest,
        response: answers(topResponse),
      },
      config: { auth: 'public', bucket: 'read', invalidRequest: 'top_api.invalid_query' },
    },
    async (request) => top.top(request.body),
  );
}
