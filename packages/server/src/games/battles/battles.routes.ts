import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  battleActionResponse,
  battleClientSeedSchema,
  battleCreateRequest,
  battleIdRequest,
  battleJoinRequest,
  battleLeaveResponse,
  battleListRequest,
  battleListResponse,
  battleResponse,
} from '@skinbet/shared/games/battles/battles.schemas';
import { idSchema } from '@skinbet/shared/schemas/common.schemas';
import { answers } from '../../http/responses';
import type { BattlesService } from './battles.service';

const tags = ['battles'];

/** A join naming a battle and a valid seed whose seat is out of range is a seat refusal. */
const joinRefusal = (body: unknown) => {
  const { id, client_seed } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return idSchema.safeParse(id).success && battleClientSeedSchema.safeParse(client_seed).success
    ? 'battles_api.invalid_seat'
    : 'app_api.invalid_request';
};

/**
 * Case battles (docs/games/battles.md, docs/api/http.md "Calls"). The lobby and a battle are
 * public (guests watch); taking, paying and leaving seats need a signed-in player, and the calls
 * that stake refuse a banned one (`restricted`); an excluded player is refused by the stake gate.
 */
export async function battlesRoutes(app: FastifyInstance, deps: { battles: BattlesService }): Promise<void> {
  const { battles } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staking = { auth: 'user', bucket: 'write', mutates: true, restricted: true } as const;

  api.post(
    '/api/battles/create',
    {
      schema: {
        tags,
        summary: 'Create a battle: take seat 0 and pay the cost',
        body: battleCreateRequest,
        response: answers(battleActionResponse),
      },
      config: staking,
    },
    async (request) => battles.create(request.user.id, request.body),
  );

  api.post(
    '/api/battles/join',
    {
      schema: {
        tags,
        summary: 'Take an empty seat and pay',
        body: battleJoinRequest,
        response: answers(battleActionResponse),
      },
      config: { ...staking, invalidRequest: joinRefusal },
    },
    async (request) => battles.join(request.user.id, request.body),
  );

  api.post(
    '/api/battles/callBots',
    {
      schema: {
        tags,
        summary: "Fill the empty seats with the house's bots (the creator)",
        body: battleIdRequest,
        response: answers(battleActionResponse),
      },
      config: { ...staking, invalidRequest: 'battles_api.not_found' },
    },
    async (request) => battles.callBots(request.user.id, request.body.id),
  );

  // Not `restricted`: a player banned meanwhile still gets their stake back.
  api.post(
    '/api/battles/leave',
    {
      schema: {
        tags,
        summary: 'Leave before the start (refunded); the creator cancels the battle',
        body: battleIdRequest,
        response: answers(battleLeaveResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, invalidRequest: 'battles_api.not_found' },
    },
    async (request) => battles.leave(request.user.id, request.body.id),
  );

  api.post(
    '/api/battles/get',
    {
      schema: {
        tags,
        summary: 'One battle, as far as it was revealed',
        body: battleIdRequest,
        response: answers(battleResponse),
      },
      config: { auth: 'public', bucket: 'read', invalidRequest: 'battles_api.not_found' },
    },
    async (request) => ({ battle: await battles.get(request.body.id) }),
  );

  api.post(
    '/api/battles/list',
    {
      schema: {
        tags,
        summary: 'The lobby: battles newest first (waiting and running unless a status is given)',
        body: battleListRequest,
        response: answers(battleListResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => battles.list(request.body),
  );
}
