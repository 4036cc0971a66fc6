import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminTournamentCreateRequest,
  adminTournamentCreateResponse,
  adminTournamentEndRequest,
  adminTournamentEndResponse,
  tournamentConditionsResponse,
  tournamentGetResponse,
  tournamentSetActiveResponse,
} from '@skinbet/shared/schemas/tournaments.schemas';
import { adminTournamentListRequest, adminTournamentListResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { answers } from '../../../http/responses';
import type { TournamentsService } from './tournaments.service';

const tags = ['tournament'];

/**
 * The tournament (docs/api/http.md "Calls"): the table and conditions for everyone, joining for
 * players, create and end for operators.
 */
export async function tournamentsRoutes(app: FastifyInstance, deps: { tournaments: TournamentsService }) {
  const { tournaments } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tournaments/get',
    {
      schema: {
        tags,
        summary: 'The running tournament, its first 100 members by points and the caller’s own place',
        body: emptyBodySchema,
        response: answers(tournamentGetResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => tournaments.get(request.caller?.id),
  );

  api.get(
    '/api/tournaments/get-conditions',
    {
      schema: {
        tags,
        summary: 'Membership and the minimum payment (paid deposits since the start) of the running tournament',
        response: answers(tournamentConditionsResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => tournaments.conditions(request.caller?.id),
  );

  api.post(
    '/api/tournaments/setActive',
    {
      schema: {
        tags,
        summary: 'Join the running tournament (once; after its minimum payment)',
        body: emptyBodySchema,
        response: answers(tournamentSetActiveResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true, playing: true },
    },
    async (request) => tournaments.join(request.user.id),
  );

  api.post(
    '/api/admin/tournaments/create',
    {
      schema: {
        tags: ['admin'],
        summary: 'Start a tournament (only one runs at a time; audited)',
        body: adminTournamentCreateRequest,
        response: answers(adminTournamentCreateResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => tournaments.create(request.user.id, request.body),
  );

  api.post(
    '/api/admin/tournaments/list',
    {
      schema: {
        tags: ['admin'],
        summary: 'Tournaments newest first: prizes, minimum payment, members, end',
        body: adminTournamentListRequest,
        response: answers(adminTournamentListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => tournaments.adminList(request.body),
  );

  api.post(
    '/api/admin/tournaments/end',
    {
      schema: {
        tags: ['admin'],
        summary: 'End a running tournament now: places stored, prizes 1–5 paid once (audited)',
        body: adminTournamentEndRequest,
        response: answers(adminTournamentEndResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => tournaments.end(request.user.id, request.body.id),
  );
}
