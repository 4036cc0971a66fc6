import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  sessionsListResponse,
  sessionsRevokeRequest,
  sessionsRevokeResponse,
} from '@skinbet/shared/schemas/security.schemas';
import { ApiError } from '../../../http/api-error';
import { answers } from '../../../http/responses';
import { describeDevice } from './device';
import { requestSession } from './request-auth';
import type { SessionService } from './session.service';

const tags = ['security'];

/**
 * The player's own sessions (docs/architecture/security.md "Sessions list"): list and revoke.
 * Signing sessions out works during maintenance too, as logout does.
 */
export async function sessionsRoutes(app: FastifyInstance, deps: { sessions: SessionService }): Promise<void> {
  const { sessions } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/sessions/list',
    {
      schema: {
        tags,
        summary: 'The signed-in sessions: device, address, created, last seen, current',
        body: emptyBodySchema,
        response: answers(sessionsListResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => {
      const current = await requestSession(request);
      const rows = await sessions.list(current.user.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent),
          address: row.signInAddress,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt?.toISOString() ?? null,
          current: row.id === current.facts.id,
        })),
      };
    },
  );

  api.post(
    '/api/user/sessions/revoke',
    {
      schema: {
        tags,
        summary: 'Signs out one session, or every session but this one: 401 at once, its sockets dropped',
        body: sessionsRevokeRequest,
        response: answers(sessionsRevokeResponse),
      },
      config: { auth: 'user', bucket: 'write' },
    },
    async (request) => {
      const current = await requestSession(request);
      const { body } = request;
      const which = 'id' in body ? { sessionId: body.id } : { exceptId: current.facts.id };
      const revoked = await sessions.revokeOwn(current.user.id, which);
      if ('id' in body && revoked === 0) throw new ApiError('session_api.not_found', 404);
      return { status: 'success' as const, revoked };
    },
  );
}
