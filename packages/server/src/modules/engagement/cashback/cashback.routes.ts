import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { cashbackTakeResponse } from '@skinbet/shared/schemas/user.schemas';
import { answers } from '../../../http/responses';
import type { CashbackService } from './cashback.service';

export async function cashbackRoutes(app: FastifyInstance, deps: { cashback: CashbackService }): Promise<void> {
  const { cashback } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/cashback/take',
    {
      schema: {
        tags: ['user'],
        summary: 'Move the whole cashback to the balance (once per 24 h, after the minimum deposit)',
        body: emptyBodySchema,
        response: answers(cashbackTakeResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true, playing: true },
    },
    async (request) => cashback.take(request.user.id),
  );
}
