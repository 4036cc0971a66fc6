import type { FastifyBaseLogger } from 'fastify';
import { createEngineLoop, type EngineLoop } from '../../platform/leader/engine-loop';
import type { GiveawaysService } from './giveaways.service';

/**
 * The giveaways' timer, a leader task (platform/leader/leader-tasks.ts) that keeps nothing in
 * memory: every `tickMs` it draws each active giveaway whose end time has come (database clock)
 * and, on a demo instance, opens the next giveaway when none is active. A leader that takes over
 * — even in the middle of a draw, which then rolled back — simply finds the same giveaways due,
 * and each draw is guarded in the database (`WHERE status = 'active'`), so it pays once.
 */
export function createGiveawaysEngine(deps: {
  giveaways: GiveawaysService;
  log: FastifyBaseLogger;
  tickMs: number;
  demo: boolean;
}): EngineLoop {
  const { giveaways, log, tickMs, demo } = deps;
  // Said once, not every tick, until a prize fits again.
  let warnedNoPrize = false;

  return createEngineLoop({
    name: 'giveaways',
    log,
    async step(context) {
      await giveaways.drawDue();
      if (demo) {
        const found = await giveaways.openDemoIfNone();
        if (found === 'no_prize' && !warnedNoPrize) {
          log.warn('demo giveaway: no storehouse skin in stock fits GIVEAWAY_DEMO_PRIZE_MAX; trying again later');
        }
        warnedNoPrize = found === 'no_prize';
      }
      await context.pause(tickMs);
    },
  });
}
