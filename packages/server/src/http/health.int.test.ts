import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import serverPackage from '../../package.json' with { type: 'json' };
import type { Database } from '../db/client';
import { checkReadiness } from '../platform/health/readiness';
import { startTestServer, type TestServer } from '../test/test-server';
import { openTestDatabase } from '../test/test-database';

/** The load balancer's probes (docs/operations/runbook.md "Health checks"). */
describe('/healthz and /readyz', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    // A node sharing another's database stops first: it closes nothing of it.
    for (const server of servers.reverse()) await server.stop();
    servers.length = 0;
  });
  const start = async (...args: Parameters<typeof startTestServer>) => {
    const server = await startTestServer(...args);
    servers.push(server);
    return server;
  };

  it('/healthz names the version and the Node runtime, and is never rate limited', async () => {
    const server = await start({ RATE_LIMIT_READ: '2/1m' });
    for (let probe = 0; probe < 5; probe++) {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', version: serverPackage.version, node: process.version });
    }
  });

  it('/readyz is 200 on the leader and on a node whose leader is another node', async () => {
    const leader = await start({}, { games: true });
    expect(await (await fetch(`${leader.url}/readyz`)).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', leader: 'this_node' },
      failed: [],
    });
    // GAME_ENGINES=0: this node takes bets but never leads; the leader's lock is held elsewhere.
    const follower = await start({}, { shareDatabaseWith: leader });
    const response = await fetch(`${follower.url}/readyz`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { checks: { leader: string } }).checks.leader).toBe('another_node');
  });

  it('/readyz is 503 naming the check when no node leads the engines', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'ok', leader: 'none' },
      failed: ['leader'],
    });
  });

  it('fails the database check when the database is gone, and the migrations on an unmigrated one', async () => {
    const database = await openTestDatabase();
    await database.close();
    expect(await checkReadiness({ db: database.db, isLeader: () => true })).toEqual({
      ready: false,
      checks: { database: 'unreachable', migrations: 'not_checked', leader: 'not_checked' },
      failed: ['database', 'migrations', 'leader'],
    });

    const empty = await PGlite.create('memory://');
    try {
      const readiness = await checkReadiness({
        db: drizzle({ client: empty }) as unknown as Database,
        isLeader: () => true,
      });
      expect(readiness.checks).toEqual({ database: 'ok', migrations: 'pending', leader: 'this_node' });
      expect(readiness.failed).toEqual(['migrations']);
    } finally {
      await empty.close();
    }
  });

  it('are described in the OpenAPI document', async () => {
    const server = await start();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the document freely
    const document: any = await (await fetch(`${server.url}/api/docs/json`)).json();
    expect(document.paths['/healthz'].get.responses['200']).toBeDefined();
    expect(Object.keys(document.paths['/readyz'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });
});
