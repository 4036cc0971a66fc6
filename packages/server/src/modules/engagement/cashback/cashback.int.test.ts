import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASHBACK, cashbackFor } from '@skinbet/shared/economy';
import { cashbackTakeResponse } from '@skinbet/shared/schemas/user.schemas';
import { accounts, transfers, users } from '../../../db/schema';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';

/**
 * Cashback (docs/engagement/cashback.md "Rules"): 2.5 % of every lost crash bet, floored per
 * bet, and its take — the refusals in their order, the 24 h rule on the database clock, one
 * payment for concurrent takes, the live `updateCashback`/`updateBalance`.
 */
describe('cashback', () => {
  const server = useTestServer();
  let adminToken: string;
  let depositSequence = 0;

  beforeAll(async () => {
    adminToken = (await createUser(server.ctx, { isAdmin: true })).token;
  });

  const take = (token: string) => server.post('/api/user/cashback/take', {}, token);

  async function deposit(userId: number, amount: number): Promise<void> {
    const reference = `cashback-test-${process.pid}-${++depositSequence}`;
    const response = await server.post(
      '/api/admin/deposits/manual',
      { user_id: userId, amount, reference },
      adminToken,
    );
    expect(response.status).toBe(200);
  }

  const loseCrash = (userId: number, stakeCents: number) =>
    settleWager(server.ctx, { game: 'crash', userId, stakeCents, outcome: 'lost' });

  async function cashbackOf(userId: number) {
    const [row] = await server.ctx.db
      .select({ cached: users.cashback, balance: users.balance })
      .from(users)
      .where(eq(users.id, userId));
    const [account] = await server.ctx.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.code, `user:${userId}:cashback`));
    return { cached: row!.cached, account: account?.balance ?? 0, balance: row!.balance };
  }

  /** A player with $1 deposited (the default minimum) and `cents` of cashback from lost crash bets. */
  async function playerWithCashback(stakes: number[]) {
    const player = await createUser(server.ctx);
    await deposit(player.user.id, 1);
    for (const stake of stakes) await loseCrash(player.user.id, stake);
    return player;
  }

  async function moveLastTakeBack(userId: number, ms: number): Promise<void> {
    await server.ctx.db
      .update(users)
      .set({ cashbackTakenAt: sql`${users.cashbackTakenAt} - ${ms} * interval '1 millisecond'` })
      .where(eq(users.id, userId));
  }

  it('accrues 2.5 % of each lost crash bet, rounded down to the cent per bet, exactly', async () => {
    const { user, token } = await createUser(server.ctx);
    // Random stakes, with small ones whose 2.5 % is below a cent and ones just under a cent boundary.
    const stakes = [
      1,
      39,
      40,
      79,
      80,
      119,
      ...Array.from({ length: 60 }, () => 1 + Math.floor(Math.random() * 250_000)),
    ];
    for (const stake of stakes) await loseCrash(user.id, stake);

    const expected = stakes.reduce((sum, stake) => sum + Math.floor((stake * 25) / 1000), 0);
    expect(stakes.map(cashbackFor)).toEqual(stakes.map((stake) => Math.floor((stake * 25) / 1000)));
    expect(await cashbackOf(user.id)).toMatchObject({ cached: expected, account: expected });
    // Sent in hundredths (docs/engagement/cashback.md "Numbers").
    expect((await server.post('/api/user/get', {}, token)).body.cashback).toBe(expected);
    const accruals = await server.ctx.db
      .select({ amount: transfers.amount })
      .from(transfers)
      .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
      .where(and(eq(accounts.code, `user:${user.id}:cashback`), eq(transfers.kind, 'cashback_accrual')));
    // One accrual per bet that earns at least a cent; none for the rest.
    expect(accruals.map((row) => row.amount).sort((a, b) => a - b)).toEqual(
      stakes
        .map(cashbackFor)
        .filter((cents) => cents > 0)
        .sort((a, b) => a - b),
    );
  });

  it('accrues nothing on won crash bets, the jackpot or the wheel', async () => {
    const { user } = await createUser(server.ctx);
    await settleWager(server.ctx, {
      game: 'crash',
      userId: user.id,
      stakeCents: 10_000,
      outcome: 'won',
      payout: { items: 0, money: 20_000 },
    });
    await settleWager(server.ctx, { game: 'jackpot', userId: user.id, stakeCents: 10_000, outcome: 'lost' });
    await settleWager(server.ctx, { game: 'wheel', userId: user.id, stakeCents: 10_000, outcome: 'lost' });
    expect(await cashbackOf(user.id)).toMatchObject({ cached: 0, account: 0 });
  });

  it('takes the whole cashback to the balance, live, and answers when the next take opens', async () => {
    const { user, token } = await playerWithCashback([10_000, 2_345]);
    const cents = cashbackFor(10_000) + cashbackFor(2_345);
    const before = await cashbackOf(user.id);
    expect(before.cached).toBe(cents);

    const socket = await server.socket({ token });
    const cashbackEvents = recordEvents(socket, 'updateCashback');
    const balanceEvents = recordEvents(socket, 'updateBalance');
    const response = await take(token);
    expect(response.status).toBe(200);
    const body = cashbackTakeResponse.parse(response.body);
    expect(body).toMatchObject({
      status: 'success',
      cashback: 0,
      taken: cents / 100,
      balance: (before.balance + cents) / 100,
    });

    const [stamp] = await server.ctx.db
      .select({ takenAt: users.cashbackTakenAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(Date.parse(body.next_at) - stamp!.takenAt!.getTime()).toBeGreaterThanOrEqual(CASHBACK.cooldownMs - 1);
    expect(Date.parse(body.next_at) - stamp!.takenAt!.getTime()).toBeLessThanOrEqual(CASHBACK.cooldownMs);

    expect(await cashbackEvents.until(1)).toEqual([{ cashback: 0 }]);
    expect(await balanceEvents.until(1)).toEqual([{ balance: (before.balance + cents) / 100 }]);
    expect(await cashbackOf(user.id)).toMatchObject({ cached: 0, account: 0, balance: before.balance + cents });

    const statement = await server.post('/api/user/transactions', { page: 1 }, token);
    expect(statement.body.entries[0]).toMatchObject({
      kind: 'cashback_take',
      delta: cents / 100,
      balance_after: (before.balance + cents) / 100,
    });
  });

  it('refuses a second take within 24 h by the database clock, then allows it', async () => {
    const { user, token } = await playerWithCashback([4_000]);
    expect((await take(token)).status).toBe(200);
    await loseCrash(user.id, 8_000);

    const early = await take(token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('user_api.cashback_too_soon');
    const [stamp] = await server.ctx.db
      .select({ takenAt: users.cashbackTakenAt })
      .from(users)
      .where(eq(users.id, user.id));
    const opensAt = Date.parse(early.body.params.opens_at);
    expect(Math.abs(opensAt - (stamp!.takenAt!.getTime() + CASHBACK.cooldownMs))).toBeLessThanOrEqual(1);

    // One minute short of 24 h: still too soon.
    await moveLastTakeBack(user.id, CASHBACK.cooldownMs - 60_000);
    expect((await take(token)).body.message).toBe('user_api.cashback_too_soon');
    expect((await cashbackOf(user.id)).cached).toBe(cashbackFor(8_000));

    // 24 h after the last take by the database clock (the stamp moved back by one more minute).
    await moveLastTakeBack(user.id, 60_000);
    const later = await take(token);
    expect(later.status).toBe(200);
    expect(later.body.taken).toBe(cashbackFor(8_000) / 100);
  });

  it('refuses an empty cashback first, whatever else holds', async () => {
    // No deposit and no cashback: the empty refusal comes before the minimum deposit.
    const { token } = await createUser(server.ctx);
    const response = await take(token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 'error', message: 'user_api.cashback_empty' });
  });

  it('refuses below the minimum total deposit (demo credit does not count), then takes after a manual deposit', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 10_000 });
    await loseCrash(user.id, 20_000);

    const refused = await take(token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 'error', message: 'user_api.cashback_min_deposit', params: { min: 1 } });

    await deposit(user.id, 0.5);
    expect((await take(token)).body.message).toBe('user_api.cashback_min_deposit');
    await deposit(user.id, 0.5);
    const taken = await take(token);
    expect(taken.status).toBe(200);
    expect(taken.body.taken).toBe(cashbackFor(20_000) / 100);
  });

  it('pays ten concurrent takes once', async () => {
    const { user, token } = await playerWithCashback([50_000]);
    const before = await cashbackOf(user.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => take(token)));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(['user_api.cashback_empty', 'user_api.cashback_too_soon']).toContain(response.body.message);
    }
    expect(await cashbackOf(user.id)).toMatchObject({
      cached: 0,
      account: 0,
      balance: before.balance + cashbackFor(50_000),
    });
    const takes = await server.ctx.db
      .select({ id: transfers.id })
      .from(transfers)
      .where(
        sql`${transfers.kind} = 'cashback_take' AND ${transfers.idempotencyKey} LIKE ${`cashback_take:${user.id}:%`}`,
      );
    expect(takes).toHaveLength(1);
  });

  it('is for signed-in players only', async () => {
    expect((await take('')).status).toBe(401);
  });
});
