import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LimitDto } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { inTransaction } from '../../../db/transaction';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

/** The player's limits through HTTP (docs/product/responsible-gambling.md "Limits"). */
describe('responsible-gambling limits', () => {
  const server = useTestServer();
  const slot = (body: { limits: LimitDto[] }, kind: string, period: string) =>
    body.limits.find((limit) => limit.kind === kind && limit.period === period);
  const stake = (userId: number, amount: number) =>
    inTransaction(server.ctx.db, (tx) =>
      server.ctx.services.responsibleGambling.admitStake(tx, {
        userId,
        game: 'wheel',
        betRef: crypto.randomUUID(),
        amount,
      }),
    );
  /** Moves a pending change's time to the database clock's now: its 24 hours are over. */
  const elapse = (userId: number) =>
    server.ctx.db.execute(sql`UPDATE rg_limits SET pending_at = now() WHERE user_id = ${userId}`);

  it('lists all nine slots, none set, with what each window used', async () => {
    const { user, token } = await createUser(server.ctx);
    await stake(user.id, 1_234);
    const got = await server.post('/api/user/limits/get', {}, token);
    expect(got.status).toBe(200);
    expect(got.body.limits).toHaveLength(9);
    expect(slot(got.body, 'wager', 'day')).toEqual({ kind: 'wager', period: 'day', amount: null, used: 12.34 });
    expect(slot(got.body, 'loss', 'month')).toEqual({ kind: 'loss', period: 'month', amount: null, used: 12.34 });
    expect(slot(got.body, 'deposit', 'week')?.used).toBe(0);
  });

  it('sets and lowers a limit at once', async () => {
    const { user, token } = await createUser(server.ctx);
    const set = await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount: 50 }, token);
    expect(set.status).toBe(200);
    expect(slot(set.body, 'wager', 'day')).toEqual({ kind: 'wager', period: 'day', amount: 50, used: 0 });
    const lower = await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount: 10 }, token);
    expect(slot(lower.body, 'wager', 'day')?.amount).toBe(10);
    await expect(stake(user.id, 1_001)).rejects.toMatchObject({ key: 'rg_api.wager_limit', params: { left: 10 } });
    await stake(user.id, 1_000);
  });

  it('raises a limit only after 24 hours, shown as pending until then', async () => {
    const { user, token } = await createUser(server.ctx);
    await server.post('/api/user/limits/set', { kind: 'loss', period: 'week', amount: 10 }, token);
    const before = Date.now();
    const raise = await server.post('/api/user/limits/set', { kind: 'loss', period: 'week', amount: 100 }, token);
    const raised = slot(raise.body, 'loss', 'week')!;
    expect(raised.amount).toBe(10);
    expect(raised.pending?.amount).toBe(100);
    const delay = Date.parse(raised.pending!.effective_at) - before;
    expect(delay).toBeGreaterThan(23.9 * 3_600_000);
    expect(delay).toBeLessThan(24.1 * 3_600_000);
    // Still the old limit.
    await expect(stake(user.id, 1_001)).rejects.toMatchObject({ key: 'rg_api.loss_limit' });
    await elapse(user.id);
    // Due: in force for the gate as soon as it is read, before anything writes it.
    await stake(user.id, 9_000);
    const after = await server.post('/api/user/limits/get', {}, token);
    expect(slot(after.body, 'loss', 'week')).toEqual({ kind: 'loss', period: 'week', amount: 100, used: 90 });
  });

  it('removes a limit only after 24 hours, and the removal can be cancelled', async () => {
    const { user, token } = await createUser(server.ctx);
    await server.post('/api/user/limits/set', { kind: 'wager', period: 'month', amount: 5 }, token);
    const remove = await server.post('/api/user/limits/set', { kind: 'wager', period: 'month', amount: null }, token);
    expect(slot(remove.body, 'wager', 'month')).toMatchObject({ amount: 5, pending: { amount: null } });
    const cancel = await server.post('/api/user/limits/cancel', { kind: 'wager', period: 'month' }, token);
    expect(cancel.status).toBe(200);
    expect(slot(cancel.body, 'wager', 'month')).toEqual({ kind: 'wager', period: 'month', amount: 5, used: 0 });
    // Nothing pending any more.
    expect(await server.post('/api/user/limits/cancel', { kind: 'wager', period: 'month' }, token)).toEqual({
      status: 409,
      body: { status: 'error', message: 'rg_api.no_pending' },
    });
    await server.post('/api/user/limits/set', { kind: 'wager', period: 'month', amount: null }, token);
    await elapse(user.id);
    // A due change cannot be cancelled: it is in force.
    expect((await server.post('/api/user/limits/cancel', { kind: 'wager', period: 'month' }, token)).status).toBe(409);
    const gone = await server.post('/api/user/limits/get', {}, token);
    expect(slot(gone.body, 'wager', 'month')).toEqual({ kind: 'wager', period: 'month', amount: null, used: 0 });
    await stake(user.id, 100_000);
  });

  it('drops a pending raise when the limit is lowered meanwhile', async () => {
    const { token } = await createUser(server.ctx);
    await server.post('/api/user/limits/set', { kind: 'deposit', period: 'day', amount: 20 }, token);
    await server.post('/api/user/limits/set', { kind: 'deposit', period: 'day', amount: 200 }, token);
    const lower = await server.post('/api/user/limits/set', { kind: 'deposit', period: 'day', amount: 15 }, token);
    expect(slot(lower.body, 'deposit', 'day')).toEqual({ kind: 'deposit', period: 'day', amount: 15, used: 0 });
  });

  it('refuses amounts that are not a positive amount of whole cents', async () => {
    const { token } = await createUser(server.ctx);
    for (const amount of [0, -1, 1.001, 'ten']) {
      const refused = await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount }, token);
      expect(refused.status).toBe(400);
    }
    expect((await server.post('/api/user/limits/set', { kind: 'bets', period: 'day', amount: 1 }, token)).status).toBe(
      400,
    );
  });

  it('writes every change to the history the console shows, with due raises at the time they took effect', async () => {
    const { user, token } = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { isAdmin: true });
    await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount: 10 }, token);
    await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount: 20 }, token);
    await server.post('/api/user/limits/cancel', { kind: 'wager', period: 'day' }, token);
    await server.post('/api/user/limits/set', { kind: 'wager', period: 'day', amount: 30 }, token);
    await elapse(user.id);
    await server.post('/api/user/limits/get', {}, token);
    // A write applies it to the table and the history.
    await server.post('/api/user/limits/set', { kind: 'loss', period: 'day', amount: 5 }, token);
    const view = await server.post('/api/admin/users/responsibleGambling', { id: user.id }, admin.token);
    expect(view.status).toBe(200);
    expect(
      view.body.history.map((event: { event: string; amount: number | null }) => [event.event, event.amount]),
    ).toEqual([
      ['limit_set', 5],
      ['limit_raise_applied', 30],
      ['limit_raise_requested', 30],
      ['limit_raise_cancelled', null],
      ['limit_raise_requested', 20],
      ['limit_set', 10],
    ]);
    expect(slot(view.body, 'wager', 'day')?.amount).toBe(30);
  });
});
