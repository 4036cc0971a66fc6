import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  getGameRequest,
  voidRoundRequest,
  type CrashGameDto,
  type CrashHistoryEntry,
} from '@skinbet/shared/schemas/crash.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/parse';
import { requireUser } from '../../modules/auth/request-auth';

/** Crash rounds (SPEC §7): history, a round's detail, the published chains, and the admin's void. */
export async function crashRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { crashRounds, fairness, sessions } = ctx.services;

  app.post('/api/crash/getHistory', async (request): Promise<{ history: CrashHistoryEntry[] }> => {
    parseInput(emptyBodySchema, request.body);
    return { history: await crashRounds.history() };
  });

  app.post('/api/crash/getGame', async (request): Promise<CrashGameDto> => {
    const { id } = parseInput(getGameRequest, request.body);
    return crashRounds.game(id);
  });

  app.post('/api/provably-fair/chains', async (request) => {
    parseInput(emptyBodySchema, request.body);
    const chains = await fairness.listChains();
    return { chains: chains.map(({ createdAt, ...chain }) => ({ ...chain, created_at: createdAt.toISOString() })) };
  });

  // ARCHITECTURE §4: voiding (full refunds) is the only control an admin has over a round.
  app.post('/api/admin/crash/void', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    if (!user.isAdmin) throw new ApiError('admin_api.forbidden', 403);
    const body = parseInput(voidRoundRequest, request.body);
    const round = await crashRounds.voidCurrent(user.id, body?.reason || 'admin');
    return { status: 'success', roundId: round.id };
  });
}
