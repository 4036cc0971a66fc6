import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { createJobWorker, type JobWorker } from './job-worker';
import { findJobByKey } from './jobs.repository';
import { enqueueCommitted, eventually, freshKey, gate, quietLog } from './jobs.int-support';

const noBackoff = { backoffMs: () => 0 };

/**
 * The worker (docs/operations/job-queue.md "Jobs"): each job runs to `done` once among racing
 * workers, a failing one is retried and then `failed` with its error, and a dead worker's job is
 * taken over after its lease.
 */
describe('job queue: workers', () => {
  let database: DatabaseHandle;
  const workers: JobWorker[] = [];
  const worker = (options: { leaseMs?: number; batchSize?: number; pollMs?: number } = {}) => {
    const created = createJobWorker({ db: database.db, log: quietLog(), pollMs: 20, stopTimeoutMs: 200, ...options });
    workers.push(created);
    return created;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const running of workers) await running.stop();
    await database?.close();
  });

  it('runs each job once when several workers race for them, and records it done', async () => {
    const queue = freshKey('race');
    const keys = Array.from({ length: 60 }, (_, n) => `${queue}:${n}`);
    for (const key of keys) await enqueueCommitted(database.db, { queue, payload: { key }, key });
    const runs = new Map<string, number>();
    const racers = [worker({ batchSize: 4 }), worker({ batchSize: 4 }), worker({ batchSize: 4 })];
    for (const racer of racers) {
      racer.register<{ key: string }>(queue, async (job) => {
        runs.set(job.payload.key, (runs.get(job.payload.key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      });
      racer.start();
    }
    await eventually('every job to run', () => runs.size === keys.length);
    for (const racer of racers) await racer.stop();
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    for (const key of keys) expect(await findJobByKey(database.db, key)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a failing job with its error recorded, and fails it for good after max attempts', async () => {
    const queue = freshKey('failing');
    const flaky = `${queue}:flaky`;
    const broken = `${queue}:broken`;
    await enqueueCommitted(database.db, { queue, payload: {}, key: flaky, maxAttempts: 3 });
    await enqueueCommitted(database.db, { queue, payload: {}, key: broken, maxAttempts: 3 });
    const attempts: Record<string, number[]> = { [flaky]: [], [broken]: [] };
    const runner = worker();
    runner.register(
      queue,
      async (job) => {
        attempts[job.key]!.push(job.attempt);
        if (job.key === broken || job.attempt === 1) throw new Error(`provider refused attempt ${job.attempt}`);
      },
      noBackoff,
    );
    for (let round = 0; round < 5; round += 1) await runner.runOnce();

    expect(attempts[flaky]).toEqual([1, 2]);
    expect(await findJobByKey(database.db, flaky)).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: 'provider refused attempt 1',
    });
    expect(attempts[broken]).toEqual([1, 2, 3]);
    const failed = await findJobByKey(database.db, broken);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'provider refused attempt 3' });
    expect(failed!.finishedAt).not.toBeNull();
  });

  it('waits out the backoff before retrying', async () => {
    const queue = freshKey('backoff');
    const key = `${queue}:1`;
    await enqueueCommitted(database.db, { queue, payload: {}, key });
    const runner = worker();
    let runs = 0;
    runner.register(
      queue,
      async () => {
        runs += 1;
        throw new Error('later');
      },
      { backoffMs: () => 60_000 },
    );
    expect(await runner.runOnce()).toBe(1);
    expect(await runner.runOnce()).toBe(0);
    const job = await findJobByKey(database.db, key);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'later' });
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(runs).toBe(1);
  });

  it('takes over a job whose worker died once its lease ends; the dead claim cannot record an outcome', async () => {
    const queue = freshKey('lease');
    const key = `${queue}:1`;
    await enqueueCommitted(database.db, { queue, payload: {}, key });
    const stuck = gate();
    const runs: string[] = [];
    const dying = worker({ leaseMs: 1_000 });
    dying.register(queue, async () => {
      runs.push('dying');
      await stuck.promise;
    });
    const claiming = dying.runOnce();
    await eventually('the first claim', () => runs.length === 1);

    const survivor = worker({ leaseMs: 5_000 });
    survivor.register(queue, async () => {
      runs.push('survivor');
    });
    // The lease holds: nobody else takes the job yet.
    expect(await survivor.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await survivor.runOnce()).toBe(1);
    expect(await findJobByKey(database.db, key)).toMatchObject({ status: 'done', attempts: 2 });

    // The first worker comes back to life: its outcome is not recorded over the survivor's.
    stuck.open();
    await claiming;
    expect(runs).toEqual(['dying', 'survivor']);
    expect(await findJobByKey(database.db, key)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job whose worker died during its last attempt instead of running it again', async () => {
    const queue = freshKey('last-lease');
    const key = `${queue}:1`;
    await enqueueCommitted(database.db, { queue, payload: {}, key, maxAttempts: 1 });
    const stuck = gate();
    const dying = worker({ leaseMs: 200 });
    dying.register(queue, () => stuck.promise);
    const claiming = dying.runOnce();
    await eventually('the claim', async () => (await findJobByKey(database.db, key))?.status === 'running');
    await new Promise((resolve) => setTimeout(resolve, 250));

    const survivor = worker();
    let ran = false;
    survivor.register(queue, async () => {
      ran = true;
    });
    expect(await survivor.runOnce()).toBe(0);
    expect(ran).toBe(false);
    expect(await findJobByKey(database.db, key)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'lease expired: the worker stopped during its last attempt',
    });
    stuck.open();
    await claiming;
  });

  it('claims only the queues this node handles', async () => {
    const queue = freshKey('mine');
    const other = freshKey('theirs');
    await enqueueCommitted(database.db, { queue: other, payload: {}, key: `${other}:1` });
    const runner = worker();
    runner.register(queue, async () => {});
    expect(await runner.runOnce()).toBe(0);
    expect(await findJobByKey(database.db, `${other}:1`)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
