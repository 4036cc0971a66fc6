import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RedisClient } from '../cache/redis-store';
import type { Invalidation, UserCache } from '../cache/user-cache';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Emitter } from '../realtime/emitter';

/**
 * What every module's wiring (`modules/<group>/<module>/<module>.wiring.ts`) may be handed: the process's
 * shared pieces, built once by app.ts. A wiring takes the other modules' services it needs as
 * arguments, so the order of the calls in app-context.ts is the order modules depend on each other.
 */
export interface WiringCore {
  config: AppConfig;
  db: Database;
  emitter: Emitter;
  cache: UserCache;
  /** Forgets cached user data on every node; writers call it once their transaction committed. */
  invalidate: (message: Invalidation) => void;
  log: FastifyBaseLogger;
  /** Redis for state every node shares (chat rate limits, online presence); absent on a single node. */
  redis?: RedisClient;
  /** The clock of rate limiters (tests move it). */
  clock: () => number;
}

/** One of a module's route plugins: app.ts registers each in its own Fastify scope. */
export type RoutePlugin = (scope: FastifyInstance) => Promise<void>;
