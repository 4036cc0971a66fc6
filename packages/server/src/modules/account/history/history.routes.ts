import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyRequest, historyResponse, publicHistoryRequest } from '@skinbet/shared/schemas/profile-history.schemas';
import { answers } from '../../../http/responses';
import type { HistoryService } from './history.service';

const tags = ['user'];

/** The profile's bet history tabs and a public profile's recent bets (docs/community/profiles.md "Bet history"). */
export async function historyRoutes(app: FastifyInstance, deps: { history: HistoryService }): Promise<void> {
  const { history } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/history',
    {
      schema: {
        tags,
        summary: "The signed-in player's settled bets of one game, 20 a page, newest first",
        body: historyRequest,
        response: answers(historyResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => history.own(request.user.id, request.body.game, request.body.page),
  );

  // Public like `/api/user/getUser`: guests may look at profiles too. Stakes and payouts only.
  api.post(
    '/api/user/getUserHistory',
    {
      schema: {
        tags,
        summary: "Another player's settled bets of every game, 20 a page, newest first",
        body: publicHistoryRequest,
        response: answers(historyResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => history.ofPlayer(request.body.user_id, request.body.page),
  );
}
