import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { jobs } from '../../db/schema';
import { inMs } from '../db-clock.repository';

/** A claimed job as its handler sees it. `attempt` is the claim's fencing token (1 on the first run). */
export interface ClaimedJob {
  id: number;
  queue: string;
  payload: unknown;
  key: string;
  attempt: number;
  maxAttempts: number;
}

/**
 * Adds a job in the caller's transaction; a key that exists already adds nothing (whatever its
 * queue or payload). Answers the job's id and whether this call created it.
 */
export async function insertJob(
  tx: Transaction,
  job: { queue: string; payload: unknown; key: string; runAt?: Date; delayMs?: number; maxAttempts?: number },
): Promise<{ id: number; created: boolean }> {
  // Due on the database clock, like every other deadline (platform/db-clock.repository.ts).
  const runAt = job.runAt ?? inMs(job.delayMs ?? 0);
  const [created] = await tx
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      idempotencyKey: job.key,
      runAt,
      ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.idempotencyKey, job.key));
  return { id: existing!.id, created: false };
}

/**
 * Claims up to `limit` due jobs of `queues` for `leaseMs`: queued ones whose time has come, and
 * running ones whose worker's lease ran out (it died, or hung). `SKIP LOCKED`: rows another
 * worker is claiming this instant are left to it, so no two workers claim one job. (The due rows
 * are picked in a materialised CTE: a `LIMIT … FOR UPDATE` subquery under `IN` may be run more
 * than once by the planner.) A job whose lease ran out on its last attempt is failed here instead
 * of run again; only the claimed ones are answered.
 */
export async function claimDueJobs(
  db: Database,
  claim: { queues: string[]; limit: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  const exhausted = sql`j.attempts >= j.max_attempts`;
  const result = await db.execute(sql`
    WITH due AS MATERIALIZED (
      SELECT id FROM ${jobs}
      WHERE ${jobs.queue} IN ${claim.queues}
        AND ((${jobs.status} = 'queued' AND ${jobs.runAt} <= now())
          OR (${jobs.status} = 'running' AND ${jobs.lockedUntil} <= now()))
      ORDER BY ${jobs.runAt}, ${jobs.id}
      LIMIT ${claim.limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${jobs} AS j SET
      status = CASE WHEN ${exhausted} THEN 'failed' ELSE 'running' END,
      attempts = CASE WHEN ${exhausted} THEN j.attempts ELSE j.attempts + 1 END,
      locked_until = CASE WHEN ${exhausted} THEN NULL ELSE now() + ${claim.leaseMs} * interval '1 millisecond' END,
      finished_at = CASE WHEN ${exhausted} THEN now() END,
      last_error = CASE WHEN ${exhausted}
        THEN 'lease expired: the worker stopped during its last attempt' ELSE j.last_error END
    FROM due WHERE j.id = due.id
    RETURNING j.id, j.queue, j.payload, j.idempotency_key, j.attempts, j.max_attempts, j.status`);
  const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
  return rows
    .filter((row) => row.status === 'running')
    .map((row) => ({
      id: Number(row.id),
      queue: row.queue,
      payload: row.payload,
      key: row.idempotency_key,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
    }));
}

interface ClaimedRow {
  id: number | string;
  queue: string;
  payload: unknown;
  idempotency_key: string;
  attempts: number;
  max_attempts: number;
  status: string;
}

/** The fencing condition: the job is still held by the claim that ran it. */
const heldBy = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempt));

/** Records success; false when the claim had been taken over meanwhile (its lease ran out). */
export async function markJobDone(db: Executor, job: ClaimedJob): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt with its error: queued again after `retryInMs`, or `failed` for good
 * once the attempts are used up. False when the claim had been taken over meanwhile.
 */
export async function markJobAttemptFailed(
  db: Executor,
  job: ClaimedJob,
  failure: { error: string; retryInMs: number },
): Promise<{ recorded: boolean; final: boolean }> {
  const final = job.attempt >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set(
      final
        ? { status: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: failure.error }
        : {
            status: 'queued',
            runAt: inMs(failure.retryInMs),
            lockedUntil: null,
            lastError: failure.error,
          },
    )
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return { recorded: rows.length > 0, final };
}

/** A job's stored row (operators, tests). */
export async function findJobByKey(db: Executor, key: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.idempotencyKey, key));
  return row;
}
