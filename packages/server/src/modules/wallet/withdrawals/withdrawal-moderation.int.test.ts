import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDecisionResponse,
  adminWithdrawListResponse,
  cancelWithdrawResponse,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { inventoryItems, withdrawals } from '../../../db/schema';
import { createCatalogItem, createUser, grantItems } from '../../../test/factories';
import { statusesOf } from '../../../test/rows.int-support';
import { useTestServer } from '../../../test/use-test-server';
import { findJobByKey } from '../../../platform/jobs/jobs.repository';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { eq } from 'drizzle-orm';
import {
  CARD,
  ETH_WALLET,
  fundedPlayer,
  moneyOf,
  notificationsOf,
  transfersOf,
  withdrawalRow,
} from './withdrawals.int-support';

/** Cancel by the player; the operators' list, approve, reject and KYC (docs/money/withdrawals.md "Moderation"). */
describe('withdrawals: cancel and moderation', () => {
  // The payout worker never polls here: approved payouts stay queued (their runs are tested apart).
  const server = useTestServer({ JOB_POLL_MS: '600000' });
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  async function withdraw(sum = 12.34) {
    const player = await fundedPlayer(server.ctx);
    const response = await server.post('/api/user/createWithdraw', { sum, wallet: CARD, system: 5 }, player.token);
    expect(response.status).toBe(200);
    return { ...player, id: response.body.withdraw.id as number };
  }

  const approve = (id: number, token = admin.token) => server.post('/api/admin/withdrawals/approve', { id }, token);
  const reject = (id: number, reason: string, token = admin.token) =>
    server.post('/api/admin/withdrawals/reject', { id, reason }, token);
  const cancel = (id: number, token: string) => server.post('/api/user/cancelWithdraw', { id, type: 'money' }, token);

  it('lets the player cancel in moderation: the hold comes back once, with a notice', async () => {
    const { user, token, id } = await withdraw();
    const response = await cancel(id, token);
    expect(response.status).toBe(200);
    const body = cancelWithdrawResponse.parse(response.body);
    expect(body).toMatchObject({ balance: 100, withdraw: { id, status: 'canceled', cancelable: false } });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await transfersOf(server.ctx, id)).toEqual([
      { kind: 'withdrawal_hold', amount: 1234, key: `withdrawal:${id}:hold` },
      { kind: 'withdrawal_release', amount: 1234, key: `withdrawal:${id}:release` },
    ]);
    expect(await notificationsOf(server.ctx, user.id)).toEqual([
      { name: 'notification.withdrawal_canceled', params: { id, amount: 12.34 } },
    ]);

    const again = await cancel(id, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('withdrawal_api.not_cancelable');
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
  });

  it('answers not found for another player’s withdrawal or an unknown id', async () => {
    const { user, id } = await withdraw();
    const other = await createUser(server.ctx);
    expect((await cancel(id, other.token)).body.message).toBe('withdrawal_api.not_found');
    expect((await cancel(2_000_000_000, other.token)).status).toBe(404);
    expect((await withdrawalRow(server.ctx, id)).status).toBe('moderation');
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8766, held: 1234 });
  });

  it('lists the queue for operators: oldest first by default, the player and the full wallet', async () => {
    const first = await withdraw(10);
    const second = await withdraw(20);
    // Newest first, so the page surely holds both whatever earlier tests left in the queue.
    const response = await server.post('/api/admin/withdrawals/list', { order: 'desc' }, admin.token);
    expect(response.status).toBe(200);
    const { withdraws } = adminWithdrawListResponse.parse(response.body);
    const ours = withdraws.filter((row) => [first.id, second.id].includes(row.id));
    expect(ours.map((row) => row.id)).toEqual([second.id, first.id]);
    ours.reverse();
    expect(ours[0]).toMatchObject({
      user: { id: first.user.id, username: first.user.username, banned: false },
      wallet: '**** 1111',
      wallet_full: '4111111111111111',
      status: 'moderation',
      amount: 10,
    });
    expect(withdraws.every((row) => row.status === 'moderation')).toBe(true);
    await cancel(first.id, first.token);
    const canceled = adminWithdrawListResponse.parse(
      (await server.post('/api/admin/withdrawals/list', { status: 'canceled', order: 'desc' }, admin.token)).body,
    );
    expect(canceled.withdraws.some((row) => row.id === first.id)).toBe(true);
  });

  it('approves: moderation → sending, the payout job enqueued, audited; then the player cannot cancel', async () => {
    const { user, token, id } = await withdraw();
    const response = await approve(id);
    expect(response.status).toBe(200);
    expect(adminDecisionResponse.parse(response.body).withdraw).toMatchObject({ id, status: 'sending' });
    const job = await findJobByKey(server.ctx.db, `withdrawal:${id}:payout`);
    // The payout is priced at approval: $9.87 net to a RUB card at the default 90 roubles.
    expect(job).toMatchObject({
      queue: 'withdrawal.payout',
      status: 'queued',
      payload: { withdrawalId: id, quote: { amount: '888.30', currency: 'RUB' } },
    });
    expect((await withdrawalRow(server.ctx, id)).decidedBy).toBe(admin.user.id);
    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(audit.some((row) => row.action === 'withdrawals.approve' && row.target === `withdrawal:${id}`)).toBe(true);

    expect((await cancel(id, token)).body.message).toBe('withdrawal_api.not_cancelable');
    expect((await approve(id)).body.message).toBe('withdrawal_api.already_decided');
    // Rejecting while its payout job is queued would race the payment: refused.
    expect((await reject(id, 'changed my mind')).status).toBe(409);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8766, held: 1234 });
  });

  it('rejects with a reason the player sees: the hold comes back once, audited', async () => {
    const { user, token, id } = await withdraw();
    const response = await reject(id, 'Wallet belongs to someone else');
    expect(response.status).toBe(200);
    expect(adminDecisionResponse.parse(response.body).withdraw).toMatchObject({
      status: 'canceled',
      reason: 'Wallet belongs to someone else',
    });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await notificationsOf(server.ctx, user.id)).toEqual([
      {
        name: 'notification.withdrawal_rejected',
        params: { id, amount: 12.34, reason: 'Wallet belongs to someone else' },
      },
    ]);
    const mine = (await server.post('/api/user/withdraws', {}, token)).body.withdraws[0];
    expect(mine).toMatchObject({ id, status: 'canceled', reason: 'Wallet belongs to someone else' });
    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    const row = audit.find((entry) => entry.action === 'withdrawals.reject' && entry.target === `withdrawal:${id}`);
    expect(JSON.parse(row!.details!)).toMatchObject({ reason: 'Wallet belongs to someone else', amount: 1234 });

    expect((await reject(id, 'twice')).body.message).toBe('withdrawal_api.already_decided');
    expect((await approve(id)).status).toBe(409);
    expect(await transfersOf(server.ctx, id)).toHaveLength(2);
  });

  it('refuses unknown ids and short reasons', async () => {
    expect((await approve(2_000_000_000)).body.message).toBe('withdrawal_api.not_found');
    expect((await reject(2_000_000_000, 'no such')).status).toBe(404);
    const { id } = await withdraw();
    expect((await reject(id, 'no')).status).toBe(400);
    expect((await withdrawalRow(server.ctx, id)).status).toBe('moderation');
  });

  it('is for admins only', async () => {
    const { id, token } = await withdraw();
    const moderator = await createUser(server.ctx, { isModerator: true });
    for (const caller of [token, moderator.token]) {
      expect((await server.post('/api/admin/withdrawals/list', {}, caller)).status).toBe(403);
      expect((await approve(id, caller)).body.message).toBe('admin_api.forbidden');
      expect((await reject(id, 'not allowed', caller)).status).toBe(403);
      expect((await server.post('/api/admin/users/kyc', { userId: 1, verified: true }, caller)).status).toBe(403);
    }
    expect((await server.post('/api/admin/withdrawals/approve', { id })).status).toBe(401);
    expect((await withdrawalRow(server.ctx, id)).status).toBe('moderation');
  });

  it('records KYC checks, audited; an unknown player is not found', async () => {
    const player = await createUser(server.ctx);
    expect(
      (await server.post('/api/admin/users/kyc', { userId: player.user.id, verified: true }, admin.token)).status,
    ).toBe(200);
    const available = await server.post('/api/user/getAvailableWithdraw', {}, player.token);
    expect(available.body.kyc_verified).toBe(true);
    await server.post('/api/admin/users/kyc', { userId: player.user.id, verified: false }, admin.token);
    expect((await server.post('/api/user/getAvailableWithdraw', {}, player.token)).body.kyc_verified).toBe(false);
    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(audit.filter((row) => row.action === 'users.kyc' && row.target === `user:${player.user.id}`)).toHaveLength(
      2,
    );
    const unknown = await server.post('/api/admin/users/kyc', { userId: 2_000_000_000, verified: true }, admin.token);
    expect(unknown.status).toBe(404);
  });

  it('gives a skin withdrawal’s skin back when the player cancels it or an operator rejects it', async () => {
    const item = await createCatalogItem(server.ctx, { price: 4_200 });
    const player = await createUser(server.ctx);
    const ids = await grantItems(server.ctx, player.user.id, [item.id, item.id]);
    const skinWithdrawals: number[] = [];
    for (const myId of ids) {
      // As the trades module records one (`/api/withdraws/send`): the skin withdrawing, a skin row in moderation.
      await server.ctx.db.update(inventoryItems).set({ status: 'withdrawing' }).where(eq(inventoryItems.id, myId));
      const [row] = await server.ctx.db
        .insert(withdrawals)
        .values({
          userId: player.user.id,
          type: 'skin',
          wallet: 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=abcdEFGH',
          amount: 4_200,
          inventoryItemId: myId,
        })
        .returning();
      skinWithdrawals.push(row!.id);
    }
    const canceled = await server.post(
      '/api/user/cancelWithdraw',
      { id: skinWithdrawals[0], type: 'skin' },
      player.token,
    );
    expect(canceled.body.withdraw).toMatchObject({
      type: 'skin',
      status: 'canceled',
      wallet: '42',
      item: { myId: ids[0], price: 42 },
    });
    expect((await reject(skinWithdrawals[1]!, 'Trade link is not yours')).status).toBe(200);
    expect(await statusesOf(server.ctx, ids)).toEqual(['available', 'available']);

    // Approved, a skin withdrawal goes to the trade gateway: its offer job (modules/wallet/trades) is enqueued.
    await server.ctx.db.update(inventoryItems).set({ status: 'withdrawing' }).where(eq(inventoryItems.id, ids[0]!));
    const [third] = await server.ctx.db
      .insert(withdrawals)
      .values({
        userId: player.user.id,
        type: 'skin',
        wallet: 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=abcdEFGH',
        amount: 4_200,
        inventoryItemId: ids[0],
      })
      .returning();
    expect((await approve(third!.id)).body.withdraw).toMatchObject({ status: 'sending', type: 'skin' });
    expect(await findJobByKey(server.ctx.db, `withdrawal:${third!.id}:offer`)).toMatchObject({
      queue: 'trade.send',
      status: 'queued',
    });
    expect(await findJobByKey(server.ctx.db, `withdrawal:${third!.id}:payout`)).toBeUndefined();
    expect(await moneyOf(server.ctx, player.user.id)).toEqual({ balance: 0, held: 0 });
    // A money and a skin withdrawal share the queue.
    const money = await server.post(
      '/api/user/createWithdraw',
      { sum: 5, wallet: ETH_WALLET, system: 1 },
      player.token,
    );
    expect(money.body.message).toBe('withdrawal_api.deposit_needed');
  });
});
