import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRecorded, eventually, type Recorder, type SocketCleanup } from '../realtime/realtime.int-support';
import { startTestServer, type TestServer } from '../test/test-server';
import { nextRoundWithin } from './crash/crash.int-support';
import { LEADER_LOCK } from '../platform/leader/leader-lock.repository';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Two nodes on one PostgreSQL database (docs/operations/configuration.md "Runtime modes"):
 * exactly one holds the advisory lock and runs the rounds; when it goes — stopped, or its
 * connection cut — the other takes over.
 */
describe.skipIf(!onPostgres)('game leader election on PostgreSQL', () => {
  let owner: TestServer;
  const nodes: TestServer[] = [];
  const cleanup: SocketCleanup = [];

  async function node(): Promise<{ server: TestServer; recorder: Recorder }> {
    const server = await startTestServer({}, { shareDatabaseWith: owner, games: true });
    nodes.push(server);
    return { server, recorder: (await connectRecorded(server, cleanup)).recorder };
  }

  /** The backend pid holding the leader lock, if any. */
  async function lockHolder(): Promise<number | null> {
    const result = await owner.ctx.db.execute(sql`
      SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objsubid = 2
        AND classid::text = ${String(LEADER_LOCK.classId)} AND objid::text = ${String(LEADER_LOCK.objectId)}
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
    const rows = (result as unknown as { rows: Array<{ pid: number }> }).rows;
    return rows[0]?.pid ?? null;
  }

  const roundEvents = ['clearBets', 'crashStartTimer', 'crashStart', 'crashMultiplier', 'crashEnd'];
  const heardRounds = (recorder: Recorder) => recorder.events.filter((entry) => roundEvents.includes(entry.event));

  beforeAll(async () => {
    owner = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of cleanup) socket.close();
    for (const server of nodes) await server.stop();
    await owner?.stop();
  });

  it('lets exactly one node run rounds, and the other take over when it stops', async () => {
    const first = await node();
    const second = await node();
    // Each node made its first attempt while starting: the first one won, the second one did not.
    expect(first.server.leaderTasks!.isLeader()).toBe(true);
    expect(second.server.leaderTasks!.isLeader()).toBe(false);
    expect(await lockHolder()).not.toBeNull();

    // Without Redis a node's emits reach only its own sockets: only the leader's hear rounds.
    const { index } = await nextRoundWithin(first.server, first.recorder, { max: 150, skipCurrent: true });
    await nextRoundWithin(first.server, first.recorder, { max: 150 }, index + 1);
    expect(heardRounds(second.recorder)).toEqual([]);
    expect(second.server.leaderTasks!.isLeader()).toBe(false);

    await first.server.stop();
    nodes.splice(nodes.indexOf(first.server), 1);
    await eventually('the second node to lead', async () => second.server.leaderTasks!.isLeader());
    // It resumes the round in play (a fresh crashInit for its sockets) and runs the next ones.
    await nextRoundWithin(second.server, second.recorder, { max: 150, skipCurrent: true });
  });

  it('hands over when the leader’s connection is cut, as when its process dies', async () => {
    const [current] = nodes;
    const other = await node();
    expect(current!.leaderTasks!.isLeader()).toBe(true);
    const holder = await lockHolder();
    expect(holder).not.toBeNull();

    await owner.ctx.db.execute(sql`SELECT pg_terminate_backend(${holder})`);
    await eventually('the lock to be held again by a live connection', async () => {
      const now = await lockHolder();
      return now !== null && now !== holder;
    });
    // Exactly one leader again, whichever node won the race for the lock.
    await eventually('exactly one leader', async () => {
      return [current!, other.server].filter((server) => server.leaderTasks!.isLeader()).length === 1;
    });
    const leader = [current!, other.server].find((server) => server.leaderTasks!.isLeader())!;
    const { recorder } = await connectRecorded(leader, cleanup);
    await nextRoundWithin(leader, recorder, { max: 150, skipCurrent: true });
  });
});
