import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserDetailSchema } from '@skinbet/shared/schemas/admin-users.schemas';
import { users } from '../../../db/schema';
import { disconnection, openSocket, type SocketCleanup } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';

/**
 * The site ban (docs/product/overview.md "Accounts and sign-in"; docs/operations/console.md
 * "Users"): a banned player's sockets drop on the spot; they stay signed in to read and to write to
 * support, while every bet, case opening, deposit, withdrawal and chat message is refused with
 * `auth_api.banned`; unbanning (or the ban's end, by the database clock) restores them.
 */
describe('console: site ban', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const banned = { status: 403, body: { status: 'error', message: 'auth_api.banned' } };

  /** What a banned player may not do, one call each: a bet, a case, a deposit order, chat, a withdrawal. */
  const restrictedCalls = [
    ['/api/jackpot/setBet', { items: [1] }],
    ['/api/wheel/setBet', { items: [1], color: 'black' }],
    ['/api/cases/open', { id: 1 }],
    ['/api/payment/sum/create', { sum: 10, depositMethod: 'card' }],
    ['/api/chat/sendMessage', { message: 'hello' }],
    ['/api/user/createWithdraw', { system: 1, sum: 10, wallet: '4111111111111111' }],
    ['/api/user/usePromo', { code: 'WELCOME' }],
  ] as const;

  const dbNow = async () => {
    const result = (await server.ctx.db.execute(sql`SELECT now() AS now`)) as unknown as {
      rows: Array<{ now: unknown }>;
    };
    return new Date(String(result.rows[0]!.now));
  };

  it('drops the sockets, refuses every stake, deposit and chat, and unban restores them (audited)', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx, { balance: 5_000 });
    const { socket } = await openSocket(server, { token }, cleanup);
    const cut = disconnection(socket);

    const answer = await server.post(
      '/api/admin/users/ban',
      { user_id: user.id, reason: 'Chargeback fraud' },
      admin.token,
    );
    expect(answer.body).toMatchObject({
      status: 'success',
      ban: { reason: 'Chargeback fraud', until: null, by: admin.user.id },
    });
    expect(await cut).toBe('io server disconnect');

    for (const [path, body] of restrictedCalls) {
      expect([path, await server.post(path, body, token)]).toEqual([path, banned]);
    }
    // Still signed in: the account, its history and support stay open.
    expect((await server.post('/api/user/get', {}, token)).body).toMatchObject({ id: user.id, banned: true });
    expect((await server.post('/api/user/history', { game: 'crash', page: 1 }, token)).status).toBe(200);
    expect((await server.post('/api/tickets/get', {}, token)).status).toBe(200);
    const page = adminUserDetailSchema.parse(
      (await server.post('/api/admin/users/get', { user_id: user.id }, admin.token)).body,
    );
    expect(page.ban).toMatchObject({ reason: 'Chargeback fraud', until: null, by: admin.user.id });

    expect((await server.post('/api/admin/users/unban', { user_id: user.id }, admin.token)).body).toEqual({
      status: 'success',
      ban: null,
    });
    for (const [path, body] of restrictedCalls) {
      const after = await server.post(path, body, token);
      expect([path, after.body?.message]).not.toEqual([path, 'auth_api.banned']);
    }

    const audit = (await listAuditByActor(server.ctx.db, admin.user.id)).map((row) => ({
      action: row.action,
      target: row.target,
      targetUserId: row.targetUserId,
      details: { before: row.before, after: row.after },
    }));
    expect(audit).toEqual([
      {
        action: 'users.ban',
        target: `user:${user.id}`,
        targetUserId: user.id,
        details: { before: null, after: expect.objectContaining({ reason: 'Chargeback fraud', until: null }) },
      },
      {
        action: 'users.unban',
        target: `user:${user.id}`,
        targetUserId: user.id,
        details: { before: expect.objectContaining({ reason: 'Chargeback fraud' }), after: null },
      },
    ]);
  });

  it('ends a timed ban by itself at its end, by the database clock', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await createUser(server.ctx);
    const until = new Date((await dbNow()).getTime() + 700);
    const answer = await server.post(
      '/api/admin/users/ban',
      { user_id: user.id, reason: 'Cooling off', until: until.toISOString() },
      admin.token,
    );
    expect(answer.body).toMatchObject({ ban: { until: until.toISOString() } });
    expect(await server.post('/api/cases/open', { id: 1 }, token)).toEqual(banned);

    const wait = until.getTime() - (await dbNow()).getTime() + 50;
    await new Promise((resolve) => setTimeout(resolve, wait));
    expect((await server.post('/api/cases/open', { id: 1 }, token)).body?.message).not.toBe('auth_api.banned');
    // The ended ban is lifted from the row, so every reader of it agrees.
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ banned: false, bannedUntil: null, banReason: null });
  });

  it('the leader’s sweep lifts ended bans of players who do not come back', async () => {
    const { user } = await createUser(server.ctx);
    await server.ctx.db
      .update(users)
      .set({ banned: true, banReason: 'old', bannedUntil: sql`now() - interval '1 minute'` })
      .where(eq(users.id, user.id));
    expect(await server.ctx.services.bans.liftEnded()).toBeGreaterThanOrEqual(1);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.banned).toBe(false);
  });

  it('refuses an end in the past, the admin’s own account, and an unknown player', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user } = await createUser(server.ctx);
    const past = new Date((await dbNow()).getTime() - 1_000).toISOString();
    const ban = (body: object) => server.post('/api/admin/users/ban', body, admin.token);
    expect((await ban({ user_id: user.id, reason: 'x', until: past })).body).toEqual({
      status: 'error',
      message: 'admin_api.ban_end_past',
    });
    expect((await ban({ user_id: admin.user.id, reason: 'x' })).body).toEqual({
      status: 'error',
      message: 'admin_api.own_account',
    });
    expect((await ban({ user_id: 999_999_999, reason: 'x' })).status).toBe(404);
    expect((await ban({ user_id: user.id, reason: '   ' })).status).toBe(400);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.banned).toBe(false);
    expect(await listAuditByActor(server.ctx.db, admin.user.id)).toEqual([]);
  });

  it('refuses staff routes to a banned moderator', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const moderator = await createUser(server.ctx, { isModerator: true });
    await server.post('/api/admin/users/ban', { user_id: moderator.user.id, reason: 'Abuse' }, admin.token);
    expect(await server.post('/api/admin/users/search', { query: 'a' }, moderator.token)).toEqual(banned);
  });
});
