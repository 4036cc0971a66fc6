import type { FastifyBaseLogger } from 'fastify';
import { createEngineLoop, type EngineLoop } from '../../platform/leader/engine-loop';
import type { TournamentsService } from './tournaments.service';

/**
 * The tournament's timer, a leader task (platform/leader/leader-tasks.ts) named `tournament`. It
 * keeps nothing in memory: every `tickMs` (config.engagement.tickMs) it finishes the running
 * tournaments whose end time has come on the database clock, and on a demo site opens the next
 * one. A new leader carries on from the stored rows; a finish interrupted by a restart rolled back
 * whole (one transaction) and simply runs again, and one that committed is never run twice (its
 * guarded update finds status 1), so prizes are paid once.
 */
export function createTournamentEngine(deps: {
  tournaments: TournamentsService;
  log: FastifyBaseLogger;
  tickMs: number;
}): EngineLoop {
  const { tournaments, log, tickMs } = deps;
  return createEngineLoop({
    name: 'tournament',
    log,
    async step(context) {
      const finished = await tournaments.finishDue();
      if (finished > 0) log.info({ finished }, 'tournament finished and paid');
      await tournaments.ensureDemo();
      await context.pause(tickMs);
    },
    wakeOn: (wake) => tournaments.onChange(wake),
  });
}
