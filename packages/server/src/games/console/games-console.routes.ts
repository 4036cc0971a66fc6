import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDrawsRequest,
  adminDrawsResponse,
  adminGamesStateResponse,
  adminRoundDetailResponse,
  adminRoundRequest,
  adminRoundsRequest,
  adminRoundsResponse,
  adminVoidRequest,
  adminVoidResponse,
  gamePauseRequest,
  gamePauseResponse,
} from '@skinbet/shared/schemas/admin-games.schemas';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import { answers } from '../../http/responses';
import type { GamesConsole } from './games-console.service';

const tags = ['admin'];

/**
 * The console's Games calls (docs/operations/console.md "Games"), admins only: state and limits,
 * pause and resume, the round browser and the void, for every game of the registry.
 */
export async function gamesConsoleRoutes(app: FastifyInstance, deps: { gamesConsole: GamesConsole }): Promise<void> {
  const { gamesConsole } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/games/state',
    {
      schema: {
        tags,
        summary: 'Every game: paused or not, the round in play, the limits in force; and maintenance',
        body: emptyBodySchema,
        response: answers(adminGamesStateResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    () => gamesConsole.state(),
  );

  // Not `mutates`: an admin acts during maintenance like any other time.
  api.post(
    '/api/admin/games/pause',
    {
      schema: {
        tags,
        summary: 'Pause a game: the round in play finishes, no new round or opening starts',
        body: gamePauseRequest,
        response: answers(gamePauseResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => {
      await gamesConsole.pause(request.user.id, request.body.game);
      return { status: 'success' as const, game: request.body.game, paused: true };
    },
  );

  api.post(
    '/api/admin/games/resume',
    {
      schema: {
        tags,
        summary: 'Resume a paused game: the next round opens after its pause',
        body: gamePauseRequest,
        response: answers(gamePauseResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => {
      await gamesConsole.resume(request.user.id, request.body.game);
      return { status: 'success' as const, game: request.body.game, paused: false };
    },
  );

  api.post(
    '/api/admin/games/rounds',
    {
      schema: {
        tags,
        summary: 'A page of a round game’s rounds, newest first, every phase (secrets once revealed)',
        body: adminRoundsRequest,
        response: answers(adminRoundsResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    (request) => gamesConsole.rounds(request.body.game, request.body.before),
  );

  api.post(
    '/api/admin/games/round',
    {
      schema: {
        tags,
        summary: 'One round as the public verifier loads it',
        body: adminRoundRequest,
        response: answers(adminRoundDetailResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    (request) => gamesConsole.round(request.body.game, request.body.id),
  );

  api.post(
    '/api/admin/games/draws',
    {
      schema: {
        tags,
        summary: 'Giveaway or jackpot-bonus draws, newest first (secrets once drawn)',
        body: adminDrawsRequest,
        response: answers(adminDrawsResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    (request) => gamesConsole.draws(request.body.kind, request.body.before),
  );

  // docs/fairness/formulas.md "No one controls outcomes": a void (full refunds) before the outcome
  // exists is the only control an admin has over a round; the game's own rule decides.
  api.post(
    '/api/admin/games/void',
    {
      schema: {
        tags,
        summary: 'Void a round game’s round in play (that round only; every stake refunded)',
        body: adminVoidRequest,
        response: answers(adminVoidResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => {
      const { game, round_id: roundId, reason } = request.body;
      const round = await gamesConsole.voidRound(request.user.id, game, roundId, reason);
      return { status: 'success' as const, game, round_id: round.id };
    },
  );
}
