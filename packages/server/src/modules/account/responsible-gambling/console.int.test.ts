import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../../../db/transaction';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

/** Reality checks and the console's views (docs/product/responsible-gambling.md "Reality checks", "For staff"). */
describe('responsible-gambling reality check and console', () => {
  const server = useTestServer();
  const rg = () => server.ctx.services.responsibleGambling;

  it("answers the interval (60 by default), this session's start, the database clock, net result and stakes", async () => {
    const { user, token } = await createUser(server.ctx);
    const first = await server.post('/api/user/realityCheck/get', {}, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ interval_minutes: 60, net_result: 0, wagered: 0 });
    expect(Date.parse(first.body.now as string)).toBeGreaterThanOrEqual(Date.parse(first.body.session_started_at));
    const betRef = crypto.randomUUID();
    await inTransaction(server.ctx.db, async (tx, afterCommit) => {
      await rg().admitStake(tx, { userId: user.id, game: 'wheel', betRef, amount: 500 });
      await server.ctx.services.settlement.settle(tx, afterCommit, {
        game: 'wheel',
        betRef,
        roundId: null,
        userId: user.id,
        stake: { items: 500, money: 0 },
        payout: { items: 1_250, money: 0 },
        outcome: 'won',
        reference: 'rg-reality',
      });
    });
    const set = await server.post('/api/user/realityCheck/set', { interval_minutes: 15 }, token);
    expect(set.body).toMatchObject({ interval_minutes: 15, net_result: 7.5, wagered: 5 });
    expect(set.body.session_started_at).toBe(first.body.session_started_at);
    expect((await server.post('/api/user/realityCheck/set', { interval_minutes: 20 }, token)).status).toBe(400);
    // Play before this session started is not this session's.
    await server.ctx.db.execute(
      sql`UPDATE sessions SET created_at = now() + interval '1 minute' WHERE user_id = ${user.id}`,
    );
    expect((await server.post('/api/user/realityCheck/get', {}, token)).body).toMatchObject({
      net_result: 0,
      wagered: 0,
    });
  });

  it("shows staff a player's protections read-only, and only to staff", async () => {
    const { user, token } = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    await server.post('/api/user/limits/set', { kind: 'deposit', period: 'week', amount: 100 }, token);
    await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 42 }, token);
    await server.post('/api/user/realityCheck/set', { interval_minutes: 30 }, token);
    const view = await server.post('/api/admin/users/responsibleGambling', { id: user.id }, moderator.token);
    expect(view.status).toBe(200);
    expect(view.body.limits).toContainEqual({ kind: 'deposit', period: 'week', amount: 100, used: 0 });
    expect(view.body.exclusion).toMatchObject({ kind: 'timeout', permanent: false });
    expect(view.body.reality_check_minutes).toBe(30);
    expect(view.body.history.map((event: { event: string }) => event.event)).toEqual([
      'reality_check_set',
      'exclusion_started',
      'limit_set',
    ]);
    expect(view.body.history[1]).toMatchObject({ kind: 'timeout', amount: 42 });
    expect((await server.post('/api/admin/users/responsibleGambling', { id: user.id }, token)).status).toBe(403);
    expect(
      (await server.post('/api/admin/users/responsibleGambling', { id: 2 ** 31 - 1 }, moderator.token)).body,
    ).toEqual({ status: 'error', message: 'user_api.not_found' });
  });

  it('lists the players refused by a limit on a UTC day', async () => {
    const { user, token } = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { isAdmin: true });
    await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount: 1 }, token);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(
        inTransaction(server.ctx.db, (tx) =>
          rg().admitStake(tx, { userId: user.id, game: 'cases', betRef: crypto.randomUUID(), amount: 101 }),
        ),
      ).rejects.toMatchObject({ key: 'rg_api.wager_limit' });
    }
    await vi.waitFor(async () => {
      const count = (await server.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM rg_limit_hits WHERE user_id = ${user.id}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(count.rows[0]!.n).toBe(2);
    });
    const today = new Date().toISOString().slice(0, 10);
    const report = await server.post('/api/admin/reports/limitHits', { day: today }, admin.token);
    expect(report.status).toBe(200);
    expect(report.body.players).toContainEqual({
      user_id: user.id,
      username: user.username,
      kind: 'wager',
      period: 'day',
      hits: 2,
      first_at: expect.any(String),
      last_at: expect.any(String),
    });
    const yesterday = await server.post('/api/admin/reports/limitHits', { day: '2020-01-01' }, admin.token);
    expect(yesterday.body).toEqual({ day: '2020-01-01', players: [] });
    // The player's history shows the hits too.
    const view = await server.post('/api/admin/users/responsibleGambling', { id: user.id }, admin.token);
    expect(view.body.history.filter((event: { event: string }) => event.event === 'limit_hit')).toHaveLength(2);
  });
});
