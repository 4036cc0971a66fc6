import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../../db/schema';
import { nameSkeletons } from '@skinbet/shared/text/skeleton';
import { createCatalogItem, createUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { findLedgerMismatches } from '../../ledger/money/ledger-check.repository';

/**
 * Demo sign-in (`GET /api/auth/test-login`): the account, its starting credit and skins, roles,
 * input checks — and that it only ever creates or enters demo accounts (issue 12).
 */

interface Login {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response fields freely
  body: any;
  cookies: string[];
}

async function demoLogin(server: TestServer, query: string): Promise<Login> {
  const response = await fetch(`${server.url}/api/auth/test-login?${query}`);
  return { status: response.status, body: await response.json(), cookies: response.headers.getSetCookie() };
}

async function token(server: TestServer, name: string, role?: string): Promise<string> {
  const login = await demoLogin(server, new URLSearchParams({ name, ...(role ? { role } : {}) }).toString());
  expect(login.status).toBe(200);
  return login.body.api_token as string;
}

describe('demo sign-in', () => {
  const server = useTestServer();
  const prices = [50, 200, 550, 1400, 3900, 8800];

  beforeAll(async () => {
    for (const price of prices) await createCatalogItem(server.ctx, { price });
  });

  it('creates the account with $100, mixed demo skins and one demo_credit ledger entry', async () => {
    const login = await demoLogin(server, 'name=Bob');
    expect(login.status).toBe(200);
    expect(login.body.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = login.cookies.find((c) => c.startsWith('sid='));
    expect(cookie).toBeDefined();
    expect(cookie!.slice(4).split(';')[0]).toBe(login.body.api_token);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    const apiToken = login.body.api_token as string;

    const me = await server.post('/api/user/get', {}, apiToken);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'Bob', balance: 100, is_demo: true, is_admin: false });
    expect(me.body.avatar).toMatch(/^\/avatars\/[a-f0-9]{24}\.svg$/);
    expect(me.body.notifications.map((n: { name: string }) => n.name)).toContain('notification.demo_welcome');

    const inventory = await server.post('/api/user/getInventory', { appId: 730 }, apiToken);
    expect(inventory.status).toBe(200);
    const itemPrices: number[] = inventory.body.items.map((item: { price: number }) => item.price);
    expect(itemPrices.length).toBeGreaterThanOrEqual(5);
    expect(new Set(itemPrices).size).toBeGreaterThanOrEqual(3);
    for (const price of itemPrices) expect(prices.map((cents) => cents / 100)).toContain(price);

    const profile = await server.post('/api/user/getProfile', {}, apiToken);
    const credits = profile.body.transactions.filter((t: { kind: string }) => t.kind === 'demo_credit');
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ delta: 100, balance_after: 100 });
    const [entry] = await server.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, me.body.id), eq(ledgerEntries.kind, 'demo_credit')));
    expect(entry?.delta).toBe(10_000);
  });

  it('signs the same name (in any case) into the same account without a second credit', async () => {
    const first = await server.post('/api/user/get', {}, await token(server, 'Carol'));
    const again = await server.post('/api/user/get', {}, await token(server, 'carol'));
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.balance).toBe(100);
    const profile = await server.post('/api/user/getProfile', {}, await token(server, 'CAROL'));
    expect(profile.body.transactions.filter((t: { kind: string }) => t.kind === 'demo_credit')).toHaveLength(1);
  });

  it('sets the admin and moderator flags when the role asks for them', async () => {
    const admin = await server.post('/api/user/get', {}, await token(server, 'Ada', 'admin'));
    expect(admin.body).toMatchObject({ is_admin: true, is_moderator: false });
    const moderator = await server.post('/api/user/get', {}, await token(server, 'Mo', 'moderator'));
    expect(moderator.body).toMatchObject({ is_admin: false, is_moderator: true });
    const player = await server.post('/api/user/get', {}, await token(server, 'Pat'));
    expect(player.body).toMatchObject({ is_admin: false, is_moderator: false });
  });

  it.each([
    ['an empty name', 'name='],
    ['no name', ''],
    ['a one-character name', 'name=a'],
    ['a 200-character name', `name=${'x'.repeat(200)}`],
    ['markup', `name=${encodeURIComponent('<script>')}`],
    ['an unknown role', 'name=Rolf&role=owner'],
    ['a zero-width space', `name=${encodeURIComponent('Gor\u200Bdon')}`],
    ['a right-to-left override', `name=${encodeURIComponent('\u202Enodrog')}`],
    ['a name that NFKC turns into something else', `name=${encodeURIComponent('Ann\u00BD')}`],
    ['a repeated name', 'name=Ann&name=Bea'],
  ])('refuses %s with 400 and no account', async (_label, query) => {
    const [before] = await server.ctx.db.select({ n: count() }).from(users);
    const login = await demoLogin(server, query);
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ status: 'error', message: 'app_api.invalid_request' });
    expect(login.cookies.some((c) => c.startsWith('sid='))).toBe(false);
    const [after] = await server.ctx.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('creates exactly one account and one credit for ten simultaneous first sign-ins of a name', async () => {
    const logins = await Promise.all(Array.from({ length: 10 }, () => demoLogin(server, 'name=Crowd')));
    expect(logins.map((login) => login.status)).toEqual(Array(10).fill(200));
    const tokens = logins.map((login) => login.body.api_token as string);
    expect(new Set(tokens).size).toBe(10);

    const ids = await Promise.all(tokens.map(async (t) => (await server.post('/api/user/get', {}, t)).body.id));
    expect(new Set(ids).size).toBe(1);
    expect(await server.ctx.db.select().from(users).where(eq(users.demoKey, 'crowd'))).toHaveLength(1);
    const credits = await server.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, ids[0]), eq(ledgerEntries.kind, 'demo_credit')));
    expect(credits).toHaveLength(1);
    expect((await server.post('/api/user/getBalance', {}, tokens[0])).body).toEqual({ balance: 100 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('signs a banned demo account in to read and write to support, and refuses its stakes', async () => {
    const { id } = (await server.post('/api/user/get', {}, await token(server, 'Villain'))).body;
    await server.ctx.db.update(users).set({ banned: true }).where(eq(users.id, id));
    const login = await demoLogin(server, 'name=Villain');
    expect(login.status).toBe(200);
    expect(login.cookies.some((c) => c.startsWith('sid='))).toBe(true);
    const session = login.body.api_token as string;
    expect((await server.post('/api/user/get', {}, session)).body).toMatchObject({ id, banned: true });
    expect((await server.post('/api/cases/open', { id: 1 }, session)).body).toEqual({
      status: 'error',
      message: 'auth_api.banned',
    });
  });

  it('applies the role only when it creates the account: a later role changes nothing', async () => {
    const player = (await server.post('/api/user/get', {}, await token(server, 'Percy'))).body;
    expect(player).toMatchObject({ is_admin: false, is_moderator: false, is_demo: true });
    for (const role of ['admin', 'moderator']) {
      const again = (await server.post('/api/user/get', {}, await token(server, 'percy', role))).body;
      expect(again).toMatchObject({ id: player.id, is_admin: false, is_moderator: false });
    }
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, player.id));
    expect(row).toMatchObject({ isAdmin: false, isModerator: false });

    const admin = (await server.post('/api/user/get', {}, await token(server, 'Alma', 'admin'))).body;
    const plain = (await server.post('/api/user/get', {}, await token(server, 'Alma'))).body;
    const asModerator = (await server.post('/api/user/get', {}, await token(server, 'Alma', 'moderator'))).body;
    for (const me of [plain, asModerator])
      expect(me).toMatchObject({ id: admin.id, is_admin: true, is_moderator: false });
  });

  it("refuses a Steam account's name with 403: no session, no account", async () => {
    const steam = await server.ctx.services.auth.signInWithSteam('76561198000000042');
    const [before] = await server.ctx.db.select({ n: count() }).from(users);
    for (const name of [steam.username, steam.username.toUpperCase()]) {
      const login = await demoLogin(server, new URLSearchParams({ name }).toString());
      expect(login.status, name).toBe(403);
      expect(login.body).toEqual({ status: 'error', message: 'auth_api.name_taken' });
      expect(login.cookies.some((c) => c.startsWith('sid='))).toBe(false);
    }
    const [after] = await server.ctx.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses an account that is not a demo account, even one keyed like one', async () => {
    const { user } = await createUser(server.ctx);
    const login = await demoLogin(server, new URLSearchParams({ name: user.demoKey! }).toString());
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ status: 'error', message: 'auth_api.not_demo_account' });
    expect(login.cookies.some((c) => c.startsWith('sid='))).toBe(false);
  });

  it('refuses a demo account whose role someone else changed', async () => {
    const promoted = (await server.post('/api/user/get', {}, await token(server, 'Mona'))).body;
    await server.ctx.db.update(users).set({ isModerator: true }).where(eq(users.id, promoted.id));
    const demoted = (await server.post('/api/user/get', {}, await token(server, 'Adler', 'admin'))).body;
    await server.ctx.db.update(users).set({ isAdmin: false }).where(eq(users.id, demoted.id));
    for (const name of ['Mona', 'Adler']) {
      const login = await demoLogin(server, `name=${name}&role=admin`);
      expect(login.status, name).toBe(403);
      expect(login.body).toEqual({ status: 'error', message: 'auth_api.not_demo_account' });
      expect(login.cookies.some((c) => c.startsWith('sid='))).toBe(false);
    }
    const rows = await server.ctx.db.select().from(users).where(eq(users.id, promoted.id));
    expect(rows[0]).toMatchObject({ isAdmin: false, isModerator: true });
  });

  it("refuses a name that looks like another account's (confusable skeletons) with 403", async () => {
    await token(server, 'Gordon');
    const [before] = await server.ctx.db.select({ n: count() }).from(users);
    // Cyrillic «о», a Greek capital omicron, "rn" for "m" (vs Gemma), a capital «I» for an «l» (vs
    // Lola), Cyrillic capitals (vs Tom), a Cyrillic «а» in capitals (vs Marta).
    for (const name of ['Gemma', 'Lola', 'Tom', 'Marta']) await token(server, name);
    const [withOthers] = await server.ctx.db.select({ n: count() }).from(users);
    for (const name of ['G\u043Erdon', 'G\u039Frdon', 'Gernrna', 'LoIa', '\u0422\u041E\u041C', 'MART\u0410']) {
      const login = await demoLogin(server, new URLSearchParams({ name }).toString());
      expect(login.status, name).toBe(403);
      expect(login.body).toEqual({ status: 'error', message: 'auth_api.name_taken' });
      expect(login.cookies.some((c) => c.startsWith('sid='))).toBe(false);
    }
    const [after] = await server.ctx.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(withOthers?.n);
    expect(Number(withOthers?.n)).toBe(Number(before?.n) + 4);
    // The same name in full-width letters is the same name after NFKC: it enters the account.
    const gordon = (await server.post('/api/user/get', {}, await token(server, 'Gordon'))).body;
    const wide = (await server.post('/api/user/get', {}, await token(server, '\uFF27\uFF4F\uFF52\uFF44\uFF4F\uFF4E')))
      .body;
    expect(wide.id).toBe(gordon.id);
  });

  it('stores the name normalised (NFKC, no invisible characters) with its skeleton', async () => {
    const me = (await server.post('/api/user/get', {}, await token(server, '\uFF2E\uFF49\uFF4E\uFF41'))).body;
    expect(me.username).toBe('Nina');
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ username: 'Nina', demoKey: 'nina', isDemo: true, demoRole: null });
    expect(row).toMatchObject(nameSkeletons('Nina'));
    expect((await server.post('/api/user/get', {}, await token(server, 'NINA'))).body.id).toBe(me.id);
  });

  it('awaits beforeCreate right before creating an account, never when entering one', async () => {
    const calls: string[] = [];
    const beforeCreate = async () => {
      calls.push('beforeCreate');
    };
    const created = await server.ctx.services.auth.signInDemo('Hooked', undefined, { beforeCreate });
    expect(calls).toEqual(['beforeCreate']);
    const entered = await server.ctx.services.auth.signInDemo('hooked', 'admin', { beforeCreate });
    expect(entered.id).toBe(created.id);
    expect(calls).toEqual(['beforeCreate']);

    // A refusing hook (a rate limit) stops the creation: no account.
    const refuse = async () => {
      throw new Error('over the limit');
    };
    await expect(server.ctx.services.auth.signInDemo('Refused', undefined, { beforeCreate: refuse })).rejects.toThrow(
      'over the limit',
    );
    expect(await server.ctx.db.select().from(users).where(eq(users.demoKey, 'refused'))).toEqual([]);
  });

  it('is refused with 404 when DEMO_LOGIN is off', async () => {
    const closed = await startTestServer({ DEMO_LOGIN: '0' });
    try {
      const login = await demoLogin(closed, 'name=Bob');
      expect(login.status).toBe(404);
      expect(login.body).toEqual({ status: 'error', message: 'auth_api.demo_disabled' });
      expect(login.cookies.some((c) => c.startsWith('sid='))).toBe(false);
      const [row] = await closed.ctx.db.select({ n: count() }).from(users);
      expect(Number(row?.n)).toBe(0);
    } finally {
      await closed.stop();
    }
  });
});
