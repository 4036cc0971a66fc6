import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema, voidRoundRequest, voidRoundResponse } from '@skinbet/shared/schemas/common.schemas';
import {
  crashGameSchema,
  crashHistoryResponse,
  fairnessChainsResponse,
  getGameRequest,
} from '@skinbet/shared/schemas/crash.schemas';
import { answers } from '../../http/responses';
import type { FairnessChains } from '../fairness/chain.service';
import type { CrashRounds } from './crash.rounds.service';

const tags = ['crash'];

/** Crash rounds (docs/api/http.md "Calls"): history, a round's detail, the published chains, and the admin's void. */
export async function crashRoutes(
  app: FastifyInstance,
  deps: { crashRounds: CrashRounds; fairness: FairnessChains },
): Promise<void> {
  const { crashRounds, fairness } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/crash/getHistory',
    {
      schema: {
        tags,
        summary: 'The last crash points',
        body: emptyBodySchema,
        response: answers(crashHistoryResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => ({ history: await crashRounds.history() }),
  );

  api.post(
    '/api/crash/getGame',
    {
      schema: {
        tags,
        summary: 'A round with its bets (its secret once ended)',
        body: getGameRequest,
        response: answers(crashGameSchema),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => crashRounds.game(request.body.id),
  );

  api.post(
    '/api/provably-fair/chains',
    {
      schema: {
        tags: ['fairness'],
        summary: 'The published hash chains and their anchors',
        body: emptyBodySchema,
        response: answers(fairnessChainsResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => {
      const chains = await fairness.listChains();
      return { chains: chains.map(({ createdAt, ...chain }) => ({ ...chain, created_at: createdAt.toISOString() })) };
    },
  );

  // docs/fairness/formulas.md "No one controls outcomes": voiding (full refunds) is the only control an admin has over
  // a round.
  api.post(
    '/api/admin/crash/void',
    {
      schema: {
        tags: ['admin'],
        summary: 'Void the crash round in play (every stake refunded)',
        body: voidRoundRequest,
        response: answers(voidRoundResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      const round = await crashRounds.voidCurrent(
        request.user.id,
        request.body?.reason || 'admin',
        request.body?.roundId,
      );
      return { status: 'success' as const, roundId: round.id };
    },
  );
}
