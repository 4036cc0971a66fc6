import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { getUserRequest, saveUrlRequest } from '@skinbet/shared/schemas/user.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import { parseInput } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { requireUser } from '../auth/request-auth';

export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { sessions, users } = ctx.services;

  app.post('/api/user/get', async (request, reply) => {
    parseInput(emptyBodySchema, request.body);
    return users.present(await requireUser(request, reply, sessions));
  });

  app.post('/api/user/getBalance', async (request, reply) => {
    parseInput(emptyBodySchema, request.body);
    const user = await requireUser(request, reply, sessions);
    return { balance: centsToAmount(user.balance) };
  });

  app.post('/api/user/getProfile', async (request, reply) => {
    parseInput(emptyBodySchema, request.body);
    return users.profile(await requireUser(request, reply, sessions));
  });

  // Public: guests may look at profiles too (SPEC §2 User route).
  app.post('/api/user/getUser', async (request) => {
    const { user_id } = parseInput(getUserRequest, request.body);
    return users.publicProfile(user_id);
  });

  app.post('/api/user/saveUrl', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    const parsed = saveUrlRequest.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ status: 'error', message: 'user_api.trade_link_invalid' });
    await users.saveTradeLink(user.id, parsed.data.trade_link);
    return { status: 'success', message: 'user_api.trade_link_saved' };
  });

  app.post('/api/user/notification/readAll', { config: { mutates: true } }, async (request, reply) => {
    parseInput(emptyBodySchema, request.body);
    const user = await requireUser(request, reply, sessions);
    const updated = await ctx.services.notifications.readAll(user.id);
    return { status: 'success', updated };
  });
}
