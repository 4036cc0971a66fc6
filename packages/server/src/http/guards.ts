import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { currentUser, usesCookieAuth } from '../modules/auth/request-auth';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes state: it is refused during maintenance (SPEC §4). */
    mutates?: boolean;
  }
}

/** True for same-origin requests and clients that send no Origin at all (API clients, tests). */
export function originAllowed(origin: string | undefined, allowed: string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}

function fromForeignSite(request: FastifyRequest, allowed: string[]): boolean {
  if (!originAllowed(request.headers.origin, allowed)) return true;
  // Browsers that omit Origin still say where a request came from.
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Runs before every handler: cookie-authenticated writes must come from our own pages (the
 * cookie is SameSite=Lax and bodies must be JSON; this is the third lock on the door), and
 * state-changing routes are closed to everyone but admins while maintenance is on.
 */
export function installGuards(app: FastifyInstance, ctx: AppContext): void {
  // Bodies must be JSON: Fastify also parses text/plain by default, which is exactly the type a
  // cross-site form or no-preflight fetch can send. Without a parser it is a 415.
  app.removeContentTypeParser('text/plain');
  // Callback style, not async: reads (most traffic) pass without allocating a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    if (usesCookieAuth(request) && fromForeignSite(request, ctx.config.allowedOrigins)) {
      return done(new ApiError('app_api.forbidden_origin', 403));
    }
    if (!request.routeOptions.config.mutates) return done();
    refuseDuringMaintenance(request, ctx).then(() => done(), done);
  });
}

async function refuseDuringMaintenance(request: FastifyRequest, ctx: AppContext): Promise<void> {
  if (!(await ctx.services.settings.isMaintenance())) return;
  const user = await currentUser(request, ctx.services.sessions);
  if (!user?.isAdmin) throw new ApiError('app_api.maintenance', 503);
}
