/** What the shared state needs of Redis: atomic Lua scripts (each read-modify-write is one script). */
export interface RedisClient {
  eval(script: string, options: { keys?: string[]; arguments?: string[] }): Promise<unknown>;
}

export interface RedisStore {
  client: RedisClient;
  close(): Promise<void>;
}

/**
 * A Redis connection for commands (not pub/sub) — state several nodes must share: the chat's rate
 * limits and online presence (docs/operations/configuration.md "Runtime modes", scaled mode).
 * Without REDIS_URL there is one node and nothing to open; the module is then never loaded (a
 * single node keeps it out of its heap).
 */
export async function openRedisStore(
  url: string | undefined,
  onError: (error: unknown) => void,
): Promise<RedisStore | undefined> {
  if (!url) return undefined;
  const { createClient } = await import('redis');
  const client = createClient({ url });
  // The client reconnects on its own; an 'error' with no listener would crash the process.
  client.on('error', onError);
  await client.connect();
  return {
    client,
    async close() {
      await client.close().catch(() => undefined);
    },
  };
}
