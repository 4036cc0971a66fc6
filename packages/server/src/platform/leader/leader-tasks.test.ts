import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createLeaderTasks, type LeaderTask } from './leader-tasks';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** A task that records its starts and stops in `journal`. */
function recording(name: string, journal: string[], options: { failStart?: boolean } = {}): LeaderTask {
  return {
    name,
    start() {
      if (options.failStart) throw new Error(`${name} cannot start`);
      journal.push(`start ${name}`);
    },
    async stop() {
      journal.push(`stop ${name}`);
    },
  };
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

/**
 * The registry on an embedded database (an in-process lock: one leader per database object),
 * as two app instances sharing one PGlite in a test.
 */
describe('leader tasks', () => {
  it('starts every registered task on the leader only, and stops them all before handing over', async () => {
    const db = {} as Database;
    const journal: string[] = [];
    const first = createLeaderTasks({ db, retryMs: 10, log });
    const second = createLeaderTasks({ db, retryMs: 10, log });
    first.register(recording('crash', journal), recording('quiz', journal));
    second.register(recording('crash-2', journal), recording('quiz-2', journal));
    expect(first.names()).toEqual(['crash', 'quiz']);

    await first.start();
    await second.start();
    expect(first.isLeader()).toBe(true);
    expect(second.isLeader()).toBe(false);
    expect(journal).toEqual(['start crash', 'start quiz']);

    await first.stop();
    expect(journal.slice(2).sort()).toEqual(['stop crash', 'stop quiz']);
    await until(() => second.isLeader());
    expect(journal.slice(4)).toEqual(['start crash-2', 'start quiz-2']);
    await second.stop();
  });

  it('runs the other tasks when one fails to start, and takes no task after the start', async () => {
    const journal: string[] = [];
    const tasks = createLeaderTasks({ db: {} as Database, retryMs: 10, log });
    tasks.register(recording('broken', journal, { failStart: true }), recording('jackpot', journal));
    await tasks.start();
    expect(journal).toEqual(['start jackpot']);
    expect(log.error).toHaveBeenCalled();
    expect(() => tasks.register(recording('late', journal))).toThrow();
    await tasks.stop();
    // Only tasks that started are stopped.
    expect(journal).toEqual(['start jackpot', 'stop jackpot']);
  });
});
