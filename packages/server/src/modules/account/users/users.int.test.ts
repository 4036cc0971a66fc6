import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { levelProgress } from '@skinbet/shared/progression';
import { profileSchema, publicUserSchema, userSchema } from '@skinbet/shared/schemas/user.schemas';
import { users, withdrawals } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { createUser, changeBalance, settleTestWager } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';

/** The user API: the signed-in user, public profiles, balance, ledger, trade link and notices. */

const UNAUTHENTICATED = { status: 401, body: { status: 'error', message: 'user_api.unauthenticated' } };
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=87654321&token=Zx-9_aB1';

describe('users API', () => {
  const server = useTestServer();

  const wager = (userId: number, wagerCents: number, payoutCents: number) =>
    settleTestWager(server.ctx, userId, wagerCents, payoutCents);

  describe('/api/user/get', () => {
    it('returns every field of the shared User schema, and nothing else', async () => {
      const { user, token } = await createUser(server.ctx, { balance: 4_321 });
      const me = await server.post('/api/user/get', {}, token);
      expect(me.status).toBe(200);
      const parsed = userSchema.strict().parse(me.body);
      expect(Object.keys(me.body).sort()).toEqual(Object.keys(userSchema.shape).sort());
      expect(parsed).toMatchObject({
        id: user.id,
        username: user.username,
        balance: 43.21,
        trade_link: null,
        // Test users are keyed like demo accounts but are not ones (only the demo sign-in makes those).
        is_demo: false,
        banned: false,
        level: 1,
        experience: 0,
        referrals: { invited: 0 },
      });
      expect(parsed.created_at).toBe(user.createdAt.toISOString());
      expect(parsed.stats).toEqual({
        games_played: 0,
        games_won: 0,
        winrate: 0,
        total_wagered: 0,
        total_won: 0,
        top_win: 0,
        top_ratio: 0,
      });
    });

    it('derives the level fields and stats from recorded wagers', async () => {
      const { user, token } = await createUser(server.ctx);
      await wager(user.id, 25_000, 62_500); // $250 staked, $625 back: 2.5x
      await wager(user.id, 1_000, 0);
      const me = (await server.post('/api/user/get', {}, token)).body;
      expect(me.experience).toBe(26_000);
      const progress = levelProgress(26_000);
      expect(me).toMatchObject(progress);
      // 1000·(1 + 4 + 9) = 14,000 reaches level 4; level 5 needs 30,000.
      expect(progress).toEqual({
        level: 4,
        experienceInCurrentLevel: 12_000,
        experienceForCurrentLevel: 16_000,
        experienceToNextLevel: 4_000,
      });
      expect(me.stats).toEqual({
        games_played: 2,
        games_won: 1,
        winrate: 50,
        total_wagered: 260,
        total_won: 625,
        top_win: 625,
        top_ratio: 2.5,
      });
      expect(me.conditions.has5games).toBe(false);
    });
  });

  describe('/api/user/getUser (public)', () => {
    it('shows a public profile to a guest without private fields', async () => {
      const { user } = await createUser(server.ctx, { balance: 99_999 });
      await server.ctx.db.update(users).set({ tradeLink: TRADE_LINK }).where(eq(users.id, user.id));
      await wager(user.id, 5_000, 0);
      const profile = await server.post('/api/user/getUser', { user_id: user.id });
      expect(profile.status).toBe(200);
      const parsed = publicUserSchema.strict().parse(profile.body);
      for (const key of ['balance', 'trade_link', 'notifications', 'conditions', 'cashback']) {
        expect(profile.body).not.toHaveProperty(key);
      }
      expect(JSON.stringify(profile.body)).not.toContain('tradeoffer');
      expect(parsed).toMatchObject({
        id: user.id,
        username: user.username,
        is_demo: false,
        level: levelProgress(5_000).level,
      });
      expect(parsed.stats.total_wagered).toBe(50);
      expect(Date.parse(parsed.created_at)).not.toBeNaN();
    });

    it('answers 404 for an id nobody has', async () => {
      expect(await server.post('/api/user/getUser', { user_id: 2_000_000_000 })).toEqual({
        status: 404,
        body: { status: 'error', message: 'user_api.not_found' },
      });
    });

    it.each([
      ['a numeric string', '1'],
      ['a word', 'abc'],
      ['a boolean', true],
      ['an array', [1]],
      ['zero', 0],
      ['a negative id', -1],
      ['a fraction', 1.5],
      ['an unsafe integer', 2 ** 53],
      ['a huge number', 1e300],
      ['null', null],
    ])('refuses %s with 400', async (_label, userId) => {
      expect(await server.post('/api/user/getUser', { user_id: userId })).toEqual({
        status: 400,
        body: { status: 'error', message: 'app_api.invalid_request' },
      });
    });
  });

  it('reads the balance in currency units', async () => {
    const { token } = await createUser(server.ctx, { balance: 105 });
    expect(await server.post('/api/user/getBalance', {}, token)).toEqual({ status: 200, body: { balance: 1.05 } });
  });

  it('lists the ledger newest first, each entry with the balance after it', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 10_000 });
    for (const delta of [-2_550, 1_025]) {
      await inTransaction(server.ctx.db, (tx, afterCommit) =>
        changeBalance(server.ctx.services.money, tx, afterCommit, {
          userId: user.id,
          delta,
          kind: 'adjustment',
          reference: 'x',
        }),
      );
    }
    const profile = await server.post('/api/user/getProfile', {}, token);
    expect(profile.status).toBe(200);
    const { user: me, transactions } = profileSchema.parse(profile.body);
    expect(me.balance).toBe(84.75);
    expect(transactions.map((t) => [t.delta, t.balance_after])).toEqual([
      [10.25, 84.75],
      [-25.5, 74.5],
      [100, 100],
    ]);
  });

  it('carries the first page of crash, jackpot and wheel bets and of withdrawals, as the paged calls answer them', async () => {
    const { user, token } = await createUser(server.ctx);
    // 21 crash bets (two pages of 20), one jackpot bet, no wheel bet.
    for (let index = 0; index < 21; index += 1) {
      await settleWager(server.ctx, { game: 'crash', userId: user.id, stakeCents: 100 + index, outcome: 'lost' });
    }
    await settleWager(server.ctx, {
      game: 'jackpot',
      userId: user.id,
      stakeCents: 500,
      outcome: 'won',
      payout: { items: 0, money: 950 },
    });
    // 22 past withdrawals (a page is 20): money to a card, and a skin by trade.
    await server.ctx.db.insert(withdrawals).values(
      Array.from({ length: 22 }, (_, index) => ({
        userId: user.id,
        type: index % 2 === 0 ? ('money' as const) : ('skin' as const),
        system: index % 2 === 0 ? 5 : null,
        wallet: index % 2 === 0 ? '4111111111111111' : TRADE_LINK,
        amount: 1_000 + index,
        status: index % 3 === 0 ? ('canceled' as const) : ('completed' as const),
      })),
    );

    const answer = await server.post('/api/user/getProfile', {}, token);
    expect(answer.status).toBe(200);
    const profile = profileSchema.strict().parse(answer.body);
    const history = async (game: string) => (await server.post('/api/user/history', { game }, token)).body;
    expect(profile.crashBets).toEqual(await history('crash'));
    expect(profile.crashBets).toMatchObject({ page: 1, pages: 2, total: 21 });
    expect(profile.crashBets.entries).toHaveLength(20);
    expect(profile.jackpotBets).toEqual(await history('jackpot'));
    expect(profile.jackpotBets.entries).toMatchObject([{ game: 'jackpot', stake: 5, payout: 9.5 }]);
    expect(profile.wheelBets).toEqual({ page: 1, pages: 1, total: 0, entries: [] });

    const firstPage = (await server.post('/api/user/withdraws', {}, token)).body;
    expect(profile.withdraws).toEqual({
      has_more: true,
      withdraws: firstPage.withdraws.map((row: { created_at: string }) => ({ ...row, date: row.created_at })),
    });
    expect(profile.withdraws.withdraws).toHaveLength(20);
    // Withdrawal: id, system, wallet, amount, status, date — newest first.
    expect(profile.withdraws.withdraws[0]).toMatchObject({
      system: null,
      wallet: '87654321',
      amount: 10.21,
      status: 'canceled',
      date: expect.any(String),
    });
    expect(profile.withdraws.withdraws[1]).toMatchObject({ system: 5, wallet: '**** 1111', amount: 10.2 });
  });

  describe('/api/user/saveUrl', () => {
    it('saves a Steam trade URL that /api/user/get then shows', async () => {
      const { token } = await createUser(server.ctx);
      const saved = await server.post('/api/user/saveUrl', { trade_link: ` ${TRADE_LINK} ` }, token);
      expect(saved).toEqual({ status: 200, body: { status: 'success', message: 'user_api.trade_link_saved' } });
      expect((await server.post('/api/user/get', {}, token)).body.trade_link).toBe(TRADE_LINK);
    });

    it.each([
      ['another host', TRADE_LINK.replace('steamcommunity.com', 'steamcommunity.com.evil.example')],
      ['plain http', TRADE_LINK.replace('https:', 'http:')],
      ['a javascript: URL', 'javascript:alert(document.cookie)'],
      ['a missing token', 'https://steamcommunity.com/tradeoffer/new/?partner=87654321'],
      ['an extra parameter', `${TRADE_LINK}&redirect=https://evil.example`],
      ['500 characters', `${TRADE_LINK}${'a'.repeat(500 - TRADE_LINK.length)}`],
      ['a number', 12345678],
      ['an empty string', ''],
      ['nothing', undefined],
    ])('refuses %s and keeps the saved link', async (_label, tradeLink) => {
      const { user, token } = await createUser(server.ctx);
      await server.post('/api/user/saveUrl', { trade_link: TRADE_LINK }, token);
      expect(await server.post('/api/user/saveUrl', { trade_link: tradeLink }, token)).toEqual({
        status: 400,
        body: { status: 'error', message: 'user_api.trade_link_invalid' },
      });
      const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.tradeLink).toBe(TRADE_LINK);
    });
  });

  it('marks every notice read', async () => {
    const { user, token } = await createUser(server.ctx);
    for (const name of ['notification.one', 'notification.two']) {
      await inTransaction(server.ctx.db, (tx, afterCommit) =>
        server.ctx.services.notifications.notify(tx, afterCommit, { userId: user.id, name, params: { n: 1 } }),
      );
    }
    const before = (await server.post('/api/user/get', {}, token)).body.notifications;
    expect(before.map((n: { name: string; is_read: boolean }) => [n.name, n.is_read])).toEqual([
      ['notification.two', false],
      ['notification.one', false],
    ]);
    expect(await server.post('/api/user/notification/readAll', {}, token)).toEqual({
      status: 200,
      body: { status: 'success', updated: 2 },
    });
    const after = (await server.post('/api/user/get', {}, token)).body.notifications;
    expect(after.map((n: { is_read: boolean }) => n.is_read)).toEqual([true, true]);
    expect((await server.post('/api/user/notification/readAll', {}, token)).body.updated).toBe(0);
  });

  it.each([
    ['/api/user/get', {}],
    ['/api/user/getBalance', {}],
    ['/api/user/getProfile', {}],
    ['/api/user/saveUrl', { trade_link: TRADE_LINK }],
    ['/api/user/notification/readAll', {}],
  ])('answers 401 to a guest on %s', async (path, body) => {
    expect(await server.post(path, body)).toEqual(UNAUTHENTICATED);
  });
});
