import type { AppContext } from '../app-context';
import { CRASH } from '@skinbet/shared/games/crash.machine';
import { createCrashEngine } from './crash/crash.engine';
import { createQuizEngine } from '../modules/chat/quiz/quiz.engine';
import { createJackpotEngine } from './jackpot/jackpot.engine';
import { createLeaderElection, type LeaderElection } from './leader';

export interface GameEngines {
  leader: LeaderElection;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The game timers of this node, and the chat quiz's: they run only while it is the leader
 * (games/leader.ts) and stop before the leadership is given up, so two nodes never drive rounds
 * (or quiz questions) at the same time.
 */
export function createGameEngines(ctx: AppContext): GameEngines {
  const leader = createLeaderElection({ db: ctx.db, retryMs: ctx.config.leaderRetryMs, log: ctx.log });
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
  // QUIZ_INTERVAL_MS=0 switches the chat quiz off.
  const quizIntervalMs = ctx.config.chat.quiz.intervalMs;
  const quiz =
    quizIntervalMs > 0
      ? createQuizEngine({ quiz: ctx.services.quiz, log: ctx.log, intervalMs: quizIntervalMs })
      : undefined;
  leader.onLeadership({
    acquired: () => {
      // The first round of a chain needs its walk; build it before the countdown depends on it.
      void ctx.services.fairness.warm('crash').catch(() => undefined);
      void ctx.services.fairness.warm('jackpot').catch(() => undefined);
      crash.start();
      jackpot.start();
      quiz?.start();
    },
    lost: async () => {
      await Promise.all([crash.stop(), jackpot.stop(), quiz?.stop()]);
    },
  });
  return { leader, start: () => leader.start(), stop: () => leader.stop() };
}
