import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDepositReviewResponse,
  adminManualListResponse,
  adminNotificationLogResponse,
} from '@skinbet/shared/schemas/deposits-admin.schemas';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import { PROVIDER_ENV, createOrder, freekassaNotification, sendNotification } from './payments.int-support';

/**
 * The console's deposits page (docs/operations/console.md "Deposits"): the receipt review queue
 * paged, the provider notification log (accepted and refused), manual credits listed and made.
 */
describe('deposits: the console calls', () => {
  const server = useTestServer(PROVIDER_ENV);
  let admin: Awaited<ReturnType<typeof createUser>>;
  let sequence = 0;
  const fresh = (prefix: string) => `${prefix}${process.pid}${Date.now()}${++sequence}`;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  async function cardOrder(token: string, sum: number) {
    const response = await server.post('/api/payment/card/create', { sum, receipt: fresh('R') }, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.order.id as number;
  }

  it('pages the receipt review queue per player, and lists decided orders newest first', async () => {
    const { user, token } = await createUser(server.ctx);
    const ids = [await cardOrder(token, 10), await cardOrder(token, 11), await cardOrder(token, 12)];
    const page = async (body: object) =>
      adminDepositReviewResponse.parse((await server.post('/api/admin/deposits/review', body, admin.token)).body);
    const first = await page({ user_id: user.id, page_size: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.orders.map((order) => order.id)).toEqual(ids.slice(0, 2));
    expect((await page({ user_id: user.id, page: 2, page_size: 2 })).orders.map((order) => order.id)).toEqual([ids[2]]);

    const rejected = await server.post(
      '/api/admin/deposits/reject',
      { id: ids[0], reason: 'No such transfer' },
      admin.token,
    );
    expect(rejected.status).toBe(200);
    expect((await server.post('/api/admin/deposits/approve', { id: ids[1] }, admin.token)).status).toBe(200);
    const failed = await page({ user_id: user.id, status: 'failed' });
    expect(failed.orders).toEqual([expect.objectContaining({ id: ids[0], review_reason: 'No such transfer' })]);
    expect((await page({ user_id: user.id, status: 'paid', provider: 'card' })).total).toBe(1);

    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    const approve = audit.find((row) => row.action === 'deposits.approve' && row.target === `deposit_order:${ids[1]}`);
    expect(approve).toMatchObject({
      targetUserId: user.id,
      before: { status: 'review' },
      after: { status: 'paid' },
    });
    expect(audit.some((row) => row.action === 'deposits.reject' && row.target === `deposit_order:${ids[0]}`)).toBe(
      true,
    );
  });

  it('shows the notification log: an accepted one with its outcome, a refused one with its reason and first bytes', async () => {
    const player = await createUser(server.ctx);
    const order = await createOrder(server, player.token, { sum: 10, depositMethod: 'Cardru' });
    const paymentId = fresh('');
    const signed = freekassaNotification({ orderId: order.transaction_id, paymentId, amount: order.amount });
    expect((await sendNotification(server, 'freekassa', signed)).status).toBe(200);
    const forged = freekassaNotification({
      orderId: order.transaction_id,
      paymentId: fresh(''),
      amount: order.amount,
      secret: 'not-the-secret',
    });
    await sendNotification(server, 'freekassa', forged);

    const log = async (body: object) =>
      adminNotificationLogResponse.parse(
        (await server.post('/api/admin/deposits/notifications', body, admin.token)).body,
      );
    const accepted = await log({ kind: 'accepted', provider: 'freekassa' });
    const mine = accepted.rows.find((row) => row.order_id === order.transaction_id);
    expect(mine).toMatchObject({ provider: 'freekassa', outcome: 'credited', count: 1, sender: null });
    expect(mine!.bytes).toBeGreaterThan(0);
    expect(mine!.head).toContain(paymentId);

    const refused = await log({ kind: 'refused', provider: 'freekassa', page_size: 100 });
    expect(refused.kind).toBe('refused');
    const forgery = refused.rows.find((row) => row.head.includes(String(order.transaction_id)));
    expect(forgery).toMatchObject({ provider: 'freekassa', outcome: 'refused', order_id: null });
    expect(forgery!.reason).toBeTruthy();
    expect(forgery!.bytes).toBe(Buffer.byteLength(forged.body));
    expect(forgery!.head.length).toBeLessThanOrEqual(256);
    expect((await server.post('/api/admin/deposits/notifications', { kind: 'other' }, admin.token)).status).toBe(400);
  });

  it('lists manual credits with the operator who made them, newest first', async () => {
    const { user } = await createUser(server.ctx);
    const references = [fresh('bank-'), fresh('bank-')];
    for (const [index, reference] of references.entries()) {
      const response = await server.post(
        '/api/admin/deposits/manual',
        { user_id: user.id, amount: 5 + index, reference },
        admin.token,
      );
      expect(response.body.credited).toBe(true);
    }
    const response = await server.post('/api/admin/deposits/manual/list', { user_id: user.id }, admin.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const listed = adminManualListResponse.parse(response.body);
    expect(listed.total).toBe(2);
    expect(listed.rows.map((row) => [row.reference, row.amount])).toEqual([
      [references[1], 6],
      [references[0], 5],
    ]);
    expect(listed.rows[0]).toMatchObject({
      user: { id: user.id, username: user.username },
      by: { id: admin.user.id, username: admin.user.username },
    });
    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    const entry = audit.find((row) => row.action === 'deposits.manual' && row.target === `user:${user.id}`);
    expect(entry).toMatchObject({ targetUserId: user.id, before: { balance: 0 }, after: { balance: 500 } });
    expect(JSON.parse(entry!.details!)).toMatchObject({ amount: 500, reference: references[0] });
  });

  it('is for admins only: players and moderators are refused every deposit call', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const calls: Array<[string, object]> = [
      ['/api/admin/deposits/review', {}],
      ['/api/admin/deposits/notifications', {}],
      ['/api/admin/deposits/manual/list', {}],
      ['/api/admin/deposits/approve', { id: 1 }],
      ['/api/admin/deposits/reject', { id: 1, reason: 'not allowed' }],
      ['/api/admin/deposits/manual', { user_id: player.user.id, amount: 1, reference: fresh('bank-') }],
    ];
    for (const [path, body] of calls) {
      for (const caller of [player.token, moderator.token]) {
        const response = await server.post(path, body, caller);
        expect(response.status, path).toBe(403);
        expect(response.body.message).toBe('admin_api.forbidden');
      }
      expect((await server.post(path, body)).status, path).toBe(401);
    }
  });
});
