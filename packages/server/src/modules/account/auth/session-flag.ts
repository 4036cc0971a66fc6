import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config';
import { usesCookieAuth } from './request-auth';
import { SESSION_COOKIE } from './session.service';

/**
 * `signed_in=1` rides beside the session cookie so the page can tell, before asking anything,
 * whether it may be signed in: the session cookie is HttpOnly and invisible to scripts, and a guest
 * who asked `/api/user/get` on every load got a 401 for it. The flag is no secret and grants
 * nothing (any page may set it; the server never reads it for access): it only says that a session
 * cookie was set. A page without it loads as a guest without asking; with it, it asks as before.
 *
 * The flag follows the session cookie on every answer, whichever route touches it: set with it
 * (sign-in), cleared with it (sign-out, a banned user, a session the server no longer knows). A request whose cookies
 * disagree (a session from before the flag existed, or the browser dropped one of the two) gets
 * the flag put right on its answer, which for a page load arrives before the app's script runs.
 */
export const SESSION_FLAG_COOKIE = 'signed_in';

type SessionCookieChange = 'set' | 'cleared' | null;

/** What this answer does to the session cookie, read from its Set-Cookie lines. */
function sessionCookieChange(reply: FastifyReply): SessionCookieChange {
  const header = reply.getHeader('set-cookie');
  const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  const line = lines.findLast((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  if (line === undefined) return null;
  return line.slice(SESSION_COOKIE.length + 1).split(';')[0] ? 'set' : 'cleared';
}

function flagWanted(request: FastifyRequest, reply: FastifyReply): boolean | null {
  const change = sessionCookieChange(reply);
  if (change !== null) return change === 'set';
  const cookies = request.cookies ?? {};
  const hasSession = Boolean(cookies[SESSION_COOKIE]);
  const hasFlag = cookies[SESSION_FLAG_COOKIE] === '1';
  return hasSession === hasFlag ? null : hasSession;
}

/** Registered after @fastify/cookie, so its Set-Cookie lines are written when this hook reads them. */
export function installSessionFlag(app: FastifyInstance, config: AppConfig): void {
  const options = { path: '/', sameSite: 'lax', secure: config.secureCookies } as const;
  app.addHook('onSend', async (request, reply) => {
    // A session cookie refused as unknown (expired, revoked) is dead: dropped with its flag, or
    // the flag would bring the page back to ask, and be refused, on every load.
    if (reply.statusCode === 401 && usesCookieAuth(request)) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    const wanted = flagWanted(request, reply);
    if (wanted === true)
      reply.setCookie(SESSION_FLAG_COOKIE, '1', { ...options, maxAge: Math.floor(config.sessionTtlMs / 1000) });
    if (wanted === false) reply.clearCookie(SESSION_FLAG_COOKIE, options);
  });
}
