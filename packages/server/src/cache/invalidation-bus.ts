import type { Invalidation, UserCache } from './user-cache';

export interface InvalidationBus {
  /** Applies the invalidation here at once and, with Redis, on every other node. */
  publish(message: Invalidation): void;
  close(): Promise<void>;
}

/**
 * Carries cache invalidations between nodes over Redis pub/sub (ARCHITECTURE §2, scaled mode).
 * Without REDIS_URL there is one node and the local cache is all there is.
 */
export async function createInvalidationBus(
  cache: UserCache,
  redis: { url: string | undefined; prefix: string },
  onError: (error: unknown) => void,
): Promise<InvalidationBus> {
  if (!redis.url) {
    return { publish: (message) => cache.apply(message), close: async () => {} };
  }
  const channel = `${redis.prefix}:cache-invalidation`;
  // Loaded only in scaled mode: a single node keeps the Redis client's modules out of its heap.
  const { createClient } = await import('redis');
  const publisher = createClient({ url: redis.url });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, (raw) => {
    try {
      cache.apply(JSON.parse(raw) as Invalidation);
    } catch (error) {
      onError(error);
    }
  });
  return {
    publish(message) {
      cache.apply(message);
      publisher.publish(channel, JSON.stringify(message)).catch(onError);
    },
    async close() {
      await Promise.all([subscriber.close(), publisher.close()].map((closing) => closing.catch(() => undefined)));
    },
  };
}
