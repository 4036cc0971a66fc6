import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import {
  ACKNOWLEDGED,
  PROVIDER_ENV,
  SIGNERS,
  balanceOf,
  createOrder,
  entriesOf,
  freekassaNotification,
  noticesOf,
  notificationsOf,
  orderRow,
  sendNotification,
  type PaymentFacts,
  type Provider,
  type SignedRequest,
} from './payments.int-support';

/**
 * The providers' notification endpoints against the documented protocols (issue 15 "Must show"):
 * notifications signed by the test from the providers' formulas, sent over HTTP as a provider
 * would. A payment credits once however often it arrives; every wrong one credits nothing.
 */
describe('payment notifications', () => {
  const server = useTestServer(PROVIDER_ENV);
  let paymentSequence = 0;
  const freshPaymentId = () => String(70_000_000 + process.pid * 1_000 + ++paymentSequence);

  /** One method per provider; $10 is 900.00 RUB at the test rate, and NOWPayments prices in USD. */
  const METHOD: Record<Provider, string> = { freekassa: 'Cardru', yoomoney: 'yoomoney', nowpayments: 'Cryptoeth' };
  const EXPECTED_AMOUNT: Record<Provider, string> = { freekassa: '900.00', yoomoney: '900.00', nowpayments: '10.00' };
  const WRONG_AMOUNT: Record<Provider, string> = { freekassa: '899.00', yoomoney: '899.00', nowpayments: '9.99' };

  async function playerWithOrder(provider: Provider, extra: Record<string, unknown> = {}) {
    const player = await createUser(server.ctx);
    const order = await createOrder(server, player.token, { sum: 10, depositMethod: METHOD[provider], ...extra });
    expect(order.amount).toBe(EXPECTED_AMOUNT[provider]);
    return { ...player, order };
  }

  const facts = (orderId: number, amount: string, more: Partial<PaymentFacts> = {}): PaymentFacts => ({
    orderId,
    paymentId: freshPaymentId(),
    amount,
    ...more,
  });

  /**
   * Nothing credited, and the refusal recorded: signed notifications about one of our orders whole
   * in `payment_notifications` (`whole`), anything anyone could send as a bounded, counted record in
   * `payment_notification_refusals` (`bounded`, issue 25) — and never in the other table.
   */
  async function expectUncredited(
    provider: Provider,
    userId: number,
    orderId: number,
    reason: RegExp,
    kept: 'whole' | 'bounded',
  ) {
    expect(await balanceOf(server, userId)).toBe(0);
    expect(await entriesOf(server, userId, 'deposit')).toEqual([]);
    expect((await orderRow(server, orderId)).status).toBe('pending');
    const whole = await server.ctx.db.query.paymentNotifications.findMany({
      where: (row, { eq }) => eq(row.provider, provider),
    });
    const bounded = await refusalsOf(provider);
    const wholeMatch = whole.some((record) => record.outcome === 'refused' && reason.test(record.reason ?? ''));
    const boundedMatch = bounded.some((record) => reason.test(record.reason));
    expect({ wholeMatch, boundedMatch }).toEqual({ wholeMatch: kept === 'whole', boundedMatch: kept === 'bounded' });
  }

  const refusalsOf = (provider: Provider) =>
    server.ctx.db.query.paymentNotificationRefusals.findMany({ where: (row, { eq }) => eq(row.provider, provider) });

  describe.each(['freekassa', 'yoomoney', 'nowpayments'] as const)('%s', (provider) => {
    const sign = SIGNERS[provider];

    it('credits the same signed notification sent 20 times at once exactly once, and acknowledges every copy', async () => {
      const { user, order } = await playerWithOrder(provider);
      const request = sign(facts(order.transaction_id, order.amount));
      const answers = await Promise.all(Array.from({ length: 20 }, () => sendNotification(server, provider, request)));

      for (const answer of answers) expect(answer).toEqual({ status: 200, text: ACKNOWLEDGED[provider] });
      expect(await balanceOf(server, user.id)).toBe(1_000);
      const deposits = await entriesOf(server, user.id, 'deposit');
      expect(deposits).toHaveLength(1);
      const row = await orderRow(server, order.transaction_id);
      expect(row).toMatchObject({ status: 'paid', sum: 1_000, rate: provider === 'nowpayments' ? '1' : '90' });
      expect(deposits[0]).toMatchObject({
        delta: 1_000,
        idempotencyKey: `deposit:${provider}:${row.providerPaymentId}`,
        reference: `deposit_order:${order.transaction_id}`,
      });
      const outcomes = (await notificationsOf(server, order.transaction_id)).map((record) => record.outcome);
      expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19);
      const notices = (await noticesOf(server, user.id)).filter((n) => n.name === 'notification.deposit_credited');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.params).toEqual({ amount: 10 });
    });

    it('credits nothing for a bad signature', async () => {
      const { user, order } = await playerWithOrder(provider);
      const forged = sign(facts(order.transaction_id, order.amount, { secret: 'not-the-secret' }));
      const answer = await sendNotification(server, provider, forged);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(/signature/i);
      await expectUncredited(provider, user.id, order.transaction_id, /bad signature/, 'bounded');
    });

    it('credits nothing for an amount other than the order’s', async () => {
      const { user, order } = await playerWithOrder(provider);
      const answer = await sendNotification(
        server,
        provider,
        sign(facts(order.transaction_id, WRONG_AMOUNT[provider])),
      );
      expect(answer.status).toBe(400);
      await expectUncredited(provider, user.id, order.transaction_id, /^amount /, 'whole');
    });

    it('credits nothing for an unknown order, or an order of another provider', async () => {
      const unknown = await sendNotification(server, provider, sign(facts(2_000_000_000, '900.00')));
      expect(unknown.status).toBe(400);
      const other: Provider = provider === 'freekassa' ? 'yoomoney' : 'freekassa';
      const { user, order } = await playerWithOrder(other);
      const crossed = await sendNotification(server, provider, sign(facts(order.transaction_id, order.amount)));
      expect(crossed.status).toBe(400);
      await expectUncredited(provider, user.id, order.transaction_id, /^unknown order$/, 'bounded');
    });

    it('credits nothing for an order already paid by another payment', async () => {
      const { user, order } = await playerWithOrder(provider);
      const first = await sendNotification(server, provider, sign(facts(order.transaction_id, order.amount)));
      expect(first.status).toBe(200);
      const second = await sendNotification(server, provider, sign(facts(order.transaction_id, order.amount)));
      expect(second.status).toBe(400);
      expect(await balanceOf(server, user.id)).toBe(1_000);
      expect(await entriesOf(server, user.id, 'deposit')).toHaveLength(1);
      const outcomes = await notificationsOf(server, order.transaction_id);
      expect(outcomes.map((record) => [record.outcome, record.reason])).toEqual([
        ['credited', null],
        ['refused', 'order is paid'],
      ]);
    });

    it('never answers a 500 to a malformed body, and counts it as a bounded refusal', async () => {
      const wholeBefore = (await server.ctx.db.query.paymentNotifications.findMany()).length;
      const countOf = async () => (await refusalsOf(provider)).reduce((sum, record) => sum + record.count, 0);
      const countBefore = await countOf();
      const malformed: SignedRequest[] = [
        { contentType: 'application/x-www-form-urlencoded', headers: {}, body: '' },
        { contentType: 'application/x-www-form-urlencoded', headers: {}, body: '%%%&=&==' },
        { contentType: 'application/json', headers: {}, body: '{"payment_id": ' },
        { contentType: 'application/json', headers: { 'x-nowpayments-sig': 'zz' }, body: '[1,2,3]' },
        { contentType: 'text/plain', headers: {}, body: 'MERCHANT_ID=14963' },
        { contentType: 'application/octet-stream', headers: {}, body: '\u0000\u0001' },
      ];
      for (const request of malformed) {
        const answer = await sendNotification(server, provider, request);
        expect(answer.status, request.body).toBe(400);
      }
      expect(await countOf()).toBe(countBefore + malformed.length);
      expect((await server.ctx.db.query.paymentNotifications.findMany()).length).toBe(wholeBefore);
    });
  });

  // Free-Kassa's notification carries no currency: it is bound by the payment form's signature
  // (deposit-orders.int.test.ts checks the form's `s`).
  it.each(['yoomoney', 'nowpayments'] as const)(
    '%s: credits nothing for a currency other than the order’s',
    async (provider) => {
      const { user, order } = await playerWithOrder(provider);
      const currency = provider === 'yoomoney' ? '840' : 'eur';
      const request = SIGNERS[provider](facts(order.transaction_id, order.amount, { currency }));
      const answer = await sendNotification(server, provider, request);
      expect(answer.status).toBe(400);
      await expectUncredited(provider, user.id, order.transaction_id, /^amount /, 'whole');
    },
  );

  it('checks the test’s Free-Kassa signer against the issue’s vector', () => {
    const request = freekassaNotification({ orderId: 'ID_234', paymentId: '1', amount: '99' });
    expect(new URLSearchParams(request.body).get('SIGN')).toBe('c0905625cf96d7730487a4dda69c6a09');
  });

  it('accepts Free-Kassa’s amount without decimals ("900" for 900.00)', async () => {
    const { user, order } = await playerWithOrder('freekassa');
    const answer = await sendNotification(
      server,
      'freekassa',
      freekassaNotification(facts(order.transaction_id, '900')),
    );
    expect(answer).toEqual({ status: 200, text: 'YES' });
    expect(await balanceOf(server, user.id)).toBe(1_000);
  });

  it('YooMoney codepro=true credits nothing: the order waits for an operator', async () => {
    const { user, order } = await playerWithOrder('yoomoney');
    const request = SIGNERS.yoomoney(facts(order.transaction_id, order.amount, { codepro: 'true' }));
    expect(await sendNotification(server, 'yoomoney', request)).toEqual({ status: 200, text: 'OK' });
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ status: 'review' });
    // The same notification again changes nothing.
    expect(await sendNotification(server, 'yoomoney', request)).toEqual({ status: 200, text: 'OK' });
    expect((await notificationsOf(server, order.transaction_id)).map((record) => record.outcome)).toEqual([
      'review',
      'duplicate',
    ]);
    expect(await entriesOf(server, user.id, 'deposit')).toEqual([]);
  });

  it('NOWPayments credits only `finished`: waiting and confirming are acknowledged, failed fails the order', async () => {
    const { user, order } = await playerWithOrder('nowpayments');
    const paymentId = freshPaymentId();
    for (const status of ['waiting', 'confirming', 'confirmed', 'sending']) {
      const request = SIGNERS.nowpayments({ orderId: order.transaction_id, paymentId, amount: order.amount, status });
      expect(await sendNotification(server, 'nowpayments', request)).toEqual({ status: 200, text: 'OK' });
    }
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ status: 'pending' });
    const failed = SIGNERS.nowpayments({
      orderId: order.transaction_id,
      paymentId,
      amount: order.amount,
      status: 'failed',
    });
    expect(await sendNotification(server, 'nowpayments', failed)).toEqual({ status: 200, text: 'OK' });
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ status: 'failed' });
    // A `finished` after the failure is refused: the order is no longer unpaid.
    const finished = SIGNERS.nowpayments({ orderId: order.transaction_id, paymentId, amount: order.amount });
    expect((await sendNotification(server, 'nowpayments', finished)).status).toBe(400);
    expect(await balanceOf(server, user.id)).toBe(0);
    expect((await notificationsOf(server, order.transaction_id)).map((record) => record.outcome)).toEqual([
      'ignored',
      'ignored',
      'ignored',
      'ignored',
      'failed',
      'refused',
    ]);
  });

  it('NOWPayments partially_paid goes to review; the same payment finishing later credits once', async () => {
    const { user, order } = await playerWithOrder('nowpayments');
    const paymentId = freshPaymentId();
    const partial = SIGNERS.nowpayments({
      orderId: order.transaction_id,
      paymentId,
      amount: order.amount,
      status: 'partially_paid',
    });
    expect(await sendNotification(server, 'nowpayments', partial)).toEqual({ status: 200, text: 'OK' });
    expect(await orderRow(server, order.transaction_id)).toMatchObject({
      status: 'review',
      providerPaymentId: paymentId,
    });
    expect(await balanceOf(server, user.id)).toBe(0);

    const finished = SIGNERS.nowpayments({ orderId: order.transaction_id, paymentId, amount: order.amount });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendNotification(server, 'nowpayments', finished)),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: 'OK' });
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(server, user.id)).toBe(1_000);
    expect(await entriesOf(server, user.id, 'deposit')).toHaveLength(1);
  });

  it('NOWPayments reporting a credited payment refunded takes nothing back: recorded for an operator', async () => {
    const { user, order } = await playerWithOrder('nowpayments');
    const paymentId = freshPaymentId();
    const payment = { orderId: order.transaction_id, paymentId, amount: order.amount };
    expect((await sendNotification(server, 'nowpayments', SIGNERS.nowpayments(payment))).text).toBe('OK');
    const refunded = SIGNERS.nowpayments({ ...payment, status: 'refunded' });
    expect(await sendNotification(server, 'nowpayments', refunded)).toEqual({ status: 200, text: 'OK' });
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(server, user.id)).toBe(1_000);
    const records = await notificationsOf(server, order.transaction_id);
    expect(records.map((record) => record.outcome)).toEqual(['credited', 'ignored']);
    expect(records[1]!.reason).toMatch(/^reported failed after it was credited: refunded/);
  });

  it('books the promo bonus with the payment, in the same transaction', async () => {
    const { user, order } = await playerWithOrder('freekassa', { promocode: 'DEPOSIT10' });
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ bonus: 100 });
    const answer = await sendNotification(
      server,
      'freekassa',
      freekassaNotification(facts(order.transaction_id, order.amount)),
    );
    expect(answer.text).toBe('YES');
    expect(await balanceOf(server, user.id)).toBe(1_100);
    const [bonus] = await entriesOf(server, user.id, 'deposit_bonus');
    expect(bonus).toMatchObject({ delta: 100, idempotencyKey: `deposit_bonus:${order.transaction_id}` });
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ status: 'paid', bonus: 100 });
  });

  it('still credits payments during maintenance, when players cannot make orders', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token, order } = await playerWithOrder('freekassa');
    expect((await server.post('/api/admin/maintenance', { enabled: true }, admin.token)).status).toBe(200);
    try {
      expect((await server.post('/api/payment/sum/create', { sum: 10, depositMethod: 'Cardru' }, token)).status).toBe(
        503,
      );
      const request = freekassaNotification(facts(order.transaction_id, order.amount));
      expect(await sendNotification(server, 'freekassa', request)).toEqual({ status: 200, text: 'YES' });
      expect(await balanceOf(server, user.id)).toBe(1_000);
    } finally {
      await server.post('/api/admin/maintenance', { enabled: false }, admin.token);
    }
  });

  it('tells the player at once: updateBalance and the notification reach their socket', async () => {
    const { user, token, order } = await playerWithOrder('yoomoney');
    const socket = await server.socket({ token });
    const heard = new Promise<{ balance: number; notice: string }>((resolve) => {
      let balance: number | undefined;
      let notice: string | undefined;
      const settle = () => balance !== undefined && notice !== undefined && resolve({ balance, notice });
      socket.on('updateBalance', (payload) => {
        balance = payload.balance;
        settle();
      });
      socket.on('notification', (payload) => {
        notice = (payload as { name?: string }).name;
        settle();
      });
    });
    await sendNotification(server, 'yoomoney', SIGNERS.yoomoney(facts(order.transaction_id, order.amount)));
    expect(await heard).toEqual({ balance: 10, notice: 'notification.deposit_credited' });
    expect(await balanceOf(server, user.id)).toBe(1_000);
  });
});
