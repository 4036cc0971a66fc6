import { CRASH } from '@skinbet/shared/games/crash.machine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { LeaderTask } from '../platform/leader/leader-tasks';
import type { Emitter } from '../realtime/emitter';
import { createCrashEngine } from './crash/crash.engine';
import { createJackpotEngine } from './jackpot/jackpot.engine';
import { createWheelEngine } from './wheel/wheel.engine';

/**
 * The game timers, as leader tasks (platform/leader/leader-tasks.ts): they run only while this node
 * is the leader and stop before the leadership is given up, so two nodes never drive rounds at the
 * same time.
 */
export function createGameEngines(ctx: {
  config: Pick<AppConfig, 'crash' | 'jackpot' | 'wheel'>;
  emitter: Emitter;
  log: FastifyBaseLogger;
  services: {
    crashRounds: Parameters<typeof createCrashEngine>[0]['rounds'];
    jackpotRounds: Parameters<typeof createJackpotEngine>[0]['rounds'];
    wheelRounds: Parameters<typeof createWheelEngine>[0]['rounds'];
    fairness: { warm(game: string): Promise<void> };
  };
}): LeaderTask[] {
  const crash = createCrashEngine({
    rounds: ctx.services.crashRounds,
    emitter: ctx.emitter,
    log: ctx.log,
    timings: { pauseMs: ctx.config.crash.pauseMs, syncIntervalMs: CRASH.syncIntervalMs },
  });
  const jackpot = createJackpotEngine({
    rounds: ctx.services.jackpotRounds,
    log: ctx.log,
    timings: { resultMs: ctx.config.jackpot.resultMs },
  });
  const wheel = createWheelEngine({
    rounds: ctx.services.wheelRounds,
    emitter: ctx.emitter,
    log: ctx.log,
    timings: { resultMs: ctx.config.wheel.resultMs },
  });
  return [
    {
      name: 'crash',
      start() {
        // The first round of a chain needs its walk; build it before the countdown depends on it.
        void ctx.services.fairness.warm('crash').catch(() => undefined);
        crash.start();
      },
      stop: () => crash.stop(),
    },
    {
      name: 'jackpot',
      start() {
        void ctx.services.fairness.warm('jackpot').catch(() => undefined);
        jackpot.start();
      },
      stop: () => jackpot.stop(),
    },
    // WHEEL_ENGINE=0 leaves the wheel still (the other games' tests run without its timers).
    ...(ctx.config.wheel.engine
      ? [
          {
            name: 'wheel',
            start() {
              void ctx.services.fairness.warm('wheel').catch(() => undefined);
              wheel.start();
            },
            stop: () => wheel.stop(),
          },
        ]
      : []),
  ];
}
