import type { FastifyBaseLogger } from 'fastify';
import { createEngineLoop, untilNextLook, type EngineLoop } from '../../../platform/leader/engine-loop';
import type { TournamentsService } from './tournaments.service';

/**
 * The tournament's timer, a leader task (platform/leader/leader-tasks.ts) named `tournament`. It
 * keeps nothing in memory: each step reads when the running tournament ends on the database
 * clock, finishes it once that time has come, on a demo site opens the next one when none runs,
 * and otherwise sleeps until the end — looking again at least every `lookMs`
 * (ENGAGEMENT_TICK_MS), and at once when this node opens or ends one. A new leader carries on from
 * the stored rows; a finish interrupted by a restart rolled back whole (one transaction) and simply
 * runs again, and one that committed is never run twice (its guarded update finds status 1), so
 * prizes are paid once.
 */
export function createTournamentEngine(deps: {
  tournaments: TournamentsService;
  log: FastifyBaseLogger;
  lookMs: number;
}): EngineLoop {
  const { tournaments, log, lookMs } = deps;
  return createEngineLoop({
    name: 'tournament',
    log,
    async step(context) {
      const next = await tournaments.nextEnd();
      if (next.endsAt !== null && next.endsAt <= next.now) {
        const finished = await tournaments.finishDue();
        if (finished > 0) return log.info({ finished }, 'tournament finished and paid');
        // Finished elsewhere meanwhile: look again later rather than at once.
        await context.pause(lookMs);
        return;
      } else if (next.endsAt === null && (await tournaments.ensureDemo())) {
        return;
      }
      await context.pause(untilNextLook(next, lookMs));
    },
    wakeOn: (wake) => tournaments.onChange(wake),
  });
}
