import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema, voidRoundRequest, voidRoundResponse } from '@skinbet/shared/schemas/common.schemas';
import {
  wheelGameSchema,
  wheelGetGameRequest,
  wheelHistoryResponse,
  wheelSetBetRequest,
  wheelSetBetResponse,
  wheelStateSchema,
} from '@skinbet/shared/schemas/wheel.schemas';
import { answers } from '../../http/responses';
import type { WheelBetsService } from './wheel-bets.service';
import type { WheelRounds } from './wheel.rounds.service';

const tags = ['wheel'];

/** The wheel (docs/api/http.md "Calls"): the state, bets, a round's detail, the history, and the admin's void. */
export async function wheelRoutes(
  app: FastifyInstance,
  deps: { wheelBets: WheelBetsService; wheelRounds: WheelRounds },
): Promise<void> {
  const { wheelBets, wheelRounds } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/wheel/get',
    {
      schema: { tags, summary: 'The round in play', body: emptyBodySchema, response: answers(wheelStateSchema) },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => wheelRounds.state(),
  );

  api.post(
    '/api/wheel/setBet',
    {
      schema: {
        tags,
        summary: 'Bet items on a colour',
        body: wheelSetBetRequest,
        response: answers(wheelSetBetResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true },
    },
    async (request) => ({
      status: 'success' as const,
      bet: await wheelBets.placeBet(request.user.id, request.body),
    }),
  );

  api.post(
    '/api/wheel/getGame',
    {
      schema: {
        tags,
        summary: 'A round with its bets and, once spun, its segment and secret',
        body: wheelGetGameRequest,
        response: answers(wheelGameSchema),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => wheelRounds.game(request.body.id),
  );

  api.post(
    '/api/wheel/history',
    {
      schema: {
        tags,
        summary: 'The last finished rounds',
        body: emptyBodySchema,
        response: answers(wheelHistoryResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => ({ history: await wheelRounds.history() }),
  );

  // docs/fairness/formulas.md "No one controls outcomes": voiding (full refunds, before the segment is shown) is the
  // only control an admin has.
  api.post(
    '/api/admin/wheel/void',
    {
      schema: {
        tags: ['admin'],
        summary: 'Void the wheel round while betting is open',
        body: voidRoundRequest,
        response: answers(voidRoundResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      const round = await wheelRounds.voidCurrent(
        request.user.id,
        request.body?.reason || 'admin',
        request.body?.roundId,
      );
      return { status: 'success' as const, roundId: round.id };
    },
  );
}
