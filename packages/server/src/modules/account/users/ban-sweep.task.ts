import type { FastifyBaseLogger } from 'fastify';
import type { LeaderTask } from '../../../platform/leader/leader-tasks';

/** How often the leader lifts timed bans that have ended (a player's own next request lifts theirs at once). */
export const BAN_SWEEP_EVERY_MS = 30_000;

/**
 * Lifts every timed ban whose end has passed by the database clock, so that readers of the
 * `banned` column (top lists, the withdrawal queue's freeze, streamers) agree with the checks that
 * read the ban in force directly (docs/operations/console.md "Users").
 */
export function banSweepTask(deps: { log: FastifyBaseLogger; everyMs: number; sweep(): Promise<number> }): LeaderTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = deps
      .sweep()
      .then((lifted) => {
        if (lifted > 0) deps.log.info({ lifted }, 'timed bans ended');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'ban sweep failed'));
  };
  return {
    name: 'ban-sweep',
    start() {
      tick();
      timer = setInterval(tick, deps.everyMs);
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
