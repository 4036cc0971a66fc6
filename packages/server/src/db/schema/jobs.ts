import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue (docs/operations/job-queue.md "Jobs", platform/jobs): effects outside the
 * database — a provider payout, a Steam trade offer, an e-mail — are enqueued in the transaction
 * of the business change that needs them, so a job exists exactly when that change committed. Any
 * node claims due jobs with `FOR UPDATE SKIP LOCKED` and holds them for a lease (`locked_until`):
 * a job whose worker died is claimed again once its lease ends. `attempts` counts claims and
 * doubles as the claim's fencing token: a worker whose lease was taken over cannot record the
 * outcome.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it (e.g. `withdrawal.payout`). */
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** When it is due (database clock); a retry moves it on by the backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the end of the claiming worker's lease. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Enqueueing the same key again adds nothing; the outside effect is made idempotent on it too. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('jobs_idempotency_key_unique').on(t.idempotencyKey),
    check('jobs_status_known', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts_range', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
    // What a worker's claim scans: queued jobs by due time, running jobs by the end of their lease.
    index('jobs_queued_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
  ],
);
