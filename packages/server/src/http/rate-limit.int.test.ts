import crypto from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findUserByDemoKey } from '../modules/account/users/users.repository';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The HTTP rate limits (docs/api/http.md "Rate limits"): each test server gets tiny budgets for
 * the bucket under test (the test harness otherwise raises every budget out of the way).
 */

const TOO_MANY = { status: 'error', message: 'app_api.too_many_requests' };

async function call(
  server: TestServer,
  path: string,
  init: { method?: 'GET' | 'POST'; token?: string; headers?: Record<string, string> } = {},
) {
  const method = init.method ?? 'POST';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: method === 'POST' ? '{}' : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

const demoLogin = (server: TestServer, name: string, headers: Record<string, string> = {}) =>
  call(server, `/api/auth/test-login?name=${encodeURIComponent(name)}`, { method: 'GET', headers });

/** A demo name no other test (or earlier run against the same database) has used. */
const freshName = () => `rl_${crypto.randomBytes(5).toString('hex')}`;

describe('HTTP rate limits', () => {
  const servers: TestServer[] = [];
  const start = async (...args: Parameters<typeof startTestServer>) => {
    const server = await startTestServer(...args);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    // A second node borrows the first one's database: stop the newest first.
    for (const server of servers.splice(0).reverse()) await server.stop();
  });
  afterAll(async () => {
    for (const server of servers.splice(0).reverse()) await server.stop();
  });

  it('gives storehouse searches a bucket of their own, so a search flood is cut in seconds, not a minute', async () => {
    const server = await start({ RATE_LIMIT_SEARCH: '2/5s' });
    const search = async () =>
      (
        await fetch(`${server.url}/api/all-items/getList`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ appId: 730, market_hash_name: 'ak' }),
        })
      ).status;
    expect([await search(), await search()]).toEqual([200, 200]);
    expect(await search()).toBe(429);
    // Other reads keep their own budget.
    expect((await call(server, '/api/getConfig')).status).toBe(200);
  });

  it('answers 429 with Retry-After and app_api.too_many_requests once a public read bucket is spent', async () => {
    const server = await start({ RATE_LIMIT_READ: '3/1m' });
    for (let i = 0; i < 3; i++) expect((await call(server, '/api/getConfig')).status).toBe(200);
    const refused = await call(server, '/api/getConfig');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(refused.headers.get('connection')).toBe('close');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The bucket is the route class, not the route: another public read is refused as well.
    expect((await call(server, '/api/chat/getMessages')).status).toBe(429);
    // Other buckets keep their own budget.
    expect((await demoLogin(server, freshName())).status).toBe(200);
  });

  it('does not let a forged X-Forwarded-For pick a fresh per-IP budget', async () => {
    const server = await start({ RATE_LIMIT_SIGN_IN: '2/1m' });
    const name = freshName();
    expect((await demoLogin(server, name, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
    expect((await demoLogin(server, name, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
    const refused = await demoLogin(server, name, { 'x-forwarded-for': '203.0.113.3' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names', async () => {
    const server = await start({ RATE_LIMIT_SIGN_IN: '1/1m', TRUST_PROXY: '127.0.0.1' });
    const name = freshName();
    expect((await demoLogin(server, name, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
    expect((await demoLogin(server, name, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
    expect((await demoLogin(server, name, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
  });

  it('counts writes per user: one player over budget leaves another on the same address alone', async () => {
    const server = await start({ RATE_LIMIT_WRITE: '2/1m' });
    const alice = await createUser(server.ctx);
    const bob = await createUser(server.ctx);
    const readAll = (token?: string) => call(server, '/api/user/notification/readAll', { token });
    expect((await readAll(alice.token)).status).toBe(200);
    expect((await readAll(alice.token)).status).toBe(200);
    const refused = await readAll(alice.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readAll(bob.token)).status).toBe(200);
    // Guests share their address's budget (and are refused by the auth check within it).
    expect((await readAll()).status).toBe(401);
    expect((await readAll()).status).toBe(401);
    expect((await readAll()).status).toBe(429);
  });

  it('limits demo account creation per IP, but not entering an account that exists', async () => {
    const server = await start({ RATE_LIMIT_ACCOUNT_CREATION: '2/1h' });
    const [first, second, third] = [freshName(), freshName(), freshName()];
    expect((await demoLogin(server, first)).status).toBe(200);
    expect((await demoLogin(server, second)).status).toBe(200);
    const refused = await demoLogin(server, third);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await findUserByDemoKey(server.ctx.db, third.toLowerCase())).toBeUndefined();
    // Coming back to an account made earlier creates nothing, so it costs no creation budget.
    expect((await demoLogin(server, first)).status).toBe(200);
  });

  const REDIS_URL = process.env.REDIS_URL;
  it.skipIf(!REDIS_URL)('holds a limit across two nodes sharing Redis', async () => {
    // A namespace of its own: other files of this run share the per-process test prefix.
    const env = {
      REDIS_URL: REDIS_URL!,
      REDIS_PREFIX: `skinbet-test-rl-${crypto.randomBytes(4).toString('hex')}`,
      RATE_LIMIT_READ: '3/1m',
    };
    const nodeA = await start(env);
    const nodeB = await start(env, { shareDatabaseWith: nodeA });
    expect((await call(nodeA, '/api/getConfig')).status).toBe(200);
    expect((await call(nodeB, '/api/getConfig')).status).toBe(200);
    expect((await call(nodeA, '/api/getConfig')).status).toBe(200);
    const refused = await call(nodeB, '/api/getConfig');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
