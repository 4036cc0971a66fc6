import type { FastifyBaseLogger } from 'fastify';
import type { LeaderTask } from './leader-tasks';

/** The database clock may be a millisecond behind a deadline computed in whole ms: look again soon. */
export const RECHECK_MS = 5;

/**
 * How long an engine goes without reading its round back while it waits out a deadline. Changes
 * made on this node (a void, a bet that started a timer) wake it at once; one made on another node
 * is noticed within this time, and every transition is still decided by its own transaction on the
 * stored phase and the database clock. Reads are spaced out because each is a query, and on the
 * embedded database queries are most of an idle node's CPU (bench/crash-fanout).
 */
export const LOOK_INTERVAL_MS = 5_000;

/**
 * How long a timer that waits for the next end of something (a giveaway, a tournament) sleeps:
 * until that end on the database clock, but never longer than `lookMs`, so that one started or
 * ended on another node is seen within it (this node's own changes wake the timer at once).
 */
export function untilNextLook(next: { endsAt: number | null; now: number }, lookMs: number): number {
  if (next.endsAt === null) return lookMs;
  return Math.min(lookMs, Math.max(RECHECK_MS, next.endsAt - next.now));
}

/** After a failed step (a database hiccup) an engine retries from the stored state after this long. */
const RETRY_AFTER_ERROR_MS = 1_000;

/** What one step of an engine (a game's rounds, the chat quiz) gets: the stop signal and a sleep a stop or wake ends. */
export interface StepContext {
  signal: AbortSignal;
  /** True for the first step after start (a new leader may take over a round it did not start). */
  first: boolean;
  /** Sleeps until `ms` pass, the engine stops, or something wakes it; true when it was woken. */
  pause(ms: number): Promise<boolean>;
}

/**
 * The database clock between two reads of it: `dbNow`, carried forward by the local clock. It only
 * times when an engine looks again; no decision is taken on it.
 */
export function clockFrom(dbNow: number): () => number {
  const offset = dbNow - Date.now();
  return () => Date.now() + offset;
}

/**
 * Sleeps until `deadline` (database clock, `now` read just before), reading the stored round back
 * with `look` every LOOK_INTERVAL_MS, when woken, and once at the deadline. `look` answers the
 * database clock, or null when the round has left the phase being waited out. True when the
 * deadline was reached in that phase; false if the round changed or the engine stopped.
 */
export async function sleepUntil(
  deadline: number,
  now: number,
  look: () => Promise<number | null>,
  context: StepContext,
): Promise<boolean> {
  let clock = clockFrom(now);
  while (clock() < deadline) {
    await context.pause(Math.min(deadline - clock(), LOOK_INTERVAL_MS));
    if (context.signal.aborted) return false;
    const stored = await look();
    if (stored === null) return false;
    clock = clockFrom(stored);
  }
  return true;
}

/** An engine is a leader task: registered in leader-tasks.ts, it runs while this node leads. */
export interface EngineLoop extends LeaderTask {
  /** Starts the timer chain (the leader only); a no-op if it runs already. */
  start(): void;
  /** Cancels the timer chain and resolves once a transition in flight has finished. */
  stop(): Promise<void>;
}

/**
 * The timer chain every engine (game rounds, the chat quiz) runs on the leader
 * (docs/architecture/round-kernel.md "Round kernel"): `step` is called again and again until the engine stops; it reads
 * the stored round, does the one thing that round needs next, and sleeps with `pause`. A failed step is logged and
 * retried from the stored state. `wakeOn` subscribes to this node's own round changes (an admin's void, a bet that
 * started a timer), so the engine reacts at once instead of at its next look.
 */
export function createEngineLoop(deps: {
  name: string;
  log: FastifyBaseLogger;
  step: (context: StepContext) => Promise<void>;
  wakeOn?: (wake: () => void) => () => void;
}): EngineLoop {
  let controller: AbortController | undefined;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  function pause(ms: number, signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', aborted);
        wake = undefined;
        resolve(woken);
      };
      const aborted = () => done(false);
      const timer = setTimeout(aborted, Math.max(0, ms));
      signal.addEventListener('abort', aborted);
      wake = () => done(true);
    });
  }

  async function run(signal: AbortSignal): Promise<void> {
    let first = true;
    const unsubscribe = deps.wakeOn?.(() => wake?.());
    try {
      while (!signal.aborted) {
        try {
          await deps.step({ signal, first, pause: (ms) => pause(ms, signal) });
          first = false;
        } catch (error) {
          deps.log.error({ err: error }, `${deps.name} engine step failed; retrying from the stored round`);
          await pause(RETRY_AFTER_ERROR_MS, signal);
        }
      }
    } finally {
      unsubscribe?.();
    }
  }

  return {
    name: deps.name,
    start() {
      if (loop) return;
      controller = new AbortController();
      loop = run(controller.signal);
    },
    async stop() {
      controller?.abort();
      await loop;
      loop = undefined;
      controller = undefined;
    },
  };
}
