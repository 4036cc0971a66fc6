import type { FastifyBaseLogger } from 'fastify';
import { createEngineLoop, untilNextLook, type EngineLoop } from '../../../platform/leader/engine-loop';
import type { JackpotBonusService } from './jackpot-bonus.service';

/**
 * The jackpot-bonus timer (leader task `jackpot-bonus`), on the engines' loop and keeping nothing in
 * memory: each step reads the running period and the database clock, draws it when its end has
 * come (which opens the next) or opens one when none runs, then sleeps until the end or for
 * `lookMs` (ENGAGEMENT_TICK_MS), whichever is sooner — so a period an operator opened or ended on another node is seen
 * within a tick. A leader that took over mid-draw finds the period drawn (the claim is a
 * conditional UPDATE) or draws it itself: either way it is paid once.
 */
export function createJackpotBonusEngine(deps: {
  bonus: JackpotBonusService;
  log: FastifyBaseLogger;
  lookMs: number;
}): EngineLoop {
  const { bonus, lookMs } = deps;
  return createEngineLoop({
    name: 'jackpot-bonus',
    log: deps.log,
    async step(context) {
      const { endsAt, now } = await bonus.tick();
      await context.pause(untilNextLook({ endsAt, now }, lookMs));
    },
    wakeOn: (wake) => bonus.onChange(wake),
  });
}
