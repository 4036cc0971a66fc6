import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../http/parse';
import { requireUser } from '../../modules/auth/request-auth';

/** `/api/crash/myBet` (SPEC §7): the caller's bets in the current round, `{ userBet }`. */
export async function crashBetsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { sessions, crashBets } = ctx.services;

  app.post('/api/crash/myBet', async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    // The body carries nothing the server needs (an `apiToken` at most, ignored like on sockets).
    parseInput(emptyBodySchema, request.body);
    return { userBet: await crashBets.myBets(user.id) };
  });
}
