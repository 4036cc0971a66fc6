import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';
import { findJobByKey } from './jobs.repository';
import { enqueueCommitted, eventually, freshKey } from './jobs.int-support';

/** The app runs a job worker on every node from start-up (JOB_POLL_MS) and stops it on close. */
describe('job queue: in the app', () => {
  const server = useTestServer({ JOB_POLL_MS: '20' });

  it('runs the jobs of a queue a feature registered a handler for', async () => {
    const queue = freshKey('app');
    const key = `${queue}:1`;
    const seen: unknown[] = [];
    server.jobs.register(queue, async (job) => {
      seen.push(job.payload);
    });
    await enqueueCommitted(server.ctx.db, { queue, payload: { orderId: 12 }, key });
    await eventually('the job to be done', async () => (await findJobByKey(server.ctx.db, key))?.status === 'done');
    expect(seen).toEqual([{ orderId: 12 }]);
  });
});
