import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../cache/redis-store';
import type { AppConfig } from '../config';
import { TooManyRequestsError } from './api-error';
import { memoryStore, redisStore } from './rate-limit-store';
import type { RouteAccess } from './route-access';

/** What the rate limits read: their budgets, the Redis key prefix, the log, and who is calling. */
export interface RateLimitDeps {
  config: Pick<AppConfig, 'rateLimits' | 'redisPrefix'>;
  log: FastifyBaseLogger;
  access: Pick<RouteAccess, 'currentUser'>;
}

/**
 * The rate-limit buckets (docs/api/http.md "Rate limits"). Every route names one; its routes share
 * the budget. Sign-in (each OpenID callback costs a request to Steam) and demo account creation
 * count per address; reads and writes per signed-in user, or per address for guests — a whole
 * office or mobile network behind one address must not share one player's budget. Searches have
 * their own short window: a search runs a catalog query, and on the embedded database a query holds
 * the event loop, so a stranger's burst must stay small (bench/abuse) — a window of seconds, not a
 * minute. Case openings have their own short window too: quick clicks pass, a flood stops within
 * seconds, and opening cases never uses up the budget of the player's other writes. Promo codes
 * (checking a deposit code, using a balance code) have a small budget of their own: each try costs
 * one, so codes cannot be guessed by brute force, and a player's other writes are never spent by
 * it. Payment providers' notifications count per sending address in their own bucket: a provider's
 * burst never spends anyone else's budget, and a flood of forged notifications stops at the limit.
 * Two-factor codes (enable, verify, disable) count per user, so every session of one account shares
 * one small budget: a stolen session cannot guess codes faster by signing in again.
 */
export type RateBucket =
  'signIn' | 'accountCreation' | 'write' | 'read' | 'search' | 'caseOpen' | 'promo' | 'paymentNotify' | 'twoFactor';

const PER_ADDRESS: ReadonlySet<RateBucket> = new Set(['signIn', 'accountCreation', 'paymentNotify']);

/**
 * Registers @fastify/rate-limit with no limit of its own (`global: false`): routes get theirs
 * from their bucket (`bucketLimit`). Counters live in Redis when the site has it, so the limits
 * hold across nodes.
 */
export async function installRateLimiter(app: FastifyInstance, ctx: RateLimitDeps, redis?: RedisClient): Promise<void> {
  const onStoreError = (error: unknown) => ctx.log.error({ err: error }, 'rate limit store');
  await app.register(rateLimit, {
    global: false,
    store: redis ? redisStore(redis, ctx.config.redisPrefix, onStoreError) : memoryStore(),
    // A Redis outage lets requests through (the store logs it) rather than refusing every one.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.ceil(context.ttl / 1000)),
    // Only a refusal carries the limit headers: every 5 s poll does not need three more.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}

/** A bucket's budget and key, as @fastify/rate-limit's per-route (or `createRateLimit`) options. */
export function bucketLimit(bucket: RateBucket, ctx: RateLimitDeps): RateLimitOptions {
  const { max, windowMs } = ctx.config.rateLimits[bucket];
  const byAddress = (request: FastifyRequest) => `${bucket}:ip:${normalizeIP(request.ip)}`;
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: PER_ADDRESS.has(bucket)
      ? byAddress
      : async (request) => {
          // The same lookup the auth check then uses (memoized per request).
          const user = await ctx.access.currentUser(request);
          return user ? `${bucket}:user:${user.id}` : byAddress(request);
        },
  };
}

/**
 * Spends one unit of `bucket` for a request outside its route's own limit — demo account creation,
 * which only some sign-ins cause; throws `app_api.too_many_requests` once the budget is gone.
 */
export function bucketSpender(app: FastifyInstance, ctx: RateLimitDeps, bucket: RateBucket) {
  const check = app.createRateLimit(bucketLimit(bucket, ctx));
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(result.ttlInSeconds);
  };
}
