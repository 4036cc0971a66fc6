import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

const DAY_MS = 24 * 3_600_000;

/** Time-out and self-exclusion through HTTP (docs/product/responsible-gambling.md "Time-out and self-exclusion"). */
describe('responsible-gambling exclusions', () => {
  const server = useTestServer();
  const stake = (userId: number) =>
    inTransaction(server.ctx.db, (tx) =>
      server.ctx.services.responsibleGambling.admitStake(tx, {
        userId,
        game: 'crash',
        betRef: crypto.randomUUID(),
        amount: 1,
      }),
    );
  /** Moves the player's exclusions back in time (the database clock is not moved). */
  const shift = (userId: number, interval: string) =>
    server.ctx.db.execute(sql`
      UPDATE rg_exclusions SET started_at = started_at - ${interval}::interval, until = until - ${interval}::interval,
        reopen_requested_at = reopen_requested_at - ${interval}::interval
      WHERE user_id = ${userId}`);

  it('answers no exclusion for a player who has none', async () => {
    const { token } = await createUser(server.ctx);
    expect(await server.post('/api/user/exclusion/get', {}, token)).toEqual({
      status: 200,
      body: { kind: null, until: null },
    });
  });

  it('starts a time-out at once, refuses stakes until it ends, and a shorter second one does not shorten it', async () => {
    const { user, token } = await createUser(server.ctx);
    const before = Date.now();
    const set = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 7 }, token);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ kind: 'timeout', permanent: false, can_reopen: false });
    const until = Date.parse(set.body.until as string);
    expect(until - before).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(until - before).toBeLessThan(7 * DAY_MS + 60_000);
    await expect(stake(user.id)).rejects.toMatchObject({ key: 'rg_api.excluded', params: { until: set.body.until } });
    // A second, shorter time-out: the first still closes play to its end.
    const second = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, token);
    expect(second.body.until).toBe(set.body.until);
    // A longer one extends it.
    const longer = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 30 }, token);
    expect(Date.parse(longer.body.until as string)).toBeGreaterThan(until);
    await shift(user.id, '30 days');
    expect((await server.post('/api/user/exclusion/get', {}, token)).body).toEqual({ kind: null, until: null });
    await stake(user.id);
  });

  it('refuses lengths that are not offered', async () => {
    const { token } = await createUser(server.ctx);
    for (const body of [
      { kind: 'timeout', days: 2 },
      { kind: 'timeout', days: null },
      { kind: 'self_exclusion', days: 30 },
      { kind: 'pause', days: 1 },
    ]) {
      expect((await server.post('/api/user/exclusion/set', body, token)).status).toBe(400);
    }
  });

  it('has no call that lifts or shortens an exclusion, for the player or for staff', async () => {
    const paths = server.app.printRoutes({ commonPrefix: false }).match(/\/[\w/.-]+/g) ?? [];
    // The only exclusion calls: get, set (adds one), reopen (after the period, then 24 hours); staff only read.
    expect([...new Set(paths.filter((path) => /exclu|responsibleGambling/i.test(path)))].sort()).toEqual([
      '/api/admin/users/responsibleGambling',
      '/api/user/exclusion/get',
      '/api/user/exclusion/reopen',
      '/api/user/exclusion/set',
    ]);
    const { user, token } = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { isAdmin: true });
    await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, token);
    // The player cannot reopen a time-out, and staff's view changes nothing.
    expect((await server.post('/api/user/exclusion/reopen', {}, token)).body.message).toBe('rg_api.cannot_reopen');
    const view = await server.post('/api/admin/users/responsibleGambling', { id: user.id }, admin.token);
    expect(view.body.exclusion).toMatchObject({ kind: 'timeout' });
    expect((await server.post('/api/user/exclusion/get', {}, token)).body.kind).toBe('timeout');
  });

  it('signs out every other session on self-exclusion, and keeps play closed after the period until a reopen request and 24 hours', async () => {
    const { user, token } = await createUser(server.ctx);
    const other = await server.ctx.services.sessions.create(user.id);
    expect((await server.post('/api/user/get', {}, other)).status).toBe(200);
    const set = await server.post('/api/user/exclusion/set', { kind: 'self_exclusion', days: 183 }, token);
    expect(set.body).toMatchObject({ kind: 'self_exclusion', permanent: false, can_reopen: false });
    expect((await server.post('/api/user/get', {}, other)).status).toBe(401);
    // This session stays signed in: the player can still see their history and withdraw.
    expect((await server.post('/api/user/get', {}, token)).status).toBe(200);
    // Too early to ask.
    expect((await server.post('/api/user/exclusion/reopen', {}, token)).status).toBe(409);
    await shift(user.id, '184 days');
    const over = await server.post('/api/user/exclusion/get', {}, token);
    expect(over.body).toEqual({
      kind: 'self_exclusion',
      until: null,
      permanent: false,
      can_reopen: true,
      reopen_at: null,
    });
    await expect(stake(user.id)).rejects.toMatchObject({ key: 'rg_api.excluded', params: undefined });
    const asked = await server.post('/api/user/exclusion/reopen', {}, token);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ kind: 'self_exclusion', until: null, can_reopen: false });
    expect(Date.parse(asked.body.reopen_at as string) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    await expect(stake(user.id)).rejects.toMatchObject({ key: 'rg_api.excluded' });
    // Asking twice changes nothing.
    expect((await server.post('/api/user/exclusion/reopen', {}, token)).status).toBe(409);
    await shift(user.id, '24 hours');
    expect((await server.post('/api/user/exclusion/get', {}, token)).body).toEqual({ kind: null, until: null });
    await stake(user.id);
  });

  it('never ends a self-exclusion for good', async () => {
    const { user, token } = await createUser(server.ctx);
    const set = await server.post('/api/user/exclusion/set', { kind: 'self_exclusion', days: null }, token);
    expect(set.body).toMatchObject({ kind: 'self_exclusion', until: null, permanent: true, can_reopen: false });
    await shift(user.id, '20 years');
    expect((await server.post('/api/user/exclusion/reopen', {}, token)).status).toBe(409);
    await expect(stake(user.id)).rejects.toMatchObject({ key: 'rg_api.excluded' });
    expect(await server.ctx.services.responsibleGambling.exclusionOf(user.id)).toEqual({
      kind: 'self_exclusion',
      until: null,
    });
  });

  it('refuses deposits while excluded', async () => {
    const { user, token } = await createUser(server.ctx);
    await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, token);
    await expect(
      inTransaction(server.ctx.db, (tx) =>
        server.ctx.services.responsibleGambling.admitDeposit(tx, { userId: user.id, amount: 100 }),
      ),
    ).rejects.toMatchObject({ key: 'rg_api.excluded' });
  });
});
