import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { SESSION_COOKIE, type SessionService, type UserRow } from './session.service';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The session token of a request: the HttpOnly cookie for the web app, or `Authorization: Bearer`. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[SESSION_COOKIE];
}

/** True when the request is authenticated by the cookie (and so needs the same-origin check). */
export function usesCookieAuth(request: FastifyRequest): boolean {
  return !request.headers.authorization?.startsWith('Bearer ') && Boolean(request.cookies[SESSION_COOKIE]);
}

/** The signed-in user, looked up once per request. */
export function currentUser(request: FastifyRequest, sessions: SessionService): Promise<UserRow | undefined> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = sessions.resolve(requestToken(request));
    resolved.set(request, pending);
  }
  return pending;
}

/**
 * The signed-in, not banned user, or an error: `user_api.unauthenticated` (401) for guests;
 * a banned user is signed out everywhere and refused with `user_api.banned` (SPEC §4).
 */
export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
): Promise<UserRow> {
  const user = await currentUser(request, sessions);
  if (!user) throw new ApiError('user_api.unauthenticated', 401);
  if (user.banned) {
    await sessions.revokeAll(user.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    throw new ApiError('user_api.banned', 403);
  }
  return user;
}
