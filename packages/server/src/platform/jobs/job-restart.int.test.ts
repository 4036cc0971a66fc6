import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migratedTestImage, openTestDatabase } from '../../test/test-database';
import { createJobWorker } from './job-worker';
import { claimDueJobs, findJobByKey } from './jobs.repository';
import { enqueueCommitted, eventually, freshKey, quietLog } from './jobs.int-support';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Jobs survive a restart (docs/operations/job-queue.md "Jobs"): the queue is the database, so a
 * process that stops — cleanly or in the middle of a job — leaves its work to the next one over
 * the same data.
 */
describe('job queue: restart', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  /** A database that outlives a process: a PGlite data directory, or a PostgreSQL database. */
  async function durableDatabase(): Promise<() => Promise<DatabaseHandle>> {
    if (onPostgres) {
      const owner = await openTestDatabase();
      cleanup.push(() => owner.close());
      return () => openDatabase({ databaseUrl: owner.url!, dataDir: 'unused', poolSize: 4 });
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-jobs-'));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    // The first process starts the directory from the worker's migrated image (migrating an empty
    // one on disk took most of a minute on a loaded machine); the next one finds it on disk.
    const image = await migratedTestImage();
    let opened = 0;
    return () => openDatabase({ dataDir, image: opened++ === 0 ? image : undefined });
  }

  it('runs after a restart the jobs queued, and the one claimed, before it', async () => {
    const open = await durableDatabase();
    const queue = freshKey('restart');
    const waiting = `${queue}:waiting`;
    const interrupted = `${queue}:interrupted`;

    // The first process: it claims one job and dies running it, with another one still queued.
    const before = await open();
    await enqueueCommitted(before.db, { queue, payload: { n: 1 }, key: interrupted });
    const [claimed] = await claimDueJobs(before.db, { queues: [queue], limit: 1, leaseMs: 300 });
    expect(claimed?.key).toBe(interrupted);
    await enqueueCommitted(before.db, { queue, payload: { n: 2 }, key: waiting });
    await before.close();

    // The next process: a new worker over the same data runs both, the claimed one once its lease ended.
    const after = await open();
    cleanup.push(() => after.close());
    const ran: number[] = [];
    const worker = createJobWorker({ db: after.db, log: quietLog(), pollMs: 50 });
    cleanup.push(() => worker.stop());
    worker.register<{ n: number }>(queue, async (job) => {
      ran.push(job.payload.n);
    });
    worker.start();
    await eventually('both jobs to run', () => ran.length === 2);
    expect(ran.sort()).toEqual([1, 2]);
    expect(await findJobByKey(after.db, waiting)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await findJobByKey(after.db, interrupted)).toMatchObject({ status: 'done', attempts: 2 });
  });
});
