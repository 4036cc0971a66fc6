import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { openLeaderLock } from './leader-lock.repository';

export interface LeadershipHandlers {
  /** This node became the leader: start the leader-only timers. */
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
 * Exactly one node runs the leader-only timers (leader-tasks.ts). On PostgreSQL it is the node
 * whose dedicated connection holds the advisory lock (leader-lock.repository.ts): when that process
 * dies its connection drops, the server frees the lock, and another node's next attempt takes it
 * and resumes from the database. With embedded
 * PGlite there is one process, so it leads; app instances sharing one embedded database in one
 * process (tests) still elect one through an in-process lock.
 */
export function createLeaderElection(deps: { db: Database; retryMs: number; log: FastifyBaseLogger }): LeaderElection {
  const handlers: LeadershipHandlers[] = [];
  const lock = openLeaderLock(deps.db, deps.log);
  let leader = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  // Attempts, losses and stop run one at a time, in order.
  let queue = Promise.resolve();
  const serial = (work: () => Promise<void>) => (queue = queue.then(work, work));

  async function becomeLeader(): Promise<void> {
    leader = true;
    deps.log.info('leader: this node runs the leader-only timers');
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
          deps.log.warn('leader: lost the lock connection, stopping the leader-only timers');
          await stepDown();
          await lock.release();
        }
      } else if (await lock.tryAcquire()) {
        await becomeLeader();
      }
    } catch (error) {
      deps.log.error({ err: error }, 'leader: attempt failed');
      await stepDown().catch((stopError: unknown) => deps.log.error({ err: stopError }, 'leader: stop failed'));
      await lock.release();
    }
    if (!stopped) timer = setTimeout(() => void serial(attempt), deps.retryMs);
  }

  lock.onDropped(() => {
    void serial(async () => {
      deps.log.warn('leader: the lock connection dropped');
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
