import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the code running for one HTTP request may learn about it without every caller passing it
 * down: the client's address (the TCP peer, or what a trusted proxy reported: `TRUST_PROXY`) and
 * its User-Agent. The audit log reads it (docs/architecture/security.md "Audit trail"); nothing
 * decides access or money from it.
 */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** The context of the request the current code runs for; undefined outside one (jobs, timers, sockets). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Gives every request its context. The first hook opens it; reading the body (stream events) runs
 * outside it, so the handler's hooks re-enter the request's own async scope before the handler —
 * the same two steps as @fastify/request-context.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const context: RequestContext = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    storage.run(context, () => {
      const scope = new AsyncResource('skinbet-request');
      scopes.set(request, scope);
      scope.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done, request.raw);
    else done();
  });
}
