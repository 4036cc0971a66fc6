import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  jackpotGetGameRequest,
  jackpotSetBetRequest,
  jackpotVoidRequest,
  type JackpotGameDto,
  type JackpotHistoryEntry,
  type JackpotStateDto,
} from '@skinbet/shared/schemas/jackpot.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/parse';
import { currentUser, requireUser } from '../../modules/auth/request-auth';

/** The jackpot (SPEC §7): the state, bets, a round's detail, the history, and the admin's void. */
export async function jackpotRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { jackpotBets, jackpotRounds, sessions } = ctx.services;

  // Public; a signed-in caller also gets their own chance, bank and item count.
  app.post('/api/jackpot/get', async (request): Promise<JackpotStateDto> => {
    parseInput(emptyBodySchema, request.body);
    const user = await currentUser(request, sessions);
    return jackpotRounds.state(user?.id ?? null);
  });

  app.post('/api/jackpot/setBet', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    const body = parseInput(jackpotSetBetRequest, request.body);
    return { status: 'success' as const, bet: await jackpotBets.placeBet(user.id, body) };
  });

  app.post('/api/jackpot/getGame', async (request): Promise<JackpotGameDto> => {
    const { id } = parseInput(jackpotGetGameRequest, request.body);
    return jackpotRounds.game(id);
  });

  app.post('/api/jackpot/history', async (request): Promise<{ history: JackpotHistoryEntry[] }> => {
    parseInput(emptyBodySchema, request.body);
    return { history: await jackpotRounds.history() };
  });

  // ARCHITECTURE §4: voiding (full refunds, before any winner exists) is the only control an admin has.
  app.post('/api/admin/jackpot/void', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    if (!user.isAdmin) throw new ApiError('admin_api.forbidden', 403);
    const body = parseInput(jackpotVoidRequest, request.body);
    const round = await jackpotRounds.voidCurrent(user.id, body?.reason || 'admin');
    return { status: 'success' as const, roundId: round.id };
  });
}
