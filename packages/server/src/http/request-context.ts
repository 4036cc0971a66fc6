import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the code running for one HTTP request may learn about it without every caller passing it
 * down: the client's address (the TCP peer, or what a trusted proxy reported: `TRUST_PROXY`), its
 * User-Agent, and whether the request wrote an audit entry. The audit log reads and marks it
 * (docs/architecture/security.md "Audit trail"); nothing decides access or money from it.
 */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  /** Set by the audit log when the request recorded an entry. */
  audited: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();
const scopes = new WeakMap<FastifyRequest, { scope: AsyncResource; context: RequestContext }>();

/** The context of the request the current code runs for; undefined outside one (jobs, timers, sockets). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Notes that the current request wrote an audit entry (no-op outside a request). */
export function markAudited(): void {
  const context = storage.getStore();
  if (context) context.audited = true;
}

/**
 * Gives every request its context. The first hook opens it; reading the body (stream events) runs
 * outside it, so the handler's hooks re-enter the request's own async scope before the handler —
 * the same two steps as @fastify/request-context.
 *
 * Once answered, a staff write (an `admin` or `staff` route in the `write` bucket or marked
 * `mutates`) that succeeded without an audit entry is logged as a warning naming the route: every
 * such call must be audited (docs/architecture/security.md "Audit trail"), and this is where one
 * that forgot shows up.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const context: RequestContext = {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      audited: false,
    };
    storage.run(context, () => {
      const scope = new AsyncResource('skinbet-request');
      scopes.set(request, { scope, context });
      scope.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = scopes.get(request);
    if (entry) entry.scope.runInAsyncScope(done, request.raw);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const { auth, bucket, mutates } = request.routeOptions.config;
    const staffWrite = (auth === 'admin' || auth === 'staff') && (bucket === 'write' || mutates === true);
    if (staffWrite && reply.statusCode < 400 && scopes.get(request)?.context.audited === false) {
      request.log.warn(
        { route: `${request.method} ${request.routeOptions.url}`, status: reply.statusCode },
        'a staff write answered without an audit entry',
      );
    }
    done();
  });
}
