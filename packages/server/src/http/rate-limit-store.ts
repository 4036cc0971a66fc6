import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from '../cache/redis-store';

/**
 * Counters for @fastify/rate-limit: fixed windows, one counter per key, the window opened by the
 * key's first request. Keys already name their bucket (`read:user:7`), so every route of a bucket
 * shares one counter and `child` (the plugin's per-route store) is the same store.
 */
type Incr = FastifyRateLimitStore['incr'];

/** One node's counters in memory (no REDIS_URL): expired windows are swept as time passes. */
export function memoryStore(): FastifyRateLimitStoreCtor {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = Date.now();

  const incr: Incr = (key, callback, timeWindow) => {
    const now = Date.now();
    // A flood from many addresses leaves many keys: forget the finished windows now and then.
    if (now - sweptAt > 10_000) {
      for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale);
      sweptAt = now;
    }
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + timeWindow };
      windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.endsAt - now });
  };
  return storeClass(incr);
}

/**
 * INCR the key and open its window on the first request, atomically; answers the count and the
 * milliseconds left. A key without an expiry (it cannot happen, but it would never reset) gets one.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/**
 * The counters in Redis, so a limit holds whichever node a request reaches. It speaks the
 * `redis` client the rest of the server uses (the plugin's own Redis store needs ioredis).
 */
export function redisStore(client: RedisClient, prefix: string, onError: (error: unknown) => void) {
  const incr: Incr = (key, callback, timeWindow) => {
    client.eval(INCR_SCRIPT, { keys: [`${prefix}:rate:${key}`], arguments: [String(timeWindow)] }).then(
      (reply) => {
        const [current, ttl] = reply as [number, number];
        callback(null, { current: Number(current), ttl: Number(ttl) });
      },
      (error: Error) => {
        onError(error);
        callback(error);
      },
    );
  };
  return storeClass(incr);
}

/** The plugin constructs its store from a class (`new Store(options)`). */
function storeClass(incr: Incr): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr = incr;
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
