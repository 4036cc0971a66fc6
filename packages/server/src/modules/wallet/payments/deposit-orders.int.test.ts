import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '@skinbet/shared/schemas/app.schemas';
import { depositOrderSchema } from '@skinbet/shared/schemas/payments.schemas';
import { auditLog, depositOrders } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { MAX_UNPAID_ORDERS } from './deposit-orders.service';
import { PROVIDER_ENV, createOrder, orderRow, sendNotification, freekassaNotification } from './payments.int-support';

/**
 * Deposit orders (issue 15): `/api/payment/sum/create` with its method checks, minimum, rate and
 * bound; the order page's hand-off; Qiwi; the operator's rates; `getConfig.wallet`. YooMoney has
 * no credentials here (and the sandbox is off), so it is unavailable.
 */
describe('deposit orders', () => {
  const server = useTestServer({
    ...PROVIDER_ENV,
    YOOMONEY_WALLET: '',
    YOOMONEY_NOTIFICATION_SECRET: '',
    RATE_LIMIT_PAYMENT_NOTIFY: '3/1m',
  });
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const create = (token: string | undefined, body: Record<string, unknown>) =>
    server.post('/api/payment/sum/create', body, token);

  it('creates a pending order at the rate of the method’s currency, and stores the rate', async () => {
    const { user, token } = await createUser(server.ctx);
    const response = await create(token, { sum: 10, depositMethod: 'Cardua' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'success',
      transaction_id: expect.any(Number),
      amount: '415.00',
      currency: 'UAH',
    });
    expect(await orderRow(server, response.body.transaction_id)).toMatchObject({
      userId: user.id,
      method: 'Cardua',
      provider: 'freekassa',
      sum: 1_000,
      bonus: 0,
      amount: '415.00',
      currency: 'UAH',
      rate: '41.5',
      status: 'pending',
      providerPaymentId: null,
    });
  });

  it('prices NOWPayments orders in the site currency', async () => {
    const { token } = await createUser(server.ctx);
    const order = await createOrder(server, token, { sum: 12.34, depositMethod: 'Cryptobitcoin', promocode: '' });
    expect(order).toMatchObject({ amount: '12.34', currency: 'USD' });
    expect(await orderRow(server, order.transaction_id)).toMatchObject({ rate: '1', sum: 1_234 });
  });

  it('refuses a sum under the method’s minimum with min and method_name (HTTP 400), creating nothing', async () => {
    const { user, token } = await createUser(server.ctx);
    const response = await create(token, { sum: 9.99, depositMethod: 'Cryptobitcoin' });
    expect(response).toEqual({
      status: 400,
      body: { status: 'error', message: 'deposit_api.min_sum', min: 10, method_name: 'Bitcoin' },
    });
    const orders = await server.ctx.db.select().from(depositOrders).where(eq(depositOrders.userId, user.id));
    expect(orders).toEqual([]);
  });

  it.each([
    [{ sum: 10, depositMethod: 'paypal' }, 'deposit_api.method_invalid'],
    [{ sum: 10, depositMethod: 'steam' }, 'deposit_api.method_invalid'],
    [{ sum: 10, depositMethod: 'card' }, 'deposit_api.method_invalid'],
    [{ sum: 10, depositMethod: 'qiwi' }, 'deposit_api.qiwi_unavailable'],
    [{ sum: 10, depositMethod: 'yoomoney' }, 'deposit_api.method_unavailable'],
    [{ sum: 0, depositMethod: 'Cardru' }, 'deposit_api.sum_invalid'],
    [{ sum: 10.001, depositMethod: 'Cardru' }, 'deposit_api.sum_invalid'],
    [{ sum: '10', depositMethod: 'Cardru' }, 'deposit_api.sum_invalid'],
    [{ sum: 10 }, 'deposit_api.method_invalid'],
    [{ sum: 10, depositMethod: 'Cardru', promocode: 'no spaces!' }, 'promo_api.invalid'],
    [{ sum: 10, depositMethod: 'Cardru', promocode: 'NO_SUCH_CODE_123' }, 'promo_api.not_found'],
  ])('refuses %j with %s', async (body, key) => {
    const { user, token } = await createUser(server.ctx);
    const response = await create(token, body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual({ status: 'error', message: key });
    expect(await server.ctx.db.select().from(depositOrders).where(eq(depositOrders.userId, user.id))).toEqual([]);
  });

  it('is for signed-in players only', async () => {
    expect((await create(undefined, { sum: 10, depositMethod: 'Cardru' })).status).toBe(401);
  });

  it('answers deposit_api.qiwi_unavailable to every Qiwi transaction check', async () => {
    const { token } = await createUser(server.ctx);
    for (const body of [{ transactionId: '123' }, { transactionId: 5 }, {}, { transactionId: { x: 1 } }]) {
      expect(await server.post('/api/payment/qiwi/check-transaction', body, token)).toEqual({
        status: 400,
        body: { status: 'error', message: 'deposit_api.qiwi_unavailable' },
      });
    }
  });

  it(`bounds a player's unpaid orders at ${MAX_UNPAID_ORDERS}, even when they are made at once`, async () => {
    const { token } = await createUser(server.ctx);
    const answers = await Promise.all(
      Array.from({ length: MAX_UNPAID_ORDERS + 3 }, () => create(token, { sum: 5, depositMethod: 'Cardru' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_UNPAID_ORDERS);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual({ status: 429, body: { status: 'error', message: 'deposit_api.too_many_pending' } });
    }
    // A paid order no longer counts.
    const paid = answers.find((answer) => answer.status === 200)!.body;
    const notify = freekassaNotification({ orderId: paid.transaction_id, paymentId: '990001', amount: paid.amount });
    expect((await sendNotification(server, 'freekassa', notify)).text).toBe('YES');
    expect((await create(token, { sum: 5, depositMethod: 'Cardru' })).status).toBe(200);
  });

  it('hands a pending order off to Free-Kassa with the form signed md5(m:oa:SECRET_1:currency:o); only to its owner', async () => {
    const { token } = await createUser(server.ctx);
    const order = await createOrder(server, token, { sum: 10, depositMethod: 'Cardru' });
    const response = await server.post('/api/payment/order', { id: order.transaction_id }, token);
    expect(response.status).toBe(200);
    const dto = depositOrderSchema.strict().parse(response.body);
    const id = String(order.transaction_id);
    expect(dto).toMatchObject({ status: 'pending', sandbox: false, sum: 10, amount: '900.00', currency: 'RUB' });
    expect(dto.handoff).toEqual({
      method: 'GET',
      url: 'https://pay.fk.money/',
      fields: {
        m: '14963',
        oa: '900.00',
        currency: 'RUB',
        o: id,
        // The currency is signed here: Free-Kassa's notification does not repeat it.
        s: createHash('md5').update(`14963:900.00:secret_word_1:RUB:${id}`).digest('hex'),
        i: '36',
      },
    });

    const stranger = await createUser(server.ctx);
    expect(await server.post('/api/payment/order', { id: order.transaction_id }, stranger.token)).toEqual({
      status: 404,
      body: { status: 'error', message: 'deposit_api.payment_not_found' },
    });
    expect((await server.post('/api/payment/order', { id: 2_000_000_000 }, token)).status).toBe(404);
  });

  it('refuses the sandbox’s pay button while the sandbox is off', async () => {
    const { token } = await createUser(server.ctx);
    const order = await createOrder(server, token, { sum: 10, depositMethod: 'Cardru' });
    expect(
      await server.post('/api/payment/sandbox/complete', { id: order.transaction_id, outcome: 'pay' }, token),
    ).toEqual({
      status: 403,
      body: { status: 'error', message: 'deposit_api.sandbox_off' },
    });
    expect((await orderRow(server, order.transaction_id)).status).toBe('pending');
  });

  it('lets an operator change a rate for new orders only (audited); players may not', async () => {
    const { token } = await createUser(server.ctx);
    const before = await createOrder(server, token, { sum: 10, depositMethod: 'Cardkzt' });
    expect(before.amount).toBe('4800.00');

    const player = await server.post('/api/admin/payments/rates', { currency: 'KZT', rate: '500' }, token);
    expect(player.status).toBe(403);
    const changed = await server.post('/api/admin/payments/rates', { currency: 'kzt', rate: '512.50' }, admin.token);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      status: 'success',
      rates: { RUB: '90', UAH: '41.5', KZT: '512.5', USD: '1' },
    });
    expect((await server.post('/api/admin/payments/rates', { currency: 'KZT', rate: '0' }, admin.token)).status).toBe(
      400,
    );

    const after = await createOrder(server, token, { sum: 10, depositMethod: 'Cardkzt' });
    expect(after.amount).toBe('5125.00');
    expect(await orderRow(server, after.transaction_id)).toMatchObject({ rate: '512.5' });
    expect(await orderRow(server, before.transaction_id)).toMatchObject({ rate: '480', amount: '4800.00' });
    const audit = await server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payments.rates'));
    expect(audit.map((row) => JSON.parse(row.details!))).toEqual([{ previous: '480', rate: '512.5' }]);
    expect(audit.map((row) => [row.before, row.after, row.ip])).toEqual([
      [{ rate: '480' }, { rate: '512.5' }, '127.0.0.1'],
    ]);
  });

  it('publishes the wallet in getConfig: methods with minimums and availability, systems, tax, defaults', async () => {
    const config = appConfigSchema.strict().parse((await server.post('/api/getConfig')).body);
    const method = (code: string) => config.wallet.methods.find((entry) => entry.code === code);
    expect(config.wallet.methods).toHaveLength(13);
    expect(method('Cardru')).toEqual({
      code: 'Cardru',
      name: 'Card RU',
      provider: 'freekassa',
      min: 1,
      available: true,
      currency: 'RUB',
    });
    expect(method('Cryptobitcoin')).toMatchObject({ min: 10, available: true, provider: 'nowpayments' });
    expect(method('card')).toMatchObject({ min: 5, available: true });
    expect(method('yoomoney')).toMatchObject({ available: false });
    expect(method('qiwi')).toMatchObject({ available: false });
    expect(method('steam')).toMatchObject({ available: true });
    expect(config.wallet.systems).toHaveLength(7);
    // NOWPayments takes deposits with an API key, but paying out needs more (docs/payments/providers.md "Payouts").
    expect(config.wallet.systems[0]).toEqual({ id: 1, code: 'eth', name: 'Ethereum', min: 5, available: false });
    expect(config.wallet.systems.find((system) => system.code === 'card_ru')).toMatchObject({ available: true });
    expect(config.wallet).toMatchObject({
      tax_percent: 20,
      sale_fee_percent: 20,
      deposit_bonus_percent: 10,
      default_deposit: 10,
      payout_wait_minutes: [5, 30],
      sandbox: false,
    });
  });

  it('keeps the rest of the API JSON-only: only the notify endpoints read forms', async () => {
    const { token } = await createUser(server.ctx);
    const response = await fetch(`${server.url}/api/payment/sum/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: 'sum=10&depositMethod=Cardru',
    });
    expect(response.status).toBe(415);
  });

  it('rate-limits the notify endpoints per sending address (3 a minute here)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await sendNotification(server, 'nowpayments', {
        contentType: 'application/json',
        headers: {},
        body: '{}',
      });
      statuses.push(answer.status);
    }
    // Earlier tests of this file may have spent part of the budget: refusals, then only 429s.
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThanOrEqual(1);
    expect(firstLimited).toBeLessThanOrEqual(3);
    expect(statuses.slice(0, firstLimited).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(firstLimited).every((status) => status === 429)).toBe(true);
  });
});
