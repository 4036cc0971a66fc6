import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import type { Caller, RouteAccess } from './route-access';

/** What the write guard reads: the allowed origins, the maintenance switch, how the caller signed in. */
export interface WriteGuardDeps {
  allowedOrigins: string[];
  isMaintenance(): Promise<boolean>;
  access: Pick<RouteAccess, 'usesCookieAuth'>;
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
 * Bodies must be JSON: Fastify also parses text/plain by default, which is exactly the type a
 * cross-site form or no-preflight fetch can send. Without a parser it is a 415.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}

/**
 * Cookie-authenticated writes must come from our own pages (the cookie is SameSite=Lax and
 * bodies must be JSON; this is the third lock on the door), and state-changing routes are closed
 * to everyone but admins while maintenance is on
 * (docs/operations/runbook.md "Maintenance"). Reads pass both. Synchronous
 * unless the maintenance switch must be read: most requests (the 5 s poll) allocate no promise
 * here.
 */
export function guardWrite(
  request: FastifyRequest,
  deps: WriteGuardDeps,
  caller: Caller | undefined,
): Promise<void> | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (deps.access.usesCookieAuth(request) && fromForeignSite(request, deps.allowedOrigins)) {
    throw new ApiError('app_api.forbidden_origin', 403);
  }
  if (!request.routeOptions.config.mutates || caller?.isAdmin) return undefined;
  return refuseDuringMaintenance(deps);
}

async function refuseDuringMaintenance(deps: WriteGuardDeps): Promise<void> {
  if (await deps.isMaintenance()) throw new ApiError('app_api.maintenance', 503);
}
