import type { FastifyBaseLogger } from 'fastify';
import { createEngineLoop, untilNextLook, type EngineLoop } from '../../../platform/leader/engine-loop';
import type { GiveawaysService } from './giveaways.service';

/**
 * The giveaways' timer, a leader task (platform/leader/leader-tasks.ts) that keeps nothing in
 * memory: each step reads when the first active giveaway ends on the database clock, draws every
 * giveaway whose end has come, on a demo instance opens the next one when none is active, and
 * otherwise sleeps until that end — looking again at least every `lookMs` (ENGAGEMENT_TICK_MS), and
 * at once when this node opens one. A leader that takes over — even in the middle of a draw, which
 * then rolled back — simply finds the same giveaways due, and each draw is guarded in the database
 * (`WHERE status = 'active'`), so it pays once.
 */
export function createGiveawaysEngine(deps: {
  giveaways: GiveawaysService;
  log: FastifyBaseLogger;
  lookMs: number;
  demo: boolean;
}): EngineLoop {
  const { giveaways, log, lookMs, demo } = deps;
  // Said once, not at every look, until a prize fits again.
  let warnedNoPrize = false;

  return createEngineLoop({
    name: 'giveaways',
    log,
    async step(context) {
      const next = await giveaways.nextEnd();
      if (next.endsAt !== null && next.endsAt <= next.now) {
        // Look again at once after a draw (another may be due); one not drawn here was drawn elsewhere.
        if ((await giveaways.drawDue()) > 0) return;
        await context.pause(lookMs);
        return;
      } else if (next.endsAt === null && demo) {
        const found = await giveaways.openDemoIfNone();
        if (found === 'no_prize' && !warnedNoPrize) {
          log.warn('demo giveaway: no storehouse skin in stock fits GIVEAWAY_DEMO_PRIZE_MAX; trying again later');
        }
        warnedNoPrize = found === 'no_prize';
        if (found === 'opened') return;
      }
      await context.pause(untilNextLook(next, lookMs));
    },
    wakeOn: (wake) => giveaways.onChange(wake),
  });
}
