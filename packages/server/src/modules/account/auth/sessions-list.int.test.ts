import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { disconnection, openSocket, useRedisNodes, type SocketCleanup } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { hashToken } from './session.service';

/** The player's own sessions (docs/architecture/security.md "Sessions list"): list and revoke. */
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const UNAUTHENTICATED = { status: 401, body: { status: 'error', message: 'user_api.unauthenticated' } };

/** Signs the demo account `name` in from a browser: a new session with its User-Agent recorded. */
async function signIn(server: Pick<TestServer, 'url'>, name: string, userAgent: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/test-login?name=${name}`, {
    headers: { 'user-agent': userAgent },
  });
  return ((await response.json()) as { api_token: string }).api_token;
}

describe('sessions list', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });

  it('lists each live session with its device, address, times, and which one is this', async () => {
    const name = `Sessions${crypto.randomBytes(3).toString('hex')}`;
    const desktop = await signIn(server, name, CHROME_ON_WINDOWS);
    const phone = await signIn(server, name, SAFARI_ON_IPHONE);
    const gone = await signIn(server, name, SAFARI_ON_IPHONE);
    expect((await server.post('/api/auth/logout', {}, gone)).status).toBe(200);

    const list = await server.post('/api/user/sessions/list', {}, desktop);
    expect(list.status).toBe(200);
    expect(list.body.sessions).toHaveLength(2);
    const [mine, other] = [...list.body.sessions].sort((a, b) => Number(b.current) - Number(a.current));
    expect(mine).toMatchObject({ device: 'Chrome on Windows', address: '127.0.0.1', current: true });
    expect(other).toMatchObject({ device: 'Safari on iOS', address: '127.0.0.1', current: false, last_seen_at: null });
    // This request was the desktop session's first use: it is seen now.
    expect(Date.now() - Date.parse(mine.last_seen_at)).toBeLessThan(60_000);
    expect(Date.parse(mine.created_at)).toBeLessThanOrEqual(Date.parse(mine.last_seen_at));
    expect(
      (await server.post('/api/user/sessions/list', {}, phone)).body.sessions
        .map((s: { current: boolean }) => s.current)
        .filter(Boolean),
    ).toHaveLength(1);
  });

  it('writes "last seen" at most once a minute per session, whatever the polling', async () => {
    const { user, token } = await createUser(server.ctx);
    const lastSeen = async () =>
      (
        await server.ctx.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]?.lastSeenAt;
    expect(await lastSeen()).toBeNull();
    await server.post('/api/user/get', {}, token);
    const first = await lastSeen();
    expect(first).toBeInstanceOf(Date);
    for (let poll = 0; poll < 5; poll += 1) await server.post('/api/user/get', {}, token);
    expect(await lastSeen()).toEqual(first);
    // A minute later (moved back in the database, the node's cache forgotten), the next use is recorded.
    await server.ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    server.ctx.cache.apply({ kind: 'user', userId: user.id });
    await server.post('/api/user/get', {}, token);
    expect(Date.now() - (await lastSeen())!.getTime()).toBeLessThan(60_000);
  });

  it('revokes one session: 401 at once and its sockets drop, the others stay', async () => {
    const { user, token } = await createUser(server.ctx);
    const other = await server.ctx.services.sessions.create(user.id);
    const third = await server.ctx.services.sessions.create(user.id);
    const { socket } = await openSocket(server, { token: other }, cleanup);
    const cut = disconnection(socket);
    const list = await server.post('/api/user/sessions/list', {}, other);
    const otherId = list.body.sessions.find((s: { current: boolean }) => s.current).id as number;

    expect(await server.post('/api/user/sessions/revoke', { id: otherId }, token)).toEqual({
      status: 200,
      body: { status: 'success', revoked: 1 },
    });
    expect(await cut).toBe('io server disconnect');
    expect(await server.post('/api/user/get', {}, other)).toEqual(UNAUTHENTICATED);
    expect((await server.post('/api/user/get', {}, token)).status).toBe(200);
    expect((await server.post('/api/user/get', {}, third)).status).toBe(200);
    // Gone from the list; revoking it again, or someone else's session, finds nothing.
    const after = await server.post('/api/user/sessions/list', {}, token);
    expect(after.body.sessions.map((s: { id: number }) => s.id)).not.toContain(otherId);
    const notFound = { status: 404, body: { status: 'error', message: 'session_api.not_found' } };
    expect(await server.post('/api/user/sessions/revoke', { id: otherId }, token)).toEqual(notFound);
    const { token: stranger } = await createUser(server.ctx);
    const theirs = (await server.post('/api/user/sessions/list', {}, stranger)).body.sessions[0].id as number;
    expect(await server.post('/api/user/sessions/revoke', { id: theirs }, token)).toEqual(notFound);
    expect((await server.post('/api/user/get', {}, stranger)).status).toBe(200);
  });

  it('signs out every other session, keeping this one', async () => {
    const { user, token } = await createUser(server.ctx);
    const others = [
      await server.ctx.services.sessions.create(user.id),
      await server.ctx.services.sessions.create(user.id),
    ];
    const sockets = await Promise.all(
      others.map(async (other) => (await openSocket(server, { token: other }, cleanup)).socket),
    );
    const mine = (await openSocket(server, { token }, cleanup)).socket;
    const cuts = sockets.map(disconnection);
    expect(await server.post('/api/user/sessions/revoke', { all_others: true }, token)).toEqual({
      status: 200,
      body: { status: 'success', revoked: 2 },
    });
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const other of others) expect(await server.post('/api/user/get', {}, other)).toEqual(UNAUTHENTICATED);
    expect((await server.post('/api/user/get', {}, token)).status).toBe(200);
    expect(mine.connected).toBe(true);
    expect((await server.post('/api/user/sessions/list', {}, token)).body.sessions).toHaveLength(1);
  });

  it('refuses a request that names neither one session nor all others', async () => {
    const { token } = await createUser(server.ctx);
    for (const body of [{}, { all_others: false }, { id: 1, all_others: true }, { id: 'x' }]) {
      expect((await server.post('/api/user/sessions/revoke', body, token)).status).toBe(400);
    }
  });
});

const REDIS_URL = process.env.REDIS_URL;

/** Two nodes of one site: a revocation on node A reaches node B's cache and sockets through Redis. */
describe.skipIf(!REDIS_URL)('sessions revoked across two nodes (Redis)', () => {
  const two = useRedisNodes(REDIS_URL!);

  it('answers 401 on node B at once and drops its socket there', async () => {
    const { user, token } = await createUser(two.nodeA.ctx);
    const other = await two.nodeA.ctx.services.sessions.create(user.id);
    // Node B has the session cached and a socket signed in with it.
    expect((await two.nodeB.post('/api/user/get', {}, other)).status).toBe(200);
    const { socket } = await openSocket(two.nodeB, { token: other }, two.cleanup);
    const cut = disconnection(socket);
    expect((await two.nodeA.post('/api/user/sessions/revoke', { all_others: true }, token)).body.revoked).toBe(1);
    expect(await cut).toBe('io server disconnect');
    expect(await two.nodeB.post('/api/user/get', {}, other)).toEqual(UNAUTHENTICATED);
    expect((await two.nodeB.post('/api/user/get', {}, token)).status).toBe(200);
  });
});
