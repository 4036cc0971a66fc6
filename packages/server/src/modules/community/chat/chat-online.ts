import crypto from 'node:crypto';
import { CHAT } from '@skinbet/shared/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../../../cache/redis-store';
import type { Emitter } from '../../../realtime/emitter';

/** What the counter needs of a socket: who it is signed in as right now (null for a guest). */
export interface CountedSocket {
  data: unknown;
}

/** This node's sockets as the count sees them: distinct signed-in users, and guest sockets. */
export interface LocalPresence {
  userIds: number[];
  guests: number;
}

/** The count of every node together, given this node's presence. */
export type PresenceTotal = (local: LocalPresence, changed: boolean) => Promise<number>;

export type ChatOnline = ReturnType<typeof createChatOnline>;

/**
 * Other nodes' presence expires this long after their last report: a node that died without
 * saying goodbye drops out of the count within seconds. Live nodes report every onlineEveryMs.
 */
const NODE_TTL_MS = 5 * CHAT.onlineEveryMs;

/**
 * The `online` count (docs/api/socket-events.md "Server to client"): distinct signed-in users
 * plus guest sockets, on every node. A user with three tabs counts once; a guest tab counts
 * once (guests have no identity to merge).
 *
 * Each node counts its own sockets when they change (connect, disconnect, `identity`), at most
 * once per CHAT.onlineEveryMs — a burst of 5000 connections is one or two counts, not 5000 — and
 * tells its own sockets (`toLocal`) only when the total changed. With Redis, each node also
 * reports its presence every CHAT.onlineEveryMs and reads the total back in the same call
 * ({@link redisPresence}), so a change on another node reaches this node's sockets within
 * about that time, and no node ever sends the count through the adapter.
 */
export function createChatOnline(deps: {
  emitter: Emitter;
  log: FastifyBaseLogger;
  total: PresenceTotal;
  /** Whether other nodes exist to hear from (Redis): then the count is refreshed on a heartbeat too. */
  heartbeat: boolean;
  /** Removes this node's presence on shutdown (Redis); nothing to do for a single node. */
  leave?: () => Promise<void>;
}) {
  const sockets = new Set<CountedSocket>();
  let count = 0;
  let counted = false;
  let lastRunAt = -Infinity;
  let lastReported = '';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let dirty = false;
  let stopped = false;
  /** Sockets that joined while a count was due: they hear the count it gives, changed or not. */
  const awaiting = new Set<string>();

  function presence(): LocalPresence {
    const users = new Set<number>();
    let guests = 0;
    for (const socket of sockets) {
      const userId = (socket.data as { userId?: number | null }).userId ?? null;
      if (userId === null) guests += 1;
      else users.add(userId);
    }
    return { userIds: [...users].sort((a, b) => a - b), guests };
  }

  async function recount(): Promise<void> {
    // Joiners waiting from before this count started: it includes them.
    const greeted = [...awaiting];
    awaiting.clear();
    dirty = false;
    lastRunAt = Date.now();
    const local = presence();
    // Only a changed presence is sent in full; otherwise the report just keeps it alive.
    const key = `${local.guests}:${local.userIds.join(',')}`;
    const changed = key !== lastReported;
    let total: number;
    try {
      total = await deps.total(local, changed);
    } catch (error) {
      // Counted again soon (Redis unreachable for a moment); the joiners still wait for it.
      for (const socketId of greeted) awaiting.add(socketId);
      dirty = true;
      throw error;
    }
    lastReported = key;
    counted = true;
    if (total !== count) {
      count = total;
      deps.emitter.toLocal('online', { count });
    } else {
      for (const socketId of greeted) deps.emitter.toSocket(socketId, 'online', { count });
    }
  }

  function schedule(): void {
    if (stopped || timer || running) return;
    const wait = Math.max(0, lastRunAt + CHAT.onlineEveryMs - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      running = recount()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'chat online count failed'))
        .finally(() => {
          running = undefined;
          if (dirty || deps.heartbeat) schedule();
        });
    }, wait);
    timer.unref();
  }

  /** Something changed on this node: count again (soon, but at most once per onlineEveryMs). */
  function changed(): void {
    dirty = true;
    schedule();
  }

  return {
    changed,

    /** A socket connected: it counts until `remove`. */
    add(socket: CountedSocket): void {
      sockets.add(socket);
      changed();
    },

    remove(socket: CountedSocket): void {
      if (sockets.delete(socket)) changed();
    },

    /**
     * Tells a joining socket the count: at once when it is up to date, else with the count that
     * is due (which already includes the socket), so it never hears a count from before it joined.
     */
    greet(socketId: string): void {
      if (!dirty && !timer && !running) return deps.emitter.toSocket(socketId, 'online', { count });
      awaiting.add(socketId);
      // A count already under way may have started before this socket joined: one more follows.
      if (running) changed();
    },

    /** The last total (what `getMessages` answers); counted now if it never was. */
    async current(): Promise<number> {
      if (!counted) {
        await (running ?? recount()).catch((error: unknown) =>
          deps.log.warn({ err: error }, 'chat online count failed'),
        );
      }
      return count;
    },

    /** With other nodes around, the count is kept fresh from the start, sockets or not. */
    start(): void {
      if (deps.heartbeat) changed();
    },

    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
      await deps.leave?.().catch((error: unknown) => deps.log.warn({ err: error }, 'chat online leave failed'));
    },
  };
}

/** A single node: its own presence is the whole count. */
export const localPresenceTotal: PresenceTotal = async (local) => local.userIds.length + local.guests;

/**
 * Presence of every node in Redis, counted in one atomic script per report: each node keeps the
 * SET of its signed-in user ids and its guest count, registered in a sorted set scored by when the
 * report expires (Redis' own clock, so nodes' clocks may disagree). The script stores this node's
 * report, forgets nodes whose report expired, and answers |union of user sets| + Σ guests — a
 * user signed in on two nodes counts once. Keys are built inside the script: one Redis, not a
 * Redis Cluster (as with the socket adapter's channels).
 */
const REPORT_SCRIPT = `
local prefix, node, ttl, guests, replace = ARGV[1], ARGV[2], tonumber(ARGV[3]), ARGV[4], ARGV[5]
local nodesKey, guestsKey = prefix .. ':nodes', prefix .. ':guests'
local usersKey = prefix .. ':users:' .. node
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local registered = redis.call('ZSCORE', nodesKey, node)
if replace ~= '1' and (not registered or tonumber(registered) <= now) then
  -- This node's report expired (a long pause, a Redis restart): it must be sent in full again.
  return -1
end
if replace == '1' then
  redis.call('DEL', usersKey)
  for i = 6, #ARGV, 1000 do
    redis.call('SADD', usersKey, unpack(ARGV, i, math.min(i + 999, #ARGV)))
  end
end
redis.call('PEXPIRE', usersKey, ttl)
redis.call('HSET', guestsKey, node, guests)
redis.call('ZADD', nodesKey, now + ttl, node)
for _, gone in ipairs(redis.call('ZRANGEBYSCORE', nodesKey, '-inf', now)) do
  redis.call('HDEL', guestsKey, gone)
  redis.call('DEL', prefix .. ':users:' .. gone)
end
redis.call('ZREMRANGEBYSCORE', nodesKey, '-inf', now)
redis.call('PEXPIRE', nodesKey, ttl)
redis.call('PEXPIRE', guestsKey, ttl)
local total, sets = 0, {}
for _, live in ipairs(redis.call('ZRANGE', nodesKey, 0, -1)) do
  total = total + (tonumber(redis.call('HGET', guestsKey, live)) or 0)
  sets[#sets + 1] = prefix .. ':users:' .. live
end
local union = prefix .. ':union:' .. node
redis.call('SUNIONSTORE', union, unpack(sets))
total = total + redis.call('SCARD', union)
redis.call('DEL', union)
return total`;

const LEAVE_SCRIPT = `
local prefix, node = ARGV[1], ARGV[2]
redis.call('ZREM', prefix .. ':nodes', node)
redis.call('HDEL', prefix .. ':guests', node)
redis.call('DEL', prefix .. ':users:' .. node)
return 1`;

/** This node's presence in Redis (see REPORT_SCRIPT), under a random node id. */
export function redisPresence(client: RedisClient, prefix: string) {
  const keyPrefix = `${prefix}:chat:online`;
  const node = crypto.randomBytes(8).toString('hex');
  const total: PresenceTotal = async (local, changed) => {
    const answer = await report(local, changed);
    return answer === -1 ? report(local, true) : answer;
  };
  const report = async (local: LocalPresence, changed: boolean): Promise<number> => {
    const answer = await client.eval(REPORT_SCRIPT, {
      arguments: [
        keyPrefix,
        node,
        String(NODE_TTL_MS),
        String(local.guests),
        changed ? '1' : '0',
        ...(changed ? local.userIds.map(String) : []),
      ],
    });
    return Number(answer);
  };
  const leave = async () => {
    await client.eval(LEAVE_SCRIPT, { arguments: [keyPrefix, node] });
  };
  return { total, leave };
}
