import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualDepositResponseSchema } from '@skinbet/shared/schemas/admin-money.schemas';
import { ledgerEntries, users } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';

/** `POST /api/admin/deposits/manual`: an operator credits a bank transfer as a real deposit, once per reference. */
describe('manual bank credit', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;
  let sequence = 0;
  const freshReference = () => `bank-${process.pid}-${++sequence}`;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const credit = (body: unknown, token = admin.token) => server.post('/api/admin/deposits/manual', body, token);

  async function balanceOf(userId: number): Promise<number> {
    const [row] = await server.ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    return row!.balance;
  }

  const depositsOf = (userId: number) =>
    server.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'deposit')));

  it('credits the player from the manual clearing account as a deposit, and audits it', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 250 });
    const reference = freshReference();
    const response = await credit({ user_id: user.id, amount: 12.34, reference });
    expect(response.status).toBe(200);
    expect(manualDepositResponseSchema.parse(response.body)).toEqual({
      status: 'success',
      credited: true,
      balance: 14.84,
    });
    expect(await balanceOf(user.id)).toBe(1484);

    const [entry] = await depositsOf(user.id);
    expect(entry).toMatchObject({ delta: 1234, balanceAfter: 1484, reference: `deposit:manual:${reference}` });
    expect((await server.post('/api/user/get', {}, token)).body.conditions.hasDeposit).toBe(true);

    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    const row = audit.find((entry) => entry.action === 'deposits.manual' && entry.target === `user:${user.id}`);
    expect(row).toBeDefined();
    expect(JSON.parse(row!.details!)).toEqual({ amount: 1234, reference });
    expect(row).toMatchObject({ targetUserId: user.id, before: { balance: 250 }, after: { balance: 1484 } });
  });

  it('is idempotent on the reference: a replay moves nothing and answers credited:false', async () => {
    const { user } = await createUser(server.ctx);
    const body = { user_id: user.id, amount: 5, reference: freshReference() };
    expect((await credit(body)).body).toEqual({ status: 'success', credited: true, balance: 5 });
    expect((await credit(body)).body).toEqual({ status: 'success', credited: false, balance: 5 });
    // Concurrent replays wait for each other: still one deposit.
    const replays = await Promise.all(Array.from({ length: 5 }, () => credit(body)));
    for (const replay of replays) expect(replay.body).toEqual({ status: 'success', credited: false, balance: 5 });
    expect(await balanceOf(user.id)).toBe(500);
    expect(await depositsOf(user.id)).toHaveLength(1);
  });

  it('credits concurrent first submissions of one reference once', async () => {
    const { user } = await createUser(server.ctx);
    const body = { user_id: user.id, amount: 7.5, reference: freshReference() };
    const responses = await Promise.all(Array.from({ length: 6 }, () => credit(body)));
    expect(responses.filter((response) => response.body.credited === true)).toHaveLength(1);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await balanceOf(user.id)).toBe(750);
  });

  it('refuses a used reference for another player or amount (409), changing nothing', async () => {
    const first = await createUser(server.ctx);
    const second = await createUser(server.ctx);
    const reference = freshReference();
    expect((await credit({ user_id: first.user.id, amount: 3, reference })).status).toBe(200);

    const otherAmount = await credit({ user_id: first.user.id, amount: 4, reference });
    expect(otherAmount.status).toBe(409);
    expect(otherAmount.body).toEqual({ status: 'error', message: 'admin_api.reference_used' });
    const otherUser = await credit({ user_id: second.user.id, amount: 3, reference });
    expect(otherUser.status).toBe(409);
    expect(await balanceOf(first.user.id)).toBe(300);
    expect(await balanceOf(second.user.id)).toBe(0);
  });

  it('refuses an unknown player (404) and invalid amounts (400)', async () => {
    const unknown = await credit({ user_id: 2_000_000_000, amount: 1, reference: freshReference() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('user_api.not_found');
    const { user } = await createUser(server.ctx);
    for (const amount of [0, -1, 0.001, '5']) {
      const response = await credit({ user_id: user.id, amount, reference: freshReference() });
      expect(response.status, String(amount)).toBe(400);
    }
    expect((await credit({ user_id: user.id, amount: 1, reference: 'x' })).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('is for admins only', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const body = { user_id: player.user.id, amount: 100, reference: freshReference() };
    const asPlayer = await credit(body, player.token);
    expect(asPlayer.status).toBe(403);
    expect(asPlayer.body.message).toBe('admin_api.forbidden');
    expect((await credit(body, moderator.token)).status).toBe(403);
    expect((await server.post('/api/admin/deposits/manual', body)).status).toBe(401);
    expect(await balanceOf(player.user.id)).toBe(0);
  });
});
