import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralEarning } from '@skinbet/shared/economy';
import { REFERRAL } from '@skinbet/shared/referral';
import { profileSchema } from '@skinbet/shared/schemas/user.schemas';
import { ledgerEntries, users } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { fakeSteamAssertion, startFakeSteamProvider, type FakeSteamProvider } from '../auth/steam-openid.fake';
import { findLedgerMismatches } from '../../ledger/money/ledger-check.repository';

/**
 * Referrals (docs/engagement/referrals.md "Rules"): every account's link, attribution once at
 * creation through the `skinbet_ref` cookie (never changed, never to oneself, unknown codes
 * ignored), and the referrer's published share of the house edge on each settled wager.
 */
describe('referrals', () => {
  let server: TestServer;
  let steam: FakeSteamProvider;

  beforeAll(async () => {
    steam = await startFakeSteamProvider();
    // The tests sign in through a proxy on 127.0.0.1 when they name the client's address.
    server = await startTestServer({ STEAM_OPENID_URL: steam.url, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
    await server.stop();
    await steam.close();
  });

  const freshName = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString('hex')}`;

  /** Demo sign-in, as the browser sends it: with the referral cookie when the visitor came through a link. */
  async function demoSignIn(name: string, referralCookie?: string): Promise<string> {
    const response = await fetch(`${server.url}/api/auth/test-login?name=${encodeURIComponent(name)}`, {
      headers: referralCookie === undefined ? {} : { cookie: `${REFERRAL.cookie}=${referralCookie}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { api_token: string }).api_token;
  }

  /**
   * Demo sign-in from a given client address (X-Forwarded-For through the trusted proxy) and
   * device (the `skinbet_device` cookie); answers the token and the device cookie the site keeps.
   */
  async function signInFrom(name: string, from: { address: string; device?: string; ref?: string }) {
    const cookies = [
      ...(from.ref ? [`${REFERRAL.cookie}=${from.ref}`] : []),
      ...(from.device ? [`skinbet_device=${from.device}`] : []),
    ];
    const response = await fetch(`${server.url}/api/auth/test-login?name=${encodeURIComponent(name)}`, {
      headers: { 'x-forwarded-for': from.address, ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}) },
    });
    expect(response.status).toBe(200);
    const deviceCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('skinbet_device='));
    const token = ((await response.json()) as { api_token: string }).api_token;
    return { token, device: from.device ?? deviceCookie?.split(';')[0]!.slice('skinbet_device='.length) };
  }

  async function rowOf(token: string) {
    const me = await server.post('/api/user/get', {}, token);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, me.body.id));
    return row!;
  }

  async function referralTab(token: string) {
    const response = await server.post('/api/user/getProfile', {}, token);
    expect(response.status).toBe(200);
    return profileSchema.parse(response.body).referral;
  }

  it('gives every account a url-safe code and its link in the profile', async () => {
    const token = await demoSignIn(freshName('Owner'));
    const row = await rowOf(token);
    expect(row.referralCode).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(await referralTab(token)).toEqual({
      invited: 0,
      percent: 10,
      earnings: 0,
      code: row.referralCode,
      link: `${server.url}/?ref=${row.referralCode}`,
    });
    const factoryMade = await createUser(server.ctx);
    expect(factoryMade.user.referralCode).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(factoryMade.user.referralCode).not.toBe(row.referralCode);
  });

  it('attributes an account created through the link once, and never re-attributes it', async () => {
    const referrerToken = await demoSignIn(freshName('Inviter'));
    const referrer = await rowOf(referrerToken);
    const otherToken = await demoSignIn(freshName('Other'));
    const other = await rowOf(otherToken);

    const name = freshName('Invited');
    const invitedToken = await demoSignIn(name, referrer.referralCode!);
    expect((await rowOf(invitedToken)).referrerId).toBe(referrer.id);
    // The referrer's cached user shows the new count at once.
    expect((await server.post('/api/user/get', {}, referrerToken)).body.referrals).toEqual({ invited: 1 });
    expect((await referralTab(referrerToken)).invited).toBe(1);

    // Signing in again through another link changes nothing.
    await demoSignIn(name, other.referralCode!);
    expect((await rowOf(invitedToken)).referrerId).toBe(referrer.id);
    // An account created without a link is never attributed later either.
    const loneName = freshName('Lone');
    const loneToken = await demoSignIn(loneName);
    await demoSignIn(loneName, referrer.referralCode!);
    expect((await rowOf(loneToken)).referrerId).toBeNull();
    expect((await referralTab(otherToken)).invited).toBe(0);
  });

  it('refuses self-referral: an account signing in with its own code stays unattributed', async () => {
    const name = freshName('Self');
    const token = await demoSignIn(name);
    const row = await rowOf(token);
    await demoSignIn(name, row.referralCode!);
    expect((await rowOf(token)).referrerId).toBeNull();
    // The database refuses it too (CHECK users_not_own_referrer).
    await expect(server.ctx.db.execute(sql`UPDATE users SET referrer_id = id WHERE id = ${row.id}`)).rejects.toThrow();
  });

  it("does not attribute a sign-up from the referrer's own address or device; one from elsewhere it does", async () => {
    const home = '203.0.113.7';
    const referrerName = freshName('Home');
    const signedUp = await signInFrom(referrerName, { address: home });
    expect(signedUp.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const referrer = await rowOf(signedUp.token);
    const ref = referrer.referralCode!;

    // Alternate accounts from the address the referrer signed up from: not attributed.
    const alt = await signInFrom(freshName('AltHome'), { address: home, ref });
    expect((await rowOf(alt.token)).referrerId).toBeNull();
    // From the referrer's browser (its device cookie) at another address: not attributed.
    const altDevice = await signInFrom(freshName('AltDevice'), {
      address: '198.51.100.20',
      device: signedUp.device,
      ref,
    });
    expect((await rowOf(altDevice.token)).referrerId).toBeNull();
    // From an address the referrer signed in from later (any of their sessions counts): not attributed.
    await signInFrom(referrerName, { address: '198.51.100.30' });
    const altLater = await signInFrom(freshName('AltLater'), { address: '198.51.100.30', ref });
    expect((await rowOf(altLater.token)).referrerId).toBeNull();

    // A friend at their own address, on their own device: attributed.
    const friend = await signInFrom(freshName('Friend'), { address: '198.51.100.40', ref });
    expect((await rowOf(friend.token)).referrerId).toBe(referrer.id);
    expect((await referralTab(signedUp.token)).invited).toBe(1);
  });

  it('ignores unknown and malformed codes: the account is created unattributed', async () => {
    for (const cookie of ['nosuchcode1', 'x', encodeURIComponent("'; DROP TABLE users; --"), 'a'.repeat(200)]) {
      const token = await demoSignIn(freshName('Stray'), cookie);
      expect((await rowOf(token)).referrerId).toBeNull();
    }
  });

  it('attributes a Steam account created through the link (the cookie rides along on the return from Steam)', async () => {
    const referrerToken = await demoSignIn(freshName('SteamInviter'));
    const referrer = await rowOf(referrerToken);
    const steamId = `7656119800${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    steam.setSteamId(steamId);
    const assertion = await fakeSteamAssertion(steam, `${server.url}/auth/callback`);
    const response = await fetch(`${server.url}/auth/callback?${assertion}`, {
      redirect: 'manual',
      headers: { cookie: `${REFERRAL.cookie}=${referrer.referralCode}` },
    });
    await response.body?.cancel();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const [created] = await server.ctx.db.select().from(users).where(eq(users.steamId, steamId));
    expect(created?.referrerId).toBe(referrer.id);

    // The Steam account signing in again through another link keeps its referrer.
    const other = await rowOf(await demoSignIn(freshName('SteamOther')));
    const again = await server.ctx.services.auth.signInWithSteam(steamId, { referralCode: other.referralCode! });
    expect(again.referrerId).toBe(referrer.id);
  });

  it('pays the referrer REFERRAL_PERCENT % of the published edge on every settled wager, floored per wager', async () => {
    const referrerToken = await demoSignIn(freshName('Earner'));
    const referrer = await rowOf(referrerToken);
    const playerToken = await demoSignIn(freshName('Player'), referrer.referralCode!);
    const player = await rowOf(playerToken);
    const balanceBefore = referrer.balance;

    const wagers: Array<{ game: 'crash' | 'jackpot'; stake: number; outcome: 'won' | 'lost' }> = [
      { game: 'crash', stake: 249, outcome: 'lost' },
      { game: 'crash', stake: 250, outcome: 'lost' },
      { game: 'crash', stake: 100_000, outcome: 'won' },
      { game: 'jackpot', stake: 199, outcome: 'lost' },
      { game: 'jackpot', stake: 12_345, outcome: 'won' },
      ...Array.from({ length: 30 }, (_, i) => ({
        game: (i % 3 === 0 ? 'jackpot' : 'crash') as 'crash' | 'jackpot',
        stake: 1 + Math.floor(Math.random() * 500_000),
        outcome: (i % 2 === 0 ? 'lost' : 'won') as 'won' | 'lost',
      })),
    ];
    for (const wager of wagers) {
      await settleWager(server.ctx, {
        game: wager.game,
        userId: player.id,
        stakeCents: wager.stake,
        outcome: wager.outcome,
        payout: wager.outcome === 'won' ? { items: 0, money: wager.stake } : undefined,
      });
    }
    // Wheel publishes no edge yet: it earns nothing.
    await settleWager(server.ctx, { game: 'wheel', userId: player.id, stakeCents: 100_000, outcome: 'lost' });

    // Crash's published edge is 4 %, the jackpot's its 5 % commission: 10 % of that, per wager.
    const edge = { crash: 400, jackpot: 500 };
    const perWager = wagers.map((wager) => Math.floor((wager.stake * edge[wager.game] * 10) / 1_000_000));
    expect(perWager).toEqual(wagers.map((wager) => referralEarning(wager.stake, edge[wager.game], 10)));
    const expected = perWager.reduce((sum, cents) => sum + cents, 0);

    const earnings = await server.ctx.db
      .select({ delta: ledgerEntries.delta })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, referrer.id), eq(ledgerEntries.kind, 'referral_earning')));
    expect(earnings.map((row) => row.delta).sort((a, b) => a - b)).toEqual(
      perWager.filter((cents) => cents > 0).sort((a, b) => a - b),
    );
    expect((await rowOf(referrerToken)).balance).toBe(balanceBefore + expected);
    expect(await referralTab(referrerToken)).toMatchObject({ invited: 1, earnings: expected / 100 });
    // The invited player earns nothing from their own wagers.
    expect((await referralTab(playerToken)).earnings).toBe(0);
  });
});
