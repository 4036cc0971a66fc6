import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { updateUser } from '../users/users.repository';

/** Sessions: bearer and cookie, sign-out, bans, and the same-origin lock on cookie-authenticated writes. */

const VALID_TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_123';

describe('sessions', () => {
  const server = useTestServer();

  /** POSTs JSON with the session in a cookie (as the web app does) and any extra headers. */
  async function postWithCookie(path: string, token: string, headers: Record<string, string> = {}, body = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${token}`, ...headers },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body: answer, cookies: response.headers.getSetCookie() };
  }

  async function postWithBearer(path: string, token: string, headers: Record<string, string> = {}, body = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('reads the user with the token as a bearer or as the sid cookie', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 1234 });
    const byBearer = await postWithBearer('/api/user/get', token);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toMatchObject({ id: user.id, balance: 12.34 });
    const byCookie = await postWithCookie('/api/user/get', token);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.id).toBe(user.id);
  });

  it('signs out by revoking the bearer token', async () => {
    const { token } = await createUser(server.ctx);
    const other = await server.ctx.services.sessions.create((await server.post('/api/user/get', {}, token)).body.id);
    const logout = await server.post('/api/auth/logout', {}, token);
    expect(logout).toEqual({ status: 200, body: { status: 'success' } });
    const after = await server.post('/api/user/get', {}, token);
    expect(after).toEqual({ status: 401, body: { status: 'error', message: 'user_api.unauthenticated' } });
    // Only that session ends: the same user's other device stays signed in.
    expect((await server.post('/api/user/get', {}, other)).status).toBe(200);
  });

  it('signs out a cookie session and clears the cookie', async () => {
    const { token } = await createUser(server.ctx);
    const logout = await postWithCookie('/api/auth/logout', token, { origin: server.url });
    expect(logout.status).toBe(200);
    const cleared = logout.cookies.find((c) => c.startsWith('sid='));
    expect(cleared).toMatch(/^sid=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect((await postWithCookie('/api/user/get', token)).status).toBe(401);
  });

  it('treats a guest signing out as done', async () => {
    expect(await server.post('/api/auth/logout', {})).toEqual({ status: 200, body: { status: 'success' } });
  });

  it.each([
    ['a short garbage token', 'garbage'],
    ['a well-formed token nobody was given', crypto.randomBytes(32).toString('base64url')],
    ['an absurdly long token', 'x'.repeat(5000)],
  ])('answers 401 for %s', async (_label, token) => {
    const bearer = await server.post('/api/user/get', {}, token);
    expect(bearer).toEqual({ status: 401, body: { status: 'error', message: 'user_api.unauthenticated' } });
    expect((await postWithCookie('/api/user/get', token)).status).toBe(401);
  });

  it('answers 401 for a request with no session at all', async () => {
    expect(await server.post('/api/user/get', {})).toEqual({
      status: 401,
      body: { status: 'error', message: 'user_api.unauthenticated' },
    });
  });

  it('keeps a banned user signed in to read, and refuses what they may not do with auth_api.banned', async () => {
    const { user, token } = await createUser(server.ctx, { banned: true });
    const second = await server.ctx.services.sessions.create(user.id);
    // Reads and support stay open (docs/product/overview.md "Accounts and sign-in")...
    const read = await postWithCookie('/api/user/get', token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: user.id, banned: true });
    expect(read.cookies.find((c) => c.startsWith('sid='))).toBeUndefined();
    // ...a route that stakes or moves money is refused, and the sessions stay.
    for (const session of [token, second]) {
      expect(await server.post('/api/user/cashback/take', {}, session)).toEqual({
        status: 403,
        body: { status: 'error', message: 'auth_api.banned' },
      });
    }

    await updateUser(server.ctx.db, user.id, { banned: false });
    server.ctx.cache.apply({ kind: 'user', userId: user.id });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.banned).toBe(false);
    expect((await server.post('/api/user/get', {}, second)).body).toMatchObject({ id: user.id, banned: false });
  });

  describe('same-origin lock on cookie-authenticated writes', () => {
    it('refuses a cookie POST from a foreign Origin and changes nothing', async () => {
      const { user, token } = await createUser(server.ctx);
      const forged = await postWithCookie(
        '/api/user/saveUrl',
        token,
        { origin: 'https://evil.example' },
        { trade_link: VALID_TRADE_LINK },
      );
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual({ status: 'error', message: 'app_api.forbidden_origin' });
      const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.tradeLink).toBeNull();

      // A forged sign-out is refused too: the session survives.
      const logout = await postWithCookie('/api/auth/logout', token, { origin: 'https://evil.example' });
      expect(logout.status).toBe(403);
      expect((await postWithCookie('/api/user/get', token)).status).toBe(200);
    });

    it('refuses a cookie POST the browser marks cross-site even without an Origin', async () => {
      const { token } = await createUser(server.ctx);
      const forged = await postWithCookie('/api/user/get', token, { 'sec-fetch-site': 'cross-site' });
      expect(forged).toMatchObject({ status: 403, body: { message: 'app_api.forbidden_origin' } });
    });

    it('accepts the same POST from our own origin', async () => {
      const { user, token } = await createUser(server.ctx);
      const own = await postWithCookie(
        '/api/user/saveUrl',
        token,
        { origin: server.url, 'sec-fetch-site': 'same-origin' },
        { trade_link: VALID_TRADE_LINK },
      );
      expect(own.status).toBe(200);
      const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.tradeLink).toBe(VALID_TRADE_LINK);
    });

    it('accepts a bearer POST whatever the Origin (a page elsewhere cannot know the token)', async () => {
      const { token } = await createUser(server.ctx);
      const bearer = await postWithBearer(
        '/api/user/saveUrl',
        token,
        { origin: 'https://evil.example' },
        { trade_link: VALID_TRADE_LINK },
      );
      expect(bearer).toEqual({ status: 200, body: { status: 'success', message: 'user_api.trade_link_saved' } });
    });
  });
  it('records where a sign-in came from: address, browser and a device cookie the browser keeps', async () => {
    const signIn = (name: string, cookie?: string) =>
      fetch(`${server.url}/api/auth/test-login?name=${name}`, {
        headers: { 'user-agent': 'SessionsTest/1.0', ...(cookie ? { cookie } : {}) },
      });
    const first = await signIn(`Device${crypto.randomBytes(3).toString('hex')}`);
    const deviceCookie = first.headers.getSetCookie().find((cookie) => cookie.startsWith('skinbet_device='))!;
    expect(deviceCookie).toMatch(/HttpOnly/i);
    expect(deviceCookie).toMatch(/Max-Age=34560000/);
    const device = deviceCookie.split(';')[0]!;
    const { api_token: token } = (await first.json()) as { api_token: string };

    // The next sign-in from that browser keeps its device id: no new cookie.
    const second = await signIn(`Device${crypto.randomBytes(3).toString('hex')}`, device);
    expect(second.headers.getSetCookie().some((cookie) => cookie.startsWith('skinbet_device='))).toBe(false);
    const { api_token: secondToken } = (await second.json()) as { api_token: string };

    const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
    const deviceHash = hash(device.slice('skinbet_device='.length));
    for (const sessionToken of [token, secondToken]) {
      const [row] = await server.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hash(sessionToken)));
      expect(row).toMatchObject({ signInAddress: '127.0.0.1', userAgent: 'SessionsTest/1.0', deviceHash });
    }
  });
});
