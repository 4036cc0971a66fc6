import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '@skinbet/shared/ledger';
import { rgExclusions, rgLimits, rgPlayers } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { createSettlementService } from '../../ledger/settlement/settlement.service';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import type { DepositUsage } from './usage';
import type { TestServer } from '../../../test/test-server';

/** Rows of raw SQL in a test. */
async function rows<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A refusal's key and params, or undefined when the promise was fulfilled. */
function outcome(promise: Promise<unknown>) {
  return promise.then(
    () => 'ok' as const,
    (error: { key?: string; params?: unknown }) => ({ key: error.key, params: error.params }),
  );
}

/** The gate of every stake and deposit (docs/product/responsible-gambling.md "Limits"), through the service. */
describe('responsible-gambling gate', () => {
  const server = useTestServer();
  const rg = () => server.ctx.services.responsibleGambling;
  const stake = (userId: number, amount: number, betRef: string = crypto.randomUUID(), game: Game = 'wheel') =>
    inTransaction(server.ctx.db, (tx) => rg().admitStake(tx, { userId, game, betRef, amount }));
  const deposit = (userId: number, amount: number) =>
    inTransaction(server.ctx.db, (tx) => rg().admitDeposit(tx, { userId, amount }));
  /** Settles an admitted stake through the pipeline: skins by value, paid `payout` in skins. */
  const settle = (userId: number, betRef: string, staked: number, payout: number) =>
    inTransaction(server.ctx.db, (tx, afterCommit) =>
      server.ctx.services.settlement.settle(tx, afterCommit, {
        game: 'wheel',
        betRef,
        roundId: null,
        userId,
        stake: { items: staked, money: 0 },
        payout: { items: payout, money: 0 },
        outcome: payout > 0 ? 'won' : 'lost',
        reference: 'rg-test',
      }),
    );
  async function limit(userId: number, kind: string, period: string, amount: number) {
    await server.ctx.db.insert(rgPlayers).values({ userId }).onConflictDoNothing();
    await server.ctx.db.insert(rgLimits).values({ userId, kind, period, amount });
  }

  it('admits a player without limits with one read, and records the stake', async () => {
    const { user } = await createUser(server.ctx);
    await stake(user.id, 10_000);
    expect(await rows(server, sql`SELECT amount FROM rg_stakes WHERE user_id = ${user.id}`)).toEqual([
      { amount: 10_000 },
    ]);
    // No limit: no rg row was made, so there was nothing to lock.
    expect(await rows(server, sql`SELECT 1 FROM rg_players WHERE user_id = ${user.id}`)).toEqual([]);
  });

  it('accepts a wager exactly at the limit and refuses one cent over with what is left', async () => {
    const { user } = await createUser(server.ctx);
    await limit(user.id, 'wager', 'day', 1_000);
    await stake(user.id, 600);
    expect(await outcome(stake(user.id, 401))).toEqual({ key: 'rg_api.wager_limit', params: { left: 4 } });
    expect(await outcome(stake(user.id, 400))).toBe('ok');
    expect(await outcome(stake(user.id, 1))).toEqual({ key: 'rg_api.wager_limit', params: { left: 0 } });
    // A refused stake is not recorded.
    expect(await rows(server, sql`SELECT sum(amount)::int AS sum FROM rg_stakes WHERE user_id = ${user.id}`)).toEqual([
      { sum: 1_000 },
    ]);
  });

  it('takes the lowest applicable limit, and forgets stakes that left the rolling window', async () => {
    const { user } = await createUser(server.ctx);
    await limit(user.id, 'wager', 'day', 1_000);
    await limit(user.id, 'wager', 'week', 1_500);
    await stake(user.id, 1_000);
    // The stake moves 25 hours back (the database clock is not moved): out of the day, still in the week.
    await server.ctx.db.execute(
      sql`UPDATE rg_stakes SET placed_at = now() - interval '25 hours' WHERE user_id = ${user.id}`,
    );
    expect(await outcome(stake(user.id, 501))).toEqual({ key: 'rg_api.wager_limit', params: { left: 5 } });
    expect(await outcome(stake(user.id, 500))).toBe('ok');
  });

  it('counts the loss limit as settled net plus open stakes, skins included, never below zero', async () => {
    const { user } = await createUser(server.ctx);
    await limit(user.id, 'loss', 'day', 1_000);
    const first = crypto.randomUUID();
    await stake(user.id, 700, first);
    // Open: the whole stake counts.
    expect(await outcome(stake(user.id, 301))).toEqual({ key: 'rg_api.loss_limit', params: { left: 3 } });
    // Settled as a win of 900: net −200, which counts as zero.
    await settle(user.id, first, 700, 900);
    expect(await outcome(stake(user.id, 1_001))).toEqual({ key: 'rg_api.loss_limit', params: { left: 10 } });
    const second = crypto.randomUUID();
    await stake(user.id, 1_000, second);
    await settle(user.id, second, 1_000, 0);
    // Net now 800 lost (−200 + 1 000).
    expect(await outcome(stake(user.id, 201))).toEqual({ key: 'rg_api.loss_limit', params: { left: 2 } });
    expect(await outcome(stake(user.id, 200))).toBe('ok');
  });

  it('does not count a released stake as wagered nor as loss', async () => {
    const { user } = await createUser(server.ctx);
    await limit(user.id, 'wager', 'day', 1_000);
    await limit(user.id, 'loss', 'day', 1_000);
    const ref = crypto.randomUUID();
    await stake(user.id, 1_000, ref);
    expect(await outcome(stake(user.id, 1))).not.toBe('ok');
    await inTransaction(server.ctx.db, (tx) => rg().releaseStake(tx, { game: 'wheel', betRef: ref }));
    expect(await outcome(stake(user.id, 1_000))).toBe('ok');
  });

  it('accepts only what fits of concurrent stakes that together would cross a limit', async () => {
    const { user } = await createUser(server.ctx);
    await limit(user.id, 'wager', 'day', 1_000);
    // Five transactions at once, each reading before it stakes; on PostgreSQL they overlap on the pool.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        outcome(
          inTransaction(server.ctx.db, async (tx) => {
            await tx.execute(sql`SELECT 1`);
            await rg().admitStake(tx, { userId: user.id, game: 'crash', betRef: crypto.randomUUID(), amount: 300 });
          }),
        ),
      ),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(3);
    expect(results.filter((result) => result !== 'ok')).toEqual([
      { key: 'rg_api.wager_limit', params: { left: 1 } },
      { key: 'rg_api.wager_limit', params: { left: 1 } },
    ]);
    expect(await rows(server, sql`SELECT sum(amount)::int AS sum FROM rg_stakes WHERE user_id = ${user.id}`)).toEqual([
      { sum: 900 },
    ]);
  });

  it('records every refusal by a limit for the daily report, outside the refused transaction', async () => {
    const { user } = await createUser(server.ctx);
    await limit(user.id, 'wager', 'week', 100);
    expect(await outcome(stake(user.id, 101))).not.toBe('ok');
    await vi.waitFor(async () =>
      expect(await rows(server, sql`SELECT kind, period FROM rg_limit_hits WHERE user_id = ${user.id}`)).toEqual([
        { kind: 'wager', period: 'week' },
      ]),
    );
  });

  it('refuses every stake and deposit while a time-out runs, and admits them after it', async () => {
    const { user } = await createUser(server.ctx);
    await server.ctx.db
      .insert(rgExclusions)
      .values({ userId: user.id, kind: 'timeout', days: 1, until: sql`now() + interval '1 day'` });
    const refused = await outcome(stake(user.id, 1));
    expect(refused).toMatchObject({ key: 'rg_api.excluded', params: { until: expect.any(String) } });
    expect(await outcome(deposit(user.id, 1))).toMatchObject({ key: 'rg_api.excluded' });
    expect(await rg().exclusionOf(user.id)).toEqual({ kind: 'timeout', until: expect.any(Date) });
    await server.ctx.db.execute(
      sql`UPDATE rg_exclusions SET until = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    expect(await outcome(stake(user.id, 1))).toBe('ok');
    expect(await rg().exclusionOf(user.id)).toBeNull();
  });

  it('counts deposits credited and orders open from every registered source against the deposit limit', async () => {
    const { user } = await createUser(server.ctx);
    const usage = new Map<number, DepositUsage>();
    rg().registerDepositSource(
      'test-source',
      async (_tx, userId) =>
        usage.get(userId) ?? {
          creditedDay: 0,
          creditedWeek: 0,
          creditedMonth: 0,
          openDay: 0,
          openWeek: 0,
          openMonth: 0,
        },
    );
    usage.set(user.id, {
      creditedDay: 300,
      creditedWeek: 800,
      creditedMonth: 800,
      openDay: 200,
      openWeek: 200,
      openMonth: 200,
    });
    await limit(user.id, 'deposit', 'day', 1_000);
    await limit(user.id, 'deposit', 'week', 1_200);
    // Day: 1 000 − 500 = 500 left; week: 1 200 − 1 000 = 200 left: the week binds.
    expect(await outcome(deposit(user.id, 201))).toEqual({ key: 'rg_api.deposit_limit', params: { left: 2 } });
    expect(await outcome(deposit(user.id, 200))).toBe('ok');
  });
});

/** The settlement consumer: stakes leave the open sum when settled; a stake that skipped the gate fails. */
describe('responsible-gambling settlement consumer', () => {
  const server = useTestServer();

  function strictPipeline() {
    const settlement = createSettlementService({ money: server.ctx.services.money });
    settlement.register(
      'responsible-gambling',
      server.ctx.services.responsibleGambling.settlementConsumer({ requireAdmittedStakes: true }),
    );
    return settlement;
  }
  const wager = (userId: number, betRef: string, staked: number) => ({
    game: 'wheel' as const,
    betRef,
    roundId: null,
    userId,
    stake: { items: staked, money: 0 },
    payout: { items: 0, money: 0 },
    outcome: 'lost' as const,
    reference: 'rg-consumer-test',
  });

  it('marks the admitted stakes of a settled bet settled (a jackpot player may have several)', async () => {
    const { user } = await createUser(server.ctx);
    const betRef = `7:${user.id}`;
    const settlement = strictPipeline();
    await inTransaction(server.ctx.db, async (tx, afterCommit) => {
      const rg = server.ctx.services.responsibleGambling;
      await rg.admitStake(tx, { userId: user.id, game: 'wheel', betRef, amount: 100 });
      await rg.admitStake(tx, { userId: user.id, game: 'wheel', betRef, amount: 50 });
      await settlement.settle(tx, afterCommit, wager(user.id, betRef, 150));
    });
    const rows = (await server.ctx.db.execute(
      sql`SELECT settled_at IS NOT NULL AS settled FROM rg_stakes WHERE user_id = ${user.id}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ settled: true }, { settled: true }]);
  });

  it('throws for a wager with a stake that never passed the gate, so the bet rolls back', async () => {
    const { user } = await createUser(server.ctx);
    const settlement = strictPipeline();
    await expect(
      inTransaction(server.ctx.db, (tx, afterCommit) =>
        settlement.settle(tx, afterCommit, wager(user.id, crypto.randomUUID(), 100)),
      ),
    ).rejects.toThrow(/without admitStake/);
    // A bet of nothing (a free spin) needs no stake admitted.
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      settlement.settle(tx, afterCommit, wager(user.id, crypto.randomUUID(), 0)),
    );
  });
});
