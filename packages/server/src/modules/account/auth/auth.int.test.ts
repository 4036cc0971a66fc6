import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { fakeSteamAssertion, startFakeSteamProvider, type FakeSteamProvider } from './steam-openid.fake';

/** Steam sign-in end to end: our server, the fake Steam OpenID provider, and the browser's redirects. */

let steamSequence = 0;
/** A 17-digit Steam id no other test in this file uses. */
const freshSteamId = () => `76561198000000${String(++steamSequence).padStart(3, '0')}`;

interface Redirect {
  status: number;
  location: string | null;
  cookies: string[];
}

async function getManual(url: string, headers: Record<string, string> = {}): Promise<Redirect> {
  const response = await fetch(url, { redirect: 'manual', headers });
  await response.body?.cancel();
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookies: response.headers.getSetCookie(),
  };
}

function sessionCookie(cookies: string[]): string | undefined {
  return cookies.find((cookie) => cookie.startsWith('sid='));
}

function sessionToken(cookies: string[]): string {
  const cookie = sessionCookie(cookies);
  if (!cookie) throw new Error(`no sid cookie in ${JSON.stringify(cookies)}`);
  return cookie.slice('sid='.length).split(';')[0]!;
}

async function userCount(server: TestServer): Promise<number> {
  const [row] = await server.ctx.db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

async function readUser(server: TestServer, token: string) {
  const response = await fetch(`${server.url}/api/user/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sid=${token}` },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Steam sign-in', () => {
  let fake: FakeSteamProvider;
  let evil: FakeSteamProvider;
  let server: TestServer;
  let returnTo: string;

  /** Signs in on `target` as `steamId` through the fake: the callback's answer. */
  async function signIn(target: TestServer, steamId: string): Promise<Redirect> {
    fake.setSteamId(steamId);
    const assertion = await fakeSteamAssertion(fake, `${target.url}/auth/callback`);
    return getManual(`${target.url}/auth/callback?${assertion}`);
  }

  beforeAll(async () => {
    fake = await startFakeSteamProvider();
    evil = await startFakeSteamProvider();
    server = await startTestServer({ STEAM_OPENID_URL: fake.url });
    returnTo = `${server.url}/auth/callback`;
  });
  afterEach(() => {
    fake.misbehave = {};
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
    await evil.close();
  });

  it('signs a new player in through the redirects a browser follows', async () => {
    const steamId = freshSteamId();
    fake.setSteamId(steamId);

    const start = await getManual(`${server.url}/socialite/steam`);
    expect(start.status).toBe(302);
    const toSteam = new URL(start.location!);
    expect(`${toSteam.origin}${toSteam.pathname}`).toBe(fake.url);
    expect(toSteam.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(toSteam.searchParams.get('openid.return_to')).toBe(returnTo);
    expect(toSteam.searchParams.get('openid.realm')).toBe(server.url);

    const atSteam = await getManual(toSteam.toString());
    expect(atSteam.status).toBe(302);
    expect(atSteam.location!.startsWith(`${returnTo}?`)).toBe(true);

    const back = await getManual(atSteam.location!);
    expect(back.status).toBe(302);
    expect(back.location).toBe('/');
    const cookie = sessionCookie(back.cookies)!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);

    const me = await readUser(server, sessionToken(back.cookies));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ is_demo: false, is_admin: false, balance: 0, banned: false });
    expect(me.body.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{1,4}$/);
    expect(me.body.avatar).toMatch(/^\/avatars\/[a-f0-9]{24}\.svg$/);
    expect((me.body.conditions as { hasMind: boolean }).hasMind).toBe(true); // agreement recorded at sign-in

    const [row] = await server.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, me.body.id as number));
    expect(row?.steamId).toBe(steamId);
    expect(row?.demoKey).toBeNull();

    const avatar = await fetch(`${server.url}${me.body.avatar as string}`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await avatar.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('signs the same Steam account into the same user the second time', async () => {
    const steamId = freshSteamId();
    const first = await signIn(server, steamId);
    const usersAfterFirst = await userCount(server);
    const second = await signIn(server, steamId);
    expect(second.location).toBe('/');
    expect(await userCount(server)).toBe(usersAfterFirst);

    const firstToken = sessionToken(first.cookies);
    const secondToken = sessionToken(second.cookies);
    expect(secondToken).not.toBe(firstToken);
    const [a, b] = await Promise.all([readUser(server, firstToken), readUser(server, secondToken)]);
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
  });

  it('signs a banned account in: it may read its history and write to support, never stake', async () => {
    const steamId = freshSteamId();
    await signIn(server, steamId);
    await server.ctx.db.update(users).set({ banned: true }).where(eq(users.steamId, steamId));
    const entered = await signIn(server, steamId);
    expect(entered.location).toBe('/');
    expect(sessionCookie(entered.cookies)).toBeDefined();
  });

  it('serves no avatar for a malformed name', async () => {
    const response = await fetch(`${server.url}/avatars/not-a-hash.svg`);
    expect(response.status).toBe(404);
  });

  describe('refuses a bad assertion without signing anyone in', () => {
    const genuine = async (steamId: string) => {
      fake.setSteamId(steamId);
      return fakeSteamAssertion(fake, returnTo);
    };
    const withField = (key: string, value: string) => async (steamId: string) => {
      const query = await genuine(steamId);
      query.set(key, value);
      return query;
    };
    const cases: Array<{ name: string; assertion: (steamId: string) => Promise<URLSearchParams>; setup?: () => void }> =
      [
        {
          name: 'an op_endpoint other than the configured provider',
          assertion: async (steamId) => {
            evil.setSteamId(steamId);
            return fakeSteamAssertion(evil, returnTo);
          },
        },
        {
          name: "another provider's assertion relabelled with our provider's op_endpoint",
          assertion: async (steamId) => {
            evil.setSteamId(steamId);
            const query = await fakeSteamAssertion(evil, returnTo);
            query.set('openid.op_endpoint', fake.url);
            return query;
          },
        },
        {
          name: 'a claimed_id outside steamcommunity.com',
          assertion: async (steamId) => {
            const query = await withField('openid.claimed_id', `https://evil.example/openid/id/${steamId}`)(steamId);
            query.set('openid.identity', query.get('openid.claimed_id')!);
            return query;
          },
        },
        {
          name: 'an identity different from claimed_id',
          assertion: (steamId) =>
            withField('openid.identity', 'https://steamcommunity.com/openid/id/76561198999999999')(steamId),
        },
        {
          name: 'claimed_id left out of openid.signed',
          assertion: async (steamId) => {
            const query = await genuine(steamId);
            const signed = query.get('openid.signed')!.split(',');
            query.set('openid.signed', signed.filter((field) => field !== 'claimed_id').join(','));
            return query;
          },
        },
        {
          name: 'a return_to other than our callback',
          assertion: async (steamId) => {
            fake.setSteamId(steamId);
            return fakeSteamAssertion(fake, `${server.url}/elsewhere`);
          },
        },
        {
          name: 'the provider answering is_valid:false',
          assertion: genuine,
          setup: () => (fake.misbehave.isValid = false),
        },
        {
          name: 'the provider answering HTTP 500',
          assertion: genuine,
          setup: () => (fake.misbehave.status = 500),
        },
      ];

    it.each(cases)('$name', async ({ assertion, setup }) => {
      const steamId = freshSteamId();
      const query = await assertion(steamId);
      setup?.();
      const before = await userCount(server);

      const answer = await getManual(`${server.url}/auth/callback?${query}`);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/?auth_error=auth_api.login_failed');
      expect(sessionCookie(answer.cookies)).toBeUndefined();
      expect(await userCount(server)).toBe(before);
      expect(await server.ctx.db.select().from(users).where(eq(users.steamId, steamId))).toEqual([]);
    });

    it('a replayed assertion (the same one twice)', async () => {
      const steamId = freshSteamId();
      fake.setSteamId(steamId);
      const query = await fakeSteamAssertion(fake, returnTo);
      const first = await getManual(`${server.url}/auth/callback?${query}`);
      expect(first.location).toBe('/');
      const before = await userCount(server);

      const replay = await getManual(`${server.url}/auth/callback?${query}`);
      expect(replay.location).toBe('/?auth_error=auth_api.login_failed');
      expect(sessionCookie(replay.cookies)).toBeUndefined();
      expect(await userCount(server)).toBe(before);

      // Even a provider that confirms the replay does not get past our own nonce record.
      fake.misbehave.isValid = true;
      const laxReplay = await getManual(`${server.url}/auth/callback?${query}`);
      expect(laxReplay.location).toBe('/?auth_error=auth_api.login_failed');
      expect(sessionCookie(laxReplay.cookies)).toBeUndefined();
    });

    it('an empty callback', async () => {
      const answer = await getManual(`${server.url}/auth/callback`);
      expect(answer.location).toBe('/?auth_error=auth_api.login_failed');
      expect(sessionCookie(answer.cookies)).toBeUndefined();
    });
  });

  it('answers 404 for a sign-in provider other than Steam', async () => {
    const response = await fetch(`${server.url}/socialite/google`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: 'app_api.not_found' });
  });

  it('promotes the Steam ids of ADMIN_STEAM_IDS on sign-in, and nobody else', async () => {
    const adminId = freshSteamId();
    const playerId = freshSteamId();
    const adminServer = await startTestServer({ STEAM_OPENID_URL: fake.url, ADMIN_STEAM_IDS: `1, ${adminId}` });
    try {
      const admin = await readUser(adminServer, sessionToken((await signIn(adminServer, adminId)).cookies));
      expect(admin.status).toBe(200);
      expect(admin.body.is_admin).toBe(true);
      const player = await readUser(adminServer, sessionToken((await signIn(adminServer, playerId)).cookies));
      expect(player.body.is_admin).toBe(false);
    } finally {
      await adminServer.stop();
    }
  });
});
