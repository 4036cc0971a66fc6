import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { claimDueJobs, markJobAttemptFailed, markJobDone, type ClaimedJob } from './jobs.repository';

/** A job as its handler gets it; `signal` aborts when the worker stops. */
export interface Job<P = unknown> {
  id: number;
  queue: string;
  payload: P;
  /** The idempotency key: the outside effect must be idempotent on it (job-queue.ts). */
  key: string;
  /** 1 on the first run; more on retries and after a dead worker's lease ran out. */
  attempt: number;
  maxAttempts: number;
  signal: AbortSignal;
}

/** Runs one job; resolving marks it done, throwing records the error and retries it later. */
export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

export interface JobHandlerOptions {
  /** Milliseconds before attempt `attempt + 1`, after attempt `attempt` failed. */
  backoffMs?: (attempt: number) => number;
}

export interface JobWorker {
  /** Adds the handler of a queue; this node claims jobs of registered queues only. */
  register<P>(queue: string, handler: JobHandler<P>, options?: JobHandlerOptions): void;
  /** Polls every `pollMs` (at once again while it finds full batches), from the first handler on. */
  start(): void;
  /** Stops polling and waits (up to `stopTimeoutMs`) for jobs in flight; an unfinished one is retried after its lease. */
  stop(): Promise<void>;
  /** One claim-and-run round (tests, or to react at once): the number of jobs it ran. */
  runOnce(): Promise<number>;
}

/** 1 s, 2 s, 4 s … up to 5 minutes. */
export const defaultBackoffMs = (attempt: number): number => Math.min(1_000 * 2 ** (attempt - 1), 300_000);

const MAX_ERROR_LENGTH = 2_000;

/**
 * The job queue's worker (docs/operations/job-queue.md "Jobs"). Any node may run one, and several
 * may run on one database: each round claims due jobs with `SKIP LOCKED` and a lease of `leaseMs`,
 * runs their handlers, and records each outcome under the claim's fencing token — `done`, or the
 * error and a retry after the backoff, or `failed` once `maxAttempts` are used. A job whose worker
 * died is claimed again when its lease ends, so a lease must outlast the slowest handler. A round
 * waits for its whole batch before it claims again: `batchSize` bounds how many jobs a node runs at
 * once.
 */
export function createJobWorker(deps: {
  db: Database;
  log: FastifyBaseLogger;
  pollMs: number;
  /** How long a claim holds a job before another worker may take it over (default 60 s). */
  leaseMs?: number;
  /** Jobs claimed (and run concurrently) per round (default 10). */
  batchSize?: number;
  /** How long `stop` waits for jobs in flight (default 10 s). */
  stopTimeoutMs?: number;
}): JobWorker {
  const leaseMs = deps.leaseMs ?? 60_000;
  const batchSize = deps.batchSize ?? 10;
  const handlers = new Map<string, { handler: JobHandler; backoffMs: (attempt: number) => number }>();
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let controller: AbortController | undefined;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;

  async function run(job: ClaimedJob, signal: AbortSignal): Promise<void> {
    const entry = handlers.get(job.queue)!;
    try {
      await entry.handler({ ...job, signal });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const outcome = await markJobAttemptFailed(deps.db, job, {
        error: message,
        retryInMs: entry.backoffMs(job.attempt),
      });
      const level = outcome.final ? 'error' : 'warn';
      deps.log[level]({ job: job.id, queue: job.queue, attempt: job.attempt, err: error }, 'job attempt failed');
      if (!outcome.recorded) deps.log.warn({ job: job.id }, 'job lease was taken over; its failure is not recorded');
      return;
    }
    if (!(await markJobDone(deps.db, job))) {
      // Its lease ran out and another worker claimed it: that run records the outcome.
      deps.log.warn({ job: job.id, queue: job.queue }, 'job finished after its lease was taken over');
    }
  }

  async function claimAndRun(signal: AbortSignal): Promise<number> {
    const queues = [...handlers.keys()];
    if (queues.length === 0) return 0;
    const claimed = await claimDueJobs(deps.db, { queues, limit: batchSize, leaseMs });
    await Promise.all(
      claimed.map((job) => {
        const running = run(job, signal).catch((error: unknown) =>
          deps.log.error({ err: error, job: job.id }, 'job outcome could not be recorded; retried after its lease'),
        );
        inFlight.add(running);
        return running.finally(() => inFlight.delete(running));
      }),
    );
    return claimed.length;
  }

  function schedule(signal: AbortSignal, delayMs: number): void {
    if (signal.aborted) return;
    timer = setTimeout(() => {
      round = claimAndRun(signal);
      round
        .catch((error: unknown) => {
          deps.log.error({ err: error }, 'job worker: claiming failed');
          return 0;
        })
        // A full batch suggests more are due: look again at once.
        .then((count) => schedule(signal, count >= batchSize ? 0 : deps.pollMs));
    }, delayMs);
  }

  /** Polls while started and some queue has a handler: a node with no handlers sends no query. */
  function poll(): void {
    if (!started || controller || handlers.size === 0) return;
    controller = new AbortController();
    schedule(controller.signal, 0);
  }

  return {
    register(queue, handler, options = {}) {
      if (handlers.has(queue)) throw new Error(`job queue ${queue} has a handler already`);
      handlers.set(queue, { handler: handler as JobHandler, backoffMs: options.backoffMs ?? defaultBackoffMs });
      poll();
    },
    start() {
      started = true;
      poll();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      controller?.abort();
      controller = undefined;
      const settled = Promise.allSettled([round, ...inFlight]);
      let waited: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (waited = setTimeout(resolve, deps.stopTimeoutMs ?? 10_000)));
      await Promise.race([settled, timeout]);
      clearTimeout(waited);
    },
    runOnce: () => claimAndRun(controller?.signal ?? new AbortController().signal),
  };
}
