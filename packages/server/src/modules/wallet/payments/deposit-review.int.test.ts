import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDepositListResponse, cardDepositResponse } from '@skinbet/shared/schemas/payments.schemas';
import { accounts, transfers } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listAuditByActor } from '../../site/audit/audit.repository';
import {
  PROVIDER_ENV,
  SIGNERS,
  balanceOf,
  createOrder,
  entriesOf,
  noticesOf,
  orderRow,
  sendNotification,
} from './payments.int-support';

/**
 * The card wallet and the operators' review queue (issue 15): a receipt goes to review; an
 * operator approves (credited once, from the card wallet's clearing account) or rejects with a
 * reason the player is told; provider payments held back (YooMoney codepro) are decided the same
 * way, credited from their provider's clearing account.
 */
describe('card wallet and deposit review', () => {
  const server = useTestServer(PROVIDER_ENV);
  let admin: Awaited<ReturnType<typeof createUser>>;
  let receiptSequence = 0;
  const freshReceipt = () => `RCPT-${process.pid}-${++receiptSequence}-0000`;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const cardDeposit = (token: string, body: Record<string, unknown>) =>
    server.post('/api/payment/card/create', body, token);
  const approve = (id: number, token = admin.token) => server.post('/api/admin/deposits/approve', { id }, token);
  const reject = (id: number, reason?: string, token = admin.token) =>
    server.post('/api/admin/deposits/reject', { id, reason }, token);

  async function houseBalance(code: string): Promise<number> {
    const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.code, code));
    return row?.balance ?? 0;
  }

  async function reviewedCardOrder(sum = 20, extra: Record<string, unknown> = {}) {
    const player = await createUser(server.ctx);
    const receipt = freshReceipt();
    const response = await cardDeposit(player.token, { sum, receipt, ...extra });
    expect(response.status).toBe(200);
    return { ...player, receipt, order: cardDepositResponse.parse(response.body).order };
  }

  it('puts a card-wallet deposit in review with its receipt, at the rouble rate', async () => {
    const { user, receipt, order } = await reviewedCardOrder(20);
    expect(order).toMatchObject({
      method: 'card',
      method_name: 'Card',
      provider: 'card',
      sum: 20,
      amount: '1800.00',
      currency: 'RUB',
      rate: '90',
      status: 'review',
      sandbox: false,
    });
    expect(order.handoff).toBeUndefined();
    const list = adminDepositListResponse.parse(
      (await server.post('/api/admin/deposits/review', { user_id: user.id }, admin.token)).body,
    );
    expect(list.orders.find((entry) => entry.id === order.id)).toMatchObject({
      user: { id: user.id, username: user.username },
      receipt,
      review_reason: null,
    });
  });

  it('refuses a sum under the card minimum (with min and method_name), a short receipt and a used one', async () => {
    const { token } = await createUser(server.ctx);
    expect(await cardDeposit(token, { sum: 4.99, receipt: freshReceipt() })).toEqual({
      status: 400,
      body: { status: 'error', message: 'deposit_api.min_sum', min: 5, method_name: 'Card' },
    });
    expect((await cardDeposit(token, { sum: 10, receipt: '1234567890' })).status).toBe(400);
    const used = await reviewedCardOrder(10);
    expect(await cardDeposit(token, { sum: 10, receipt: used.receipt })).toEqual({
      status: 409,
      body: { status: 'error', message: 'deposit_api.transaction_completed' },
    });
  });

  it('approves once: credited from the card clearing account, noticed, audited; a second approval is refused', async () => {
    const { user, order } = await reviewedCardOrder(20);
    const clearingBefore = await houseBalance('house:clearing:card');
    const answer = await approve(order.id);
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ id: order.id, status: 'paid', user: { id: user.id } });
    expect(await balanceOf(server, user.id)).toBe(2_000);
    expect(await houseBalance('house:clearing:card')).toBe(clearingBefore - 2_000);
    const [deposit] = await entriesOf(server, user.id, 'deposit');
    expect(deposit).toMatchObject({ delta: 2_000, idempotencyKey: `deposit:card:${order.id}` });
    expect((await noticesOf(server, user.id)).map((notice) => notice.name)).toContain('notification.deposit_credited');
    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(
      audit.find((row) => row.action === 'deposits.approve' && row.target === `deposit_order:${order.id}`),
    ).toBeDefined();

    expect(await approve(order.id)).toEqual({
      status: 409,
      body: { status: 'error', message: 'deposit_api.not_in_review' },
    });
    expect(await balanceOf(server, user.id)).toBe(2_000);
  });

  it('credits once when approvals race', async () => {
    const { user, order } = await reviewedCardOrder(15);
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(order.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.body.message).toBe('deposit_api.not_in_review');
    }
    expect(await balanceOf(server, user.id)).toBe(1_500);
    const booked = await server.ctx.db
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, `deposit:card:${order.id}`));
    expect(booked).toHaveLength(1);
  });

  it('ends an approval racing a rejection in exactly one of them', async () => {
    const { user, order } = await reviewedCardOrder(12);
    const [approved, rejected] = await Promise.all([approve(order.id), reject(order.id, 'no such transfer')]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const row = await orderRow(server, order.id);
    expect(await balanceOf(server, user.id)).toBe(row.status === 'paid' ? 1_200 : 0);
  });

  it('rejects with a reason the player is told, and releases the receipt', async () => {
    const { user, token, receipt, order } = await reviewedCardOrder(25);
    expect(await reject(order.id)).toEqual({
      status: 400,
      body: { status: 'error', message: 'app_api.invalid_request' },
    });
    const answer = await reject(order.id, 'The transfer never arrived');
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ status: 'failed', review_reason: 'The transfer never arrived' });
    expect(await balanceOf(server, user.id)).toBe(0);
    const notice = (await noticesOf(server, user.id)).find((entry) => entry.name === 'notification.deposit_rejected');
    expect(notice?.params).toEqual({ id: order.id, reason: 'The transfer never arrived' });
    expect((await approve(order.id)).status).toBe(409);
    const audit = await listAuditByActor(server.ctx.db, admin.user.id);
    expect(
      audit.find((row) => row.action === 'deposits.reject' && row.target === `deposit_order:${order.id}`),
    ).toBeDefined();
    // Sorted out with support, the same receipt may be submitted again.
    expect((await cardDeposit(token, { sum: 25, receipt })).status).toBe(200);
  });

  it('is for admins only', async () => {
    const { order } = await reviewedCardOrder(10);
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    for (const token of [player.token, moderator.token]) {
      expect((await server.post('/api/admin/deposits/review', {}, token)).status).toBe(403);
      expect((await approve(order.id, token)).status).toBe(403);
      expect((await reject(order.id, 'nope nope', token)).status).toBe(403);
    }
    expect((await server.post('/api/admin/deposits/approve', { id: order.id })).status).toBe(401);
    expect((await orderRow(server, order.id)).status).toBe('review');
  });

  it('books the card deposit’s promo bonus when approved', async () => {
    const { user, order } = await reviewedCardOrder(10, { promocode: 'deposit10' });
    expect(order.bonus).toBe(1);
    expect((await approve(order.id)).body.order).toMatchObject({ status: 'paid', bonus: 1 });
    expect(await balanceOf(server, user.id)).toBe(1_100);
  });

  it('credits a YooMoney payment held for review (codepro) from YooMoney’s clearing account, once', async () => {
    const player = await createUser(server.ctx);
    const order = await createOrder(server, player.token, { sum: 10, depositMethod: 'yoomoney' });
    const request = SIGNERS.yoomoney({
      orderId: order.transaction_id,
      paymentId: '880000001',
      amount: order.amount,
      codepro: 'true',
    });
    expect((await sendNotification(server, 'yoomoney', request)).text).toBe('OK');
    expect((await orderRow(server, order.transaction_id)).reviewReason).toMatch(/codepro/);
    const clearingBefore = await houseBalance('house:clearing:yoomoney');

    expect((await approve(order.transaction_id)).status).toBe(200);
    expect(await balanceOf(server, player.user.id)).toBe(1_000);
    expect(await houseBalance('house:clearing:yoomoney')).toBe(clearingBefore - 1_000);
    const [deposit] = await entriesOf(server, player.user.id, 'deposit');
    expect(deposit?.idempotencyKey).toBe('deposit:yoomoney:880000001');
    // The provider's retry of the same notification afterwards changes nothing.
    expect((await sendNotification(server, 'yoomoney', request)).text).toBe('OK');
    expect(await balanceOf(server, player.user.id)).toBe(1_000);
  });
});
