import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorKey } from '@skinbet/shared/errors';
import type { RedisClient } from '../cache/redis-store';
import type { AppConfig } from '../config';
import { guardWrite } from './guards';
import { bucketLimit, installRateLimiter, type RateBucket } from './rate-limit';
import type { Caller, RouteAccess, RouteAuth } from './route-access';

/**
 * What the route chain needs, given at composition: the sign-in module's `access`, the
 * maintenance switch, and the configuration of the limits and origins.
 */
export interface RouteContractDeps {
  config: Pick<AppConfig, 'rateLimits' | 'redisPrefix' | 'allowedOrigins'>;
  log: FastifyBaseLogger;
  access: RouteAccess;
  isMaintenance(): Promise<boolean>;
}

/**
 * What a route declares in its `config`, beside its `schema` (request and response, from the
 * shared zod schemas). The chain every API request runs through, in this order:
 * rate limit (onRequest) → same-origin and maintenance guard, auth (preParsing) → body, query and
 * params validated against the schema → handler (typed `request.body`, `request.user`).
 */
export interface RouteContract {
  auth: RouteAuth;
  bucket: RateBucket;
  /**
   * The route changes state: it is refused during maintenance
   * (docs/operations/runbook.md "Maintenance").
   */
  mutates?: boolean;
  /**
   * The route stakes, deposits, withdraws or chats: a player under a site ban is refused with
   * `auth_api.banned` (docs/product/overview.md "Accounts and sign-in"), by the auth module's
   * `admit`, the one place that reads it. Other restrictions of play (self-exclusion) belong there too.
   */
  restricted?: boolean;
  /**
   * The route is play other than a bet (a deposit, chat, a giveaway, the tournament, a bonus or a
   * promo code): a signed-in player with a time-out or self-exclusion in force is refused with
   * `rg_api.excluded` by the auth module's `admit` (docs/product/responsible-gambling.md).
   * Withdrawals, history, the profile and support stay open to them. Bet and case-opening routes
   * leave it off: the stake gate refuses the same inside the placing transaction, and a second read
   * on every bet would be work done twice (docs/money/settlement.md "Responsible-gambling gate").
   */
  playing?: boolean;
  /**
   * The key a schema refusal answers with, when the route has its own (docs/api/errors.md "Keys");
   * else `app_api.invalid_request`.
   */
  invalidRequest?: ErrorKey | ((body: unknown) => ErrorKey);
}

declare module 'fastify' {
  // The fields are optional here only because Fastify's own routes share the type; every route
  // under CONTRACT_PREFIXES must set `auth` and `bucket` or the server refuses to start.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface FastifyContextConfig extends Partial<RouteContract> {}

  interface FastifyRequest {
    /** Whoever is signed in, on any route with a contract; undefined for guests. */
    caller: Caller | undefined;
    /** The signed-in user of a route whose `auth` admits only signed-in callers (a bug anywhere else). */
    readonly user: Caller;
  }
}

/** Routes of the API and of sign-in; pages, files and /healthz need no contract. */
const CONTRACT_PREFIXES = ['/api/', '/auth/', '/socialite/', '/avatars/'];
/** The API reference's own pages (registered by @fastify/swagger-ui, outside production): public reads. */
const DOCS_PREFIX = '/api/docs';

/**
 * Installs the route contracts: every route under CONTRACT_PREFIXES must declare `auth` and
 * `bucket`; the bucket becomes the route's @fastify/rate-limit options and `auth` its access check.
 * Call before any route is registered.
 */
export async function installRouteContracts(app: FastifyInstance, ctx: RouteContractDeps, redis?: RedisClient) {
  const limits = {
    signIn: bucketLimit('signIn', ctx),
    accountCreation: bucketLimit('accountCreation', ctx),
    write: bucketLimit('write', ctx),
    read: bucketLimit('read', ctx),
    search: bucketLimit('search', ctx),
    caseOpen: bucketLimit('caseOpen', ctx),
    promo: bucketLimit('promo', ctx),
    paymentNotify: bucketLimit('paymentNotify', ctx),
    twoFactor: bucketLimit('twoFactor', ctx),
  } satisfies Record<RateBucket, unknown>;

  // Added before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    if (!CONTRACT_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const config = (route.config ??= {});
    if (route.url.startsWith(DOCS_PREFIX)) {
      config.auth ??= 'public';
      config.bucket ??= 'read';
    }
    if (!config.auth || !config.bucket) {
      throw new Error(`${route.method} ${route.url} declares no auth or rate-limit bucket in its config`);
    }
    config.rateLimit = limits[config.bucket];
    // preParsing: after every onRequest hook (the rate limit's among them), before the body is read.
    route.preParsing = [...hooksOf(route.preParsing), checkAccess];
  });
  await installRateLimiter(app, ctx, redis);
  const guardDeps = { allowedOrigins: ctx.config.allowedOrigins, isMaintenance: ctx.isMaintenance, access: ctx.access };

  app.decorateRequest('caller', undefined);
  app.decorateRequest('user', {
    getter(this: FastifyRequest): Caller {
      const { caller } = this;
      if (!caller || this.routeOptions.config.auth === 'public') {
        throw new Error(`request.user on ${this.routeOptions.url}, whose auth does not require a user`);
      }
      return caller;
    },
  });

  async function checkAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const caller = await ctx.access.currentUser(request);
    request.caller = caller;
    // Both answer a promise only when they must wait (the maintenance switch, a ban read from the database).
    const guarded = guardWrite(request, guardDeps, caller);
    if (guarded) await guarded;
    const refused = ctx.access.admit(request.routeOptions.config.auth ?? 'user', caller, reply);
    if (refused) await refused;
  }
}

function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
