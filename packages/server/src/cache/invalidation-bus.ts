import type { Invalidation } from './user-cache';

/** Something on a node that an invalidation must reach: the user cache, the socket index. */
export interface InvalidationTarget {
  apply(message: Invalidation): void;
}

export interface InvalidationBus {
  /** Applies the invalidation here at once and, with Redis, on every other node. */
  publish(message: Invalidation): void;
  close(): Promise<void>;
}

/**
 * Carries invalidations between nodes over Redis pub/sub
 * (docs/operations/configuration.md "Runtime modes", scaled mode): each one reaches every target
 * on every node — the user cache forgets, a revoked session's sockets are disconnected. Without
 * REDIS_URL there is one node and its own targets are all there is.
 */
export async function createInvalidationBus(
  targets: readonly InvalidationTarget[],
  redis: { url: string | undefined; prefix: string },
  onError: (error: unknown) => void,
): Promise<InvalidationBus> {
  const applyHere = (message: Invalidation) => {
    for (const target of targets) target.apply(message);
  };
  if (!redis.url) return { publish: applyHere, close: async () => {} };
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
      applyHere(JSON.parse(raw) as Invalidation);
    } catch (error) {
      onError(error);
    }
  });
  return {
    publish(message) {
      applyHere(message);
      publisher.publish(channel, JSON.stringify(message)).catch(onError);
    },
    async close() {
      await Promise.all([subscriber.close(), publisher.close()].map((closing) => closing.catch(() => undefined)));
    },
  };
}
