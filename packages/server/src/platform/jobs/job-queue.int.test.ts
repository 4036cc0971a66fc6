import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { enqueue } from './job-queue';
import { findJobByKey } from './jobs.repository';
import { enqueueCommitted, freshKey } from './jobs.int-support';

/**
 * Enqueueing (docs/operations/job-queue.md "Jobs"): a job exists if and only if its transaction
 * committed, once per key.
 */
describe('job queue: enqueue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('adds a queued job with the transaction that commits', async () => {
    const key = freshKey('commit');
    const { id, created } = await enqueueCommitted(database.db, {
      queue: 'test.commit',
      payload: { withdrawalId: 7, nested: { list: [1, 2] } },
      key,
      maxAttempts: 3,
    });
    expect(created).toBe(true);
    const job = await findJobByKey(database.db, key);
    expect(job).toMatchObject({
      id,
      queue: 'test.commit',
      payload: { withdrawalId: 7, nested: { list: [1, 2] } },
      status: 'queued',
      attempts: 0,
      maxAttempts: 3,
      lockedUntil: null,
      lastError: null,
      finishedAt: null,
    });
  });

  it('adds nothing when the transaction rolls back', async () => {
    const key = freshKey('rollback');
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { queue: 'test.rollback', payload: {}, key });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await findJobByKey(database.db, key)).toBeUndefined();
  });

  it('keeps one job per key: in one transaction, in two, and concurrently', async () => {
    const key = freshKey('duplicate');
    const first = await database.db.transaction(async (tx) => {
      const a = await enqueue(tx, { queue: 'test.duplicate', payload: { n: 1 }, key });
      const b = await enqueue(tx, { queue: 'test.duplicate', payload: { n: 2 }, key });
      expect(b).toEqual({ id: a.id, created: false });
      return a;
    });
    const again = await enqueueCommitted(database.db, { queue: 'test.duplicate', payload: { n: 3 }, key });
    expect(again).toEqual({ id: first.id, created: false });
    // The first job stands, whatever a later call asked for.
    expect((await findJobByKey(database.db, key))?.payload).toEqual({ n: 1 });

    const raced = freshKey('raced');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        enqueueCommitted(database.db, { queue: 'test.duplicate', payload: { n }, key: raced }),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
  });

  it('is due later when asked: after a delay on the database clock, or at a given time', async () => {
    const delayed = freshKey('delayed');
    await enqueueCommitted(database.db, { queue: 'test.later', payload: {}, key: delayed, delayMs: 60_000 });
    const at = new Date(Date.UTC(2031, 0, 1));
    const scheduled = freshKey('scheduled');
    await enqueueCommitted(database.db, { queue: 'test.later', payload: {}, key: scheduled, runAt: at });
    const job = await findJobByKey(database.db, delayed);
    expect(job!.runAt.getTime() - job!.createdAt.getTime()).toBeGreaterThanOrEqual(59_000);
    expect((await findJobByKey(database.db, scheduled))!.runAt.getTime()).toBe(at.getTime());
  });
});
