import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/**
 * The session-level advisory lock only the leader holds
 * (docs/operations/configuration.md "Runtime modes"), as the two-int key `(class, id)`, so it
 * reads plainly in `pg_locks` (classid, objid, objsubid = 2). Advisory locks are per database:
 * one site, one database, one key. (The values predate the move out of games/: a changed key
 * would let an old and a new node lead at once during a rolling deploy.)
 */
export const LEADER_LOCK = { classId: 0x534b4e47, objectId: 1 } as const;

/** The leader's lock, held or not; `onDropped` hears that a held lock's connection is gone. */
export interface LeaderLock {
  tryAcquire(): Promise<boolean>;
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
  onDropped(listener: () => void): void;
}

function postgresLock(pool: pg.Pool, log: FastifyBaseLogger): LeaderLock {
  let client: pg.PoolClient | undefined;
  let dropped: () => void = () => {};

  return {
    async tryAcquire() {
      if (!client) {
        const connected = await pool.connect();
        // A checked-out client with no 'error' listener would crash the process when the server
        // terminates its connection; here that is exactly how leadership ends.
        connected.on('error', (error) => {
          log.warn({ err: error }, 'leader: lock connection error');
          if (client === connected) dropped();
        });
        client = connected;
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        LEADER_LOCK.classId,
        LEADER_LOCK.objectId,
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

function inProcessLock(db: Database): LeaderLock {
  const me = Symbol('leader');
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

/**
 * On PostgreSQL the lock lives on a dedicated connection of the pool (a session lock dies with its
 * session); on embedded PGlite, one process, it is an in-process lock per database object.
 */
export function openLeaderLock(db: Database, log: FastifyBaseLogger): LeaderLock {
  const pool = (db as unknown as { $client?: unknown }).$client;
  return pool instanceof pg.Pool ? postgresLock(pool, log) : inProcessLock(db);
}

/**
 * Whether any node holds the leader's lock now (this one or another), for the readiness check
 * (docs/operations/runbook.md "Health checks"). On PostgreSQL it reads `pg_locks`, which lists the
 * session locks of every connection to the database; on embedded PGlite the lock is in-process.
 */
export async function leaderLockHeld(db: Database): Promise<boolean> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return embeddedHolders.has(db);
  const result = await db.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND classid = ${String(LEADER_LOCK.classId)}::oid AND objid = ${String(LEADER_LOCK.objectId)}::oid AND objsubid = 2
    ) AS held`);
  return (result as unknown as { rows: Array<{ held: unknown }> }).rows[0]?.held === true;
}
