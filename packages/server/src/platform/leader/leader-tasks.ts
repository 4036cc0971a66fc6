import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createLeaderElection } from './leader-election';

/**
 * Timed work that exactly one node may run at a time: the round engines, the chat quiz, and later
 * the giveaway, tournament and bonus timers. Such work keeps its state in the database and reads it
 * back on `start`, so a new leader carries on where the last one stopped.
 */
export interface LeaderTask {
  /** Shown in logs. */
  name: string;
  /** Starts the timers; called once this node leads. Should not wait for long: it delays the next task. */
  start(): Promise<void> | void;
  /** Stops them, resolving once work in flight has finished; called before the leadership is given up. */
  stop(): Promise<void>;
}

/** The one registry of leader tasks of a node, and the election that decides when they run. */
export interface LeaderTasks {
  /** Adds tasks; all are registered before `start`. */
  register(...tasks: LeaderTask[]): void;
  /** Competes for leadership (resolves after the first attempt); the tasks start when it is won. */
  start(): Promise<void>;
  /** Stops every task, then gives the leadership up, and stops competing. */
  stop(): Promise<void>;
  isLeader(): boolean;
  /** The registered tasks' names, in start order. */
  names(): string[];
}

/**
 * Every feature's leader-only timers in one place (issue 13): the registry starts all of them when
 * this node becomes the leader and stops all of them — together, each waiting for its work in
 * flight — before the lock is released, so two nodes never run the same timer at once. A task that
 * fails to start is logged and the others still run.
 */
export function createLeaderTasks(deps: { db: Database; retryMs: number; log: FastifyBaseLogger }): LeaderTasks {
  const election = createLeaderElection(deps);
  const tasks: LeaderTask[] = [];
  let started = false;
  let running: LeaderTask[] = [];

  election.onLeadership({
    async acquired() {
      for (const task of tasks) {
        try {
          await task.start();
          running.push(task);
        } catch (error) {
          deps.log.error({ err: error, task: task.name }, 'leader task failed to start');
        }
      }
    },
    async lost() {
      const stopping = running;
      running = [];
      await Promise.all(
        stopping.map((task) =>
          task
            .stop()
            .catch((error: unknown) => deps.log.error({ err: error, task: task.name }, 'leader task stop failed')),
        ),
      );
    },
  });

  return {
    register(...added) {
      if (started) throw new Error('leader tasks are registered before the election starts');
      tasks.push(...added);
    },
    start() {
      started = true;
      return election.start();
    },
    stop: () => election.stop(),
    isLeader: () => election.isLeader(),
    names: () => tasks.map((task) => task.name),
  };
}
