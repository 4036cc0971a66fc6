import { CHAT } from '@skinbet/shared/chat';
import type { RedisClient } from '../../../cache/redis-store';

/**
 * "Not so fast" (docs/api/errors.md "Keys"): a token bucket per user — CHAT.rateBurst messages at
 * once, then one more every CHAT.rateRefillMs. `take` spends a token and answers whether there was
 * one.
 */
export interface ChatRateLimiter {
  take(userId: number): Promise<boolean>;
}

/** Milliseconds since the epoch; injected so tests can move time (the service's "controllable clock"). */
export type Clock = () => number;

export interface Bucket {
  tokens: number;
  at: number;
}

/** A bucket as of `now`: refilled for the time since it was last touched, never above the burst. */
export function refill(bucket: Bucket | undefined, now: number): Bucket {
  if (!bucket) return { tokens: CHAT.rateBurst, at: now };
  // A clock that went back refills nothing (and does not move the bucket back either).
  if (now <= bucket.at) return bucket;
  return { tokens: Math.min(CHAT.rateBurst, bucket.tokens + (now - bucket.at) / CHAT.rateRefillMs), at: now };
}

/** A bucket left alone this long is full again: it is the same as no bucket at all. */
const FULL_AFTER_MS = CHAT.rateBurst * CHAT.rateRefillMs;

/** One node's buckets, in memory: the limiter of a single node (no REDIS_URL). */
export function memoryRateLimiter(clock: Clock): ChatRateLimiter {
  const buckets = new Map<number, Bucket>();
  let sweptAt = clock();
  return {
    async take(userId) {
      const now = clock();
      if (now - sweptAt > FULL_AFTER_MS) {
        // Forget full buckets, so the map only holds users who wrote in the last few seconds.
        for (const [id, bucket] of buckets) if (now - bucket.at >= FULL_AFTER_MS) buckets.delete(id);
        sweptAt = now;
      }
      const bucket = refill(buckets.get(userId), now);
      const allowed = bucket.tokens >= 1;
      buckets.set(userId, allowed ? { tokens: bucket.tokens - 1, at: bucket.at } : bucket);
      return allowed;
    },
  };
}

/**
 * The same bucket kept in Redis, so the limit holds whichever node a message reaches. One script
 * reads, refills, spends and stores atomically; the key expires once the bucket would be full.
 */
const TAKE_SCRIPT = `
local now, burst, refillMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(state[1]), tonumber(state[2])
if tokens == nil or at == nil then tokens, at = burst, now end
if now > at then
  tokens = math.min(burst, tokens + (now - at) / refillMs)
  at = now
end
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * refillMs))
return allowed`;

export function redisRateLimiter(client: RedisClient, prefix: string, clock: Clock): ChatRateLimiter {
  return {
    async take(userId) {
      const allowed = await client.eval(TAKE_SCRIPT, {
        keys: [`${prefix}:chat:rate:${userId}`],
        arguments: [String(clock()), String(CHAT.rateBurst), String(CHAT.rateRefillMs)],
      });
      return Number(allowed) === 1;
    },
  };
}
