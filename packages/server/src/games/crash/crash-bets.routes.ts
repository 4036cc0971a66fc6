import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { myBetResponse } from '@skinbet/shared/schemas/crash.schemas';
import { answers } from '../../http/responses';
import type { CrashBetsService } from './crash-bets.service';

/** `/api/crash/myBet` (docs/api/http.md "Calls"): the caller's bets in the current round, `{ userBet }`. */
export async function crashBetsRoutes(app: FastifyInstance, deps: { crashBets: CrashBetsService }): Promise<void> {
  const { crashBets } = deps;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/crash/myBet',
    {
      // The body carries nothing the server needs (an `apiToken` at most, ignored like on sockets).
      schema: {
        tags: ['crash'],
        summary: 'My bets in the current round',
        body: emptyBodySchema,
        response: answers(myBetResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => ({ userBet: await crashBets.myBets(request.user.id) }),
  );
}
