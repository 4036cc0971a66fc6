import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES, type LedgerKind } from '@skinbet/shared/ledger';
import { dashboardResponseSchema, type DashboardResponse } from '@skinbet/shared/schemas/admin-dashboard.schemas';
import { inTransaction } from '../../../db/transaction';
import { depositOrders, tickets, transfers, wagers, withdrawals } from '../../../db/schema';
import { eventually, openSocket, type SocketCleanup } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { settleAdmitted } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';
import { houseAccount, userAccount, type AccountRef } from '../../ledger/money/money.service';

const DAY1 = '2021-03-01';
const DAY2 = '2021-03-02';

/**
 * The dashboard (docs/operations/console.md "Dashboard", definitions in docs/money/revenue.md):
 * over two past UTC days that hold only what this file books there — wagers of two games, their
 * bonus costs, a promo, a fairness compensation, deposits and a paid withdrawal — every figure is
 * exact to the cent; the queues count what waits and how long the oldest has waited.
 */
describe('admin dashboard', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  let admin: { user: { id: number }; token: string };

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const read = async (body: object = {}, token = admin.token) => server.post('/api/admin/dashboard', body, token);

  /** Moves rows booked now to a moment of the test's past days. */
  const wagerAt = (ids: number[], at: string) =>
    server.ctx.db
      .update(wagers)
      .set({ settledAt: new Date(at) })
      .where(inArray(wagers.id, ids));
  const transfersAt = (keys: string[], at: string) =>
    server.ctx.db
      .update(transfers)
      .set({ createdAt: new Date(at) })
      .where(inArray(transfers.idempotencyKey, keys));

  /** Settles one bet of `game` (skins by value, as crash and the wheel stake them) and answers its wager. */
  async function settle(
    game: 'crash' | 'wheel',
    userId: number,
    stake: number,
    payout: number,
    betRef: string,
    multiplier: number | null = null,
  ) {
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      settleAdmitted(server.ctx, tx, afterCommit, {
        game,
        betRef,
        roundId: null,
        userId,
        stake: { items: stake, money: 0 },
        payout: { items: payout, money: 0 },
        outcome: payout > 0 ? 'won' : 'lost',
        multiplier,
        reference: `dashboard-test:${betRef}`,
      }),
    );
    const [row] = await server.ctx.db
      .execute(sql`SELECT id FROM wagers WHERE game = ${game} AND bet_ref = ${betRef}`)
      .then((result) => (result as unknown as { rows: Array<{ id: number }> }).rows);
    return Number(row!.id);
  }

  /** One ledger transfer booked as its flow books it. */
  async function move(kind: LedgerKind, from: AccountRef, to: AccountRef, amount: number, key: string) {
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      server.ctx.services.money.transfer(tx, afterCommit, {
        kind,
        from,
        to,
        amount,
        reference: key,
        idempotencyKey: key,
      }),
    );
  }

  it('answers admins only', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    for (const token of [player.token, moderator.token]) {
      expect(await read({}, token)).toMatchObject({
        status: 403,
        body: { status: 'error', message: 'admin_api.forbidden' },
      });
    }
    expect(await server.post('/api/admin/dashboard', {})).toMatchObject({ status: 401 });
  });

  it('adds up a known set of bets, bonus costs, deposits and withdrawals to the cent', async () => {
    const { user: alice } = await createUser(server.ctx);
    const { user: bob } = await createUser(server.ctx);
    const tag = `${alice.id}`;

    // Day 1: two wheel bets (one lost, one won) and two crash bets (one lost, one won).
    const day1Wagers = [
      await settle('wheel', alice.id, 1_000, 0, `w1:${tag}`, 200),
      await settle('wheel', alice.id, 500, 700, `w2:${tag}`, 300),
      await settle('crash', alice.id, 4_000, 0, `c1:${tag}`),
      await settle('crash', bob.id, 1_000, 2_500, `c2:${tag}`),
    ];
    await wagerAt(day1Wagers, `${DAY1}T10:00:00.000Z`);
    // Their bonus costs: 2.5 % cashback of the lost crash stake, 1 % of each crash stake into the bonus pot.
    const crashCosts = [`cashback:crash:c1:${tag}`, `bonus:wager:${day1Wagers[2]}`, `bonus:wager:${day1Wagers[3]}`];
    const booked = await server.ctx.db
      .select({ key: transfers.idempotencyKey, amount: transfers.amount, kind: transfers.kind })
      .from(transfers)
      .where(inArray(transfers.idempotencyKey, crashCosts));
    expect(new Map(booked.map((row) => [row.key, [row.kind, row.amount]]))).toEqual(
      new Map([
        [crashCosts[0], ['cashback_accrual', 100]],
        [crashCosts[1], ['bonus_accrual', 40]],
        [crashCosts[2], ['bonus_accrual', 10]],
      ]),
    );
    await transfersAt(crashCosts, `${DAY1}T10:00:00.000Z`);

    // Day 2: one lost wheel bet, a fairness compensation paid from the wheel's result, a balance promo.
    await wagerAt([await settle('wheel', bob.id, 2_000, 0, `w3:${tag}`, 200)], `${DAY2}T23:59:59.999Z`);
    await move(
      'fairness_compensation',
      houseAccount('game:wheel'),
      userAccount(bob.id),
      150,
      `ticket:test${tag}:compensation`,
    );
    await move('promo_balance', houseAccount('marketing'), userAccount(bob.id), 300, `promo:test${tag}:${bob.id}`);
    await transfersAt([`ticket:test${tag}:compensation`, `promo:test${tag}:${bob.id}`], `${DAY2}T12:00:00.000Z`);

    // Deposits on both days; on day 2 a withdrawal of 10.00 paid: 8.00 out, 2.00 tax.
    const clearing = houseAccount('clearing:manual');
    await move('deposit', clearing, userAccount(alice.id), 5_000, `deposit:test:${tag}:1`);
    await move('deposit', clearing, userAccount(bob.id), 2_500, `deposit:test:${tag}:2`);
    await move(
      'withdrawal_hold',
      userAccount(bob.id),
      userAccount(bob.id, 'held'),
      1_000,
      `withdrawal:test${tag}:hold`,
    );
    await inTransaction(server.ctx.db, async (tx, afterCommit) => {
      const held = userAccount(bob.id, 'held');
      await server.ctx.services.money.transfer(tx, afterCommit, {
        kind: 'withdrawal_payout',
        from: held,
        to: clearing,
        amount: 800,
        reference: 'withdrawal:test',
        idempotencyKey: `withdrawal:test${tag}:payout`,
      });
      await server.ctx.services.money.transfer(tx, afterCommit, {
        kind: 'withdrawal_tax',
        from: held,
        to: houseAccount('fees'),
        amount: 200,
        reference: 'withdrawal:test',
        idempotencyKey: `withdrawal:test${tag}:tax`,
      });
    });
    await transfersAt([`deposit:test:${tag}:1`], `${DAY1}T00:00:00.000Z`);
    await transfersAt(
      [
        `deposit:test:${tag}:2`,
        `withdrawal:test${tag}:hold`,
        `withdrawal:test${tag}:payout`,
        `withdrawal:test${tag}:tax`,
      ],
      `${DAY2}T08:00:00.000Z`,
    );

    const answer = await read({ from: DAY1, to: DAY2 });
    expect(answer.status).toBe(200);
    const body: DashboardResponse = dashboardResponseSchema.strict().parse(answer.body);
    expect(body).toMatchObject({ from: DAY1, to: DAY2, days: [DAY1, DAY2] });
    expect(body.totals).toEqual({
      bets: 5,
      wagered: 85,
      paid: 32,
      ggr: 53,
      bonus_costs: 6,
      ngr: 47,
      deposits: 75,
      withdrawals: 8,
    });
    expect(body.game_days).toEqual([
      { day: DAY1, game: 'crash', bets: 2, wagered: 50, paid: 25, ggr: 25, bonus_costs: 1.5, ngr: 23.5 },
      { day: DAY1, game: 'wheel', bets: 2, wagered: 15, paid: 7, ggr: 8, bonus_costs: 0, ngr: 8 },
      { day: DAY2, game: 'wheel', bets: 1, wagered: 20, paid: 0, ggr: 20, bonus_costs: 1.5, ngr: 18.5 },
    ]);
    expect(body.costs).toEqual([
      { day: DAY1, kind: 'bonus_accrual', game: 'crash', count: 2, amount: 0.5 },
      { day: DAY1, kind: 'cashback_accrual', game: 'crash', count: 1, amount: 1 },
      { day: DAY2, kind: 'fairness_compensation', game: 'wheel', count: 1, amount: 1.5 },
      { day: DAY2, kind: 'promo_balance', game: null, count: 1, amount: 3 },
    ]);
    expect(body.money).toEqual([
      { day: DAY1, deposits: 50, deposits_count: 1, withdrawals: 0, withdrawals_count: 0, withdrawal_fees: 0 },
      { day: DAY2, deposits: 25, deposits_count: 1, withdrawals: 8, withdrawals_count: 1, withdrawal_fees: 2 },
    ]);
    expect(body.games.map((game) => game.game)).toEqual([...GAMES]);
    const crash = body.games.find((game) => game.game === 'crash')!;
    const wheel = body.games.find((game) => game.game === 'wheel')!;
    expect(crash).toMatchObject({ bets: 2, players: 2, wagered: 50, paid: 25, ggr: 25, bonus_costs: 1.5, ngr: 23.5 });
    expect(wheel).toMatchObject({ bets: 3, players: 2, wagered: 35, paid: 7, ggr: 28, bonus_costs: 1.5, ngr: 26.5 });
    expect(body.games.find((game) => game.game === 'jackpot')).toMatchObject({
      bets: 0,
      ggr: 0,
      rtp: { measured: null },
    });

    // The wheel's RTP: 7 / 35 = 0.2; its standard error from the three bets' residuals
    // (0 − 0.2·1000, 700 − 0.2·500, 0 − 0.2·2000), weighted n / (n − 1), over Σ stake.
    const residuals = [0 - 200, 700 - 100, 0 - 400].reduce((sum, r) => sum + r * r, 0);
    const standardError = Math.sqrt((3 / 2) * residuals) / 3_500;
    expect(wheel.rtp.measured).toBe(0.2);
    expect(wheel.rtp.standard_error).toBeCloseTo(standardError, 6);
    expect(wheel.rtp.spread).toBeCloseTo(3 * standardError, 5);
    // The wheel publishes its RTP per colour: the period's is their mean weighted by the stakes,
    // (1000 × 96.29 % + 500 × 94.44 % + 2000 × 96.29 %) ÷ 3500.
    expect(wheel.rtp.published).toBe(0.960257);
    expect(wheel.rtp.low).toBeCloseTo(wheel.rtp.published! - 3 * standardError, 5);
    // Three bets are too few for the normal approximation: no verdict.
    expect(wheel.rtp.inside).toBeNull();
    expect(crash.rtp).toMatchObject({ published: 0.96, measured: 0.5 });

    // One day of the two: the other day's figures drop out.
    const one = dashboardResponseSchema.parse((await read({ from: DAY2, to: DAY2 })).body);
    expect(one.totals).toMatchObject({ bets: 1, wagered: 20, ggr: 20, bonus_costs: 4.5, ngr: 15.5, deposits: 25 });
  });

  it('counts the queues waiting for staff and the age of their oldest item', async () => {
    const { user } = await createUser(server.ctx);
    const before = dashboardResponseSchema.parse((await read()).body);
    const hoursAgo = (hours: number) => sql`now() - ${hours} * interval '1 hour'`;
    await server.ctx.db.insert(withdrawals).values([
      { userId: user.id, type: 'money', system: 1, wallet: 'test-wallet', amount: 1_000, createdAt: hoursAgo(2) },
      { userId: user.id, type: 'money', system: 1, wallet: 'test-wallet', amount: 500 },
      {
        userId: user.id,
        type: 'money',
        system: 1,
        wallet: 'test-wallet',
        amount: 500,
        status: 'completed',
        createdAt: hoursAgo(9),
      },
    ]);
    await server.ctx.db.insert(depositOrders).values({
      userId: user.id,
      method: 'card',
      provider: 'card',
      sum: 1_000,
      amount: '10.00',
      currency: 'USD',
      rate: '1',
      status: 'review',
      updatedAt: hoursAgo(1),
    });
    await server.ctx.db
      .insert(tickets)
      .values({ userId: user.id, subject: 'Where is my skin?', createdAt: hoursAgo(3) });

    const body = dashboardResponseSchema.parse((await read()).body);
    const queue = (name: string) => body.queues.find((row) => row.queue === name)!;
    const countBefore = (name: string) => before.queues.find((row) => row.queue === name)!.count;
    expect(queue('withdrawals').count).toBe(countBefore('withdrawals') + 2);
    expect(queue('deposit_reviews').count).toBe(countBefore('deposit_reviews') + 1);
    expect(queue('tickets').count).toBe(countBefore('tickets') + 1);
    // Ages by the database clock: a minute's slack for a slow run.
    expect(queue('withdrawals').oldest_age_seconds).toBeGreaterThanOrEqual(7_200);
    expect(queue('withdrawals').oldest_age_seconds).toBeLessThan(7_260);
    expect(queue('deposit_reviews').oldest_age_seconds).toBeGreaterThanOrEqual(3_600);
    expect(queue('deposit_reviews').oldest_age_seconds).toBeLessThan(3_660);
    expect(queue('tickets').oldest_age_seconds).toBeGreaterThanOrEqual(10_800);
    expect(Date.parse(queue('tickets').oldest_at!)).toBeLessThan(Date.now() - 10_700_000);
  });

  it('counts who is online now and defaults to the thirty days ending today', async () => {
    const { token } = await createUser(server.ctx);
    await openSocket(server, { token }, cleanup);
    await eventually('the dashboard to count the connected player', async () => {
      const body = dashboardResponseSchema.parse((await read()).body);
      return body.online >= 1;
    });
    const body = dashboardResponseSchema.parse((await read()).body);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(body.days).toHaveLength(30);
    expect(body.money).toHaveLength(30);
    expect(body.days.at(-1)).toBe(today);
  });

  it('refuses a bad period', async () => {
    for (const body of [
      { from: '2024-02-02', to: '2024-02-01' },
      { from: '2020-01-01', to: '2022-01-01' },
      { from: '2001-01-01' },
      { from: 'yesterday' },
    ]) {
      expect({ request: body, ...(await read(body)) }).toMatchObject({
        request: body,
        status: 400,
        body: { status: 'error', message: 'app_api.invalid_request' },
      });
    }
  });
});
