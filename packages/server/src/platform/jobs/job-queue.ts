import type { Transaction } from '../../db/client';
import { insertJob } from './jobs.repository';

/** What to run: a queue (its handler, job-worker.ts), a JSON payload, and the job's idempotency key. */
export interface JobRequest<P> {
  /** The handler's queue, e.g. `withdrawal.payout`. */
  queue: string;
  /** JSON; what the handler needs to find its business row again (an id), not a copy of it. */
  payload: P;
  /**
   * Unique across all queues: enqueueing the same key again adds nothing (the first job stands,
   * whatever the second call's payload). Name the effect it stands for, e.g.
   * `withdrawal:1234:payout`, and send it to the outside party as its idempotency key.
   */
  key: string;
  /** Not before this time; default: now (database clock). */
  runAt?: Date;
  /** Not before this long after now on the database clock (ignored with `runAt`). */
  delayMs?: number;
  /** Runs before it is `failed` for good (default 5). */
  maxAttempts?: number;
}

/**
 * Enqueues an effect outside the database (docs/operations/job-queue.md "Jobs": a provider payout,
 * a Steam trade offer, an e-mail) in the caller's transaction: the job exists if and only if the
 * business change that needs it commits, and a retried request that enqueues the same key again
 * adds nothing.
 *
 * Delivery is at least once to the outside: a worker may die after the effect happened and before
 * it recorded `done`, and the job then runs again once its lease ends. So the handler must make
 * the effect idempotent on `job.key` — pass it to the provider as its idempotency key, or look up
 * whether the effect already happened before making it. Completion, in turn, is recorded exactly
 * once: `done`, or `failed` with the last error after `maxAttempts`.
 */
export async function enqueue<P>(tx: Transaction, job: JobRequest<P>): Promise<{ id: number; created: boolean }> {
  return insertJob(tx, job);
}
