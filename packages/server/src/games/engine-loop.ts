import type { FastifyBaseLogger } from 'fastify';

/** The database clock may be a millisecond behind a deadline computed in whole ms: look again soon. */
export const RECHECK_MS = 5;

/** After a failed step (a database hiccup) an engine retries from the stored state after this long. */
const RETRY_AFTER_ERROR_MS = 1_000;

/** What one step of a game engine gets: the stop signal and a sleep that a stop or a wake ends early. */
export interface StepContext {
  signal: AbortSignal;
  /** True for the first step after start (a new leader may take over a round it did not start). */
  first: boolean;
  /** Sleeps until `ms` pass, the engine stops, or something wakes it. */
  pause(ms: number): Promise<void>;
}

export interface EngineLoop {
  /** Starts the timer chain (the leader only); a no-op if it runs already. */
  start(): void;
  /** Cancels the timer chain and resolves once a transition in flight has finished. */
  stop(): Promise<void>;
}

/**
 * The timer chain every game engine runs on the leader (ARCHITECTURE §5): `step` is called again
 * and again until the engine stops; it reads the stored round, does the one thing that round needs
 * next, and sleeps with `pause`. A failed step is logged and retried from the stored state. `wakeOn`
 * subscribes to this node's own round changes (an admin's void, a bet that started a timer), so the
 * engine reacts at once instead of at its next look.
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

  function pause(ms: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal.addEventListener('abort', done);
      wake = done;
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
