import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema, voidRoundRequest, voidRoundResponse } from '@skinbet/shared/schemas/common.schemas';
import {
  jackpotGameSchema,
  jackpotGetGameRequest,
  jackpotHistoryResponse,
  jackpotSetBetRequest,
  jackpotSetBetResponse,
  jackpotStateSchema,
} from '@skinbet/shared/schemas/jackpot.schemas';
import { answers } from '../../http/responses';
import type { JackpotBetsService } from './jackpot-bets.service';
import type { JackpotRounds } from './jackpot.rounds.service';

const tags = ['jackpot'];

/** The jackpot (docs/api/http.md "Calls"): the state, bets, a round's detail, the history, and the admin's void. */
export async function jackpotRoutes(
  app: FastifyInstance,
  deps: { jackpotBets: JackpotBetsService; jackpotRounds: JackpotRounds },
): Promise<void> {
  const { jackpotBets, jackpotRounds } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public; a signed-in caller also gets their own chance, bank and item count.
  api.post(
    '/api/jackpot/get',
    {
      schema: { tags, summary: 'The round in play', body: emptyBodySchema, response: answers(jackpotStateSchema) },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => jackpotRounds.state(request.caller?.id ?? null),
  );

  api.post(
    '/api/jackpot/setBet',
    {
      schema: {
        tags,
        summary: 'Put items in the pot',
        body: jackpotSetBetRequest,
        response: answers(jackpotSetBetResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true },
    },
    async (request) => ({
      status: 'success' as const,
      bet: await jackpotBets.placeBet(request.user.id, request.body),
    }),
  );

  api.post(
    '/api/jackpot/getGame',
    {
      schema: {
        tags,
        summary: 'A round with its bets and winner',
        body: jackpotGetGameRequest,
        response: answers(jackpotGameSchema),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => jackpotRounds.game(request.body.id),
  );

  api.post(
    '/api/jackpot/history',
    {
      schema: {
        tags,
        summary: 'The last finished rounds',
        body: emptyBodySchema,
        response: answers(jackpotHistoryResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async () => ({ history: await jackpotRounds.history() }),
  );

  // docs/fairness/formulas.md "No one controls outcomes": voiding (full refunds, before any winner exists) is the only
  // control an admin has.
  api.post(
    '/api/admin/jackpot/void',
    {
      schema: {
        tags: ['admin'],
        summary: 'Void the jackpot round while no winner exists',
        body: voidRoundRequest,
        response: answers(voidRoundResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      const round = await jackpotRounds.voidCurrent(
        request.user.id,
        request.body?.reason || 'admin',
        request.body?.roundId,
      );
      return { status: 'success' as const, roundId: round.id };
    },
  );
}
