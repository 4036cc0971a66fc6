import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * The session-level advisory lock only the leader holds (ARCHITECTURE §2), as the two-int key
 * `(class, id)`, so it reads plainly in `pg_locks` (classid, objid, objsubid = 2). Advisory
 * locks are per database: one site, one database, one key.
 */
export const GAME_LEADER_LOCK = { classId: 0x534b4e47, objectId: 1 } as const;

export interface LeadershipHandlers {
  /** This node became the leader: start the game timers. */
  acquired(): Promise<void> | void;
  /** Leadership ended (stop, or the lock's connection dropped): every timer is stopped when it resolves. */
  lost(): Promise<void> | void;
}

export interface LeaderElection {
  /** Competes for leadership now and every `retryMs` until stopped; resolves after the first attempt. */
  start(): Promise<void>;
  /** Gives leadership up (handlers' `lost` first, then the lock) and stops competing. */
  stop(): Promise<void>;
  isLeader(): boolean;
  onLeadership(handlers: LeadershipHandlers): void;
}

/**
 * Exactly one node runs the game timers. On PostgreSQL it is the node whose dedicated connection
 * holds {@link GAME_LEADER_LOCK}: when that process dies its connection drops, the server frees the
 * lock, and another node's next attempt takes it and resumes from the database. With embedded
 * PGlite there is one process, so it leads; app instances sharing one embedded database in one
 * process (tests) still elect one through an in-process lock.
 */
export function createLeaderElection(deps: { db: Database; retryMs: number; log: FastifyBaseLogger }): LeaderElection {
  const handlers: LeadershipHandlers[] = [];
  const pool = (deps.db as unknown as { $client?: unknown }).$client;
  const lock = pool instanceof pg.Pool ? postgresLock(pool, deps.log) : inProcessLock(deps.db);
  let leader = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  // Attempts, losses and stop run one at a time, in order.
  let queue = Promise.resolve();
  const serial = (work: () => Promise<void>) => (queue = queue.then(work, work));

  async function becomeLeader(): Promise<void> {
    leader = true;
    deps.log.info('game leader: this node runs the game timers');
    for (const handler of handlers) await handler.acquired();
  }

  async function stepDown(): Promise<void> {
    if (!leader) return;
    leader = false;
    for (const handler of [...handlers].reverse()) await handler.lost();
  }

  async function attempt(): Promise<void> {
    if (stopped) return;
    try {
      if (leader) {
        if (!(await lock.stillHeld())) {
          deps.log.warn('game leader: lost the lock connection, stopping the game timers');
          await stepDown();
          await lock.release();
        }
      } else if (await lock.tryAcquire()) {
        await becomeLeader();
      }
    } catch (error) {
      deps.log.error({ err: error }, 'game leader: attempt failed');
      await stepDown().catch((stopError: unknown) => deps.log.error({ err: stopError }, 'game leader: stop failed'));
      await lock.release();
    }
    if (!stopped) timer = setTimeout(() => void serial(attempt), deps.retryMs);
  }

  lock.onDropped(() => {
    void serial(async () => {
      deps.log.warn('game leader: the lock connection dropped');
      await stepDown();
      await lock.release();
    });
  });

  return {
    start() {
      stopped = false;
      return serial(attempt);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      return serial(async () => {
        // Timers stop before the lock is freed: no other node starts while this one still writes.
        await stepDown();
        await lock.release();
      });
    },
    isLeader: () => leader,
    onLeadership(handler) {
      handlers.push(handler);
    },
  };
}

interface LockHandle {
  tryAcquire(): Promise<boolean>;
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
  onDropped(listener: () => void): void;
}

function postgresLock(pool: pg.Pool, log: FastifyBaseLogger): LockHandle {
  let client: pg.PoolClient | undefined;
  let dropped: () => void = () => {};

  return {
    async tryAcquire() {
      if (!client) {
        const connected = await pool.connect();
        // A checked-out client with no 'error' listener would crash the process when the server
        // terminates its connection; here that is exactly how leadership ends.
        connected.on('error', (error) => {
          log.warn({ err: error }, 'game leader: lock connection error');
          if (client === connected) dropped();
        });
        client = connected;
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        GAME_LEADER_LOCK.classId,
        GAME_LEADER_LOCK.objectId,
      ]);
      return rows[0]?.locked === true;
    },
    async stillHeld() {
      if (!client) return false;
      // A round trip on the lock's own connection: if it is gone, so is the lock.
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async release() {
      const held = client;
      client = undefined;
      // Destroying the connection (instead of returning it to the pool) frees a session lock for sure.
      held?.release(true);
    },
    onDropped(listener) {
      dropped = listener;
    },
  };
}

const embeddedHolders = new WeakMap<object, symbol>();

function inProcessLock(db: Database): LockHandle {
  const me = Symbol('game-leader');
  return {
    async tryAcquire() {
      const holder = embeddedHolders.get(db);
      if (holder && holder !== me) return false;
      embeddedHolders.set(db, me);
      return true;
    },
    stillHeld: async () => embeddedHolders.get(db) === me,
    async release() {
      if (embeddedHolders.get(db) === me) embeddedHolders.delete(db);
    },
    onDropped() {},
  };
}
