import type { FastifyBaseLogger } from 'fastify';
import {
  createEngineLoop,
  sleepUntil,
  type EngineLoop,
  type StepContext,
} from '../../../../platform/leader/engine-loop';
import type { LeaderTask } from '../../../../platform/leader/leader-tasks';
import type { QuizService } from './quiz.service';

/**
 * The quiz timer, a leader task like the game engines (platform/leader/leader-tasks.ts) and on the
 * same loop: it keeps nothing in memory. Each step reads the newest quiz and the database clock and
 * does what comes next — wait while a question is open and close it when its time is up, or wait
 * for the next start (`intervalMs` after the previous question started, and never before it
 * closed) and open one. A leader that takes over simply carries on from the stored quiz.
 */
export function createQuizEngine(deps: { quiz: QuizService; log: FastifyBaseLogger; intervalMs: number }): EngineLoop {
  const { quiz, log, intervalMs } = deps;

  async function step(context: StepContext): Promise<void> {
    const [latest, now] = await Promise.all([quiz.latest(), quiz.now()]);
    if (latest && latest.solvedBy === null && latest.endsAt > now) {
      // Answered meanwhile (on another node: this one would have been woken) ends the wait.
      const look = async () => {
        const stored = await quiz.unsolvedAndNow(latest.id);
        return stored.unsolved ? stored.now : null;
      };
      if (await sleepUntil(latest.endsAt, now, look, context)) await quiz.expire(latest.id);
      return;
    }
    // A leader that took over after a question's time ran out tells the clients it is closed.
    if (latest && context.first) await quiz.expire(latest.id);
    const next = latest ? Math.max(latest.startedAt + intervalMs, latest.solvedAt ?? latest.endsAt) : now;
    if (next > now) {
      await context.pause(next - now);
      return;
    }
    if (!(await quiz.open())) {
      log.warn('chat quiz: no storehouse item in stock fits the prize limit; trying again later');
      await context.pause(intervalMs);
    }
  }

  return createEngineLoop({ name: 'quiz', log, step, wakeOn: (wake) => quiz.onChange(wake) });
}

/** The quiz's leader tasks: its engine, or none when QUIZ_INTERVAL_MS=0 switches the quiz off. */
export function quizLeaderTasks(deps: { quiz: QuizService; log: FastifyBaseLogger; intervalMs: number }): LeaderTask[] {
  return deps.intervalMs > 0 ? [createQuizEngine(deps)] : [];
}
