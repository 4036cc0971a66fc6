import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { SANDBOX_CREDENTIALS } from './providers/provider-registry';
import {
  balanceOf,
  createOrder,
  freekassaNotification,
  notificationsOf,
  orderRow,
  PROVIDER_ENV,
  sendNotification,
} from './payments.int-support';

/**
 * Issue 25: the sandbox stands in only for a provider without credentials. Here PAYMENTS_SANDBOX
 * is on while Free-Kassa has its real credentials and YooMoney has none: Free-Kassa stays the real
 * provider — the sandbox never signs with its real secret, and a notification signed with the
 * sandbox's secret does not pass its endpoint — while YooMoney is sandboxed as before.
 */
describe('payment sandbox beside a provider with real credentials', () => {
  const server = useTestServer({
    PAYMENTS_SANDBOX: '1',
    FREEKASSA_MERCHANT_ID: PROVIDER_ENV.FREEKASSA_MERCHANT_ID,
    FREEKASSA_SECRET_1: PROVIDER_ENV.FREEKASSA_SECRET_1,
    FREEKASSA_SECRET_2: PROVIDER_ENV.FREEKASSA_SECRET_2,
    CURRENCY_RATES: PROVIDER_ENV.CURRENCY_RATES,
  });
  const complete = (token: string, id: number, outcome: 'pay' | 'fail') =>
    server.post('/api/payment/sandbox/complete', { id, outcome }, token);

  it('does not sandbox the provider with credentials: the page leaves for it, the sandbox refuses', async () => {
    const { user, token } = await createUser(server.ctx);
    const order = await createOrder(server, token, { sum: 10, depositMethod: 'fkwallet' });
    const page = await server.post('/api/payment/order', { id: order.transaction_id }, token);
    expect(page.body).toMatchObject({ status: 'pending', sandbox: false, provider: 'freekassa' });
    expect(page.body.handoff).toMatchObject({ url: 'https://pay.fk.money/' });
    expect(page.body.handoff.fields.m).toBe(PROVIDER_ENV.FREEKASSA_MERCHANT_ID);

    for (const outcome of ['pay', 'fail'] as const) {
      expect(await complete(token, order.transaction_id, outcome)).toEqual({
        status: 403,
        body: { status: 'error', message: 'deposit_api.sandbox_off' },
      });
    }
    // No notification was made, signed or sent for it: nothing on record, nothing credited.
    expect(await notificationsOf(server, order.transaction_id)).toEqual([]);
    expect((await orderRow(server, order.transaction_id)).status).toBe('pending');
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('refuses a notification signed with the sandbox’s secret at the real provider’s endpoint', async () => {
    const { user, token } = await createUser(server.ctx);
    const order = await createOrder(server, token, { sum: 10, depositMethod: 'fkwallet' });
    const facts = { orderId: order.transaction_id, paymentId: '555000111', amount: order.amount };
    const sandboxSigned = freekassaNotification({ ...facts, secret: SANDBOX_CREDENTIALS.freekassa.secret2 });
    expect((await sendNotification(server, 'freekassa', sandboxSigned)).text).toBe('NO');
    expect(await balanceOf(server, user.id)).toBe(0);
    // The real secret still works: it is the real provider.
    expect((await sendNotification(server, 'freekassa', freekassaNotification(facts))).text).toBe('YES');
    expect(await balanceOf(server, user.id)).toBe(1000);
  });

  it('still sandboxes the provider without credentials, with the sandbox’s own secret', async () => {
    const { user, token } = await createUser(server.ctx);
    const order = await createOrder(server, token, { sum: 7.5, depositMethod: 'yoomoney' });
    const page = await server.post('/api/payment/order', { id: order.transaction_id }, token);
    expect(page.body).toMatchObject({ status: 'pending', sandbox: true, provider: 'yoomoney' });
    expect((await complete(token, order.transaction_id, 'pay')).body.order).toMatchObject({ status: 'paid' });
    expect(await balanceOf(server, user.id)).toBe(750);
  });

  it('shows both as available, and the fake Steam’s controls (no bot configured)', async () => {
    const { wallet } = (await server.post('/api/getConfig')).body;
    const available = (code: string) =>
      wallet.methods.find((method: { code: string }) => method.code === code).available;
    expect(available('fkwallet')).toBe(true);
    expect(available('yoomoney')).toBe(true);
    expect(wallet.sandbox).toBe(true);
  });
});
