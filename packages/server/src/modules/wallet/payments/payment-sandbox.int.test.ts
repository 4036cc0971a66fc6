import { describe, expect, it } from 'vitest';
import { sandboxCompleteResponse } from '@skinbet/shared/schemas/payments.schemas';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { balanceOf, createOrder, entriesOf, notificationsOf, orderRow, type Provider } from './payments.int-support';

/**
 * The sandbox (PAYMENTS_SANDBOX, on with demo sign-in; no provider credentials): the order page's
 * pay and fail buttons send the provider's own, correctly signed notification over HTTP to the
 * real notify endpoint, so the whole protocol path runs offline.
 */
describe('payment sandbox', () => {
  const server = useTestServer({ PAYMENTS_SANDBOX: '1', CURRENCY_RATES: 'RUB:90,UAH:41.5,KZT:480,USD:1' });

  const METHOD: Record<Provider, string> = { freekassa: 'fkwallet', yoomoney: 'yoomoney', nowpayments: 'Cryptotrc20' };
  const complete = (token: string, id: number, outcome: 'pay' | 'fail') =>
    server.post('/api/payment/sandbox/complete', { id, outcome }, token);

  describe.each(['freekassa', 'yoomoney', 'nowpayments'] as const)('%s', (provider) => {
    it('pays an order through the real notify endpoint, once however often the button is pressed', async () => {
      const { user, token } = await createUser(server.ctx);
      const order = await createOrder(server, token, { sum: 7.5, depositMethod: METHOD[provider] });
      const page = await server.post('/api/payment/order', { id: order.transaction_id }, token);
      expect(page.body).toMatchObject({ status: 'pending', sandbox: true, sum: 7.5 });
      expect(page.body.handoff).toBeUndefined();

      const answer = await complete(token, order.transaction_id, 'pay');
      expect(answer.status).toBe(200);
      expect(sandboxCompleteResponse.parse(answer.body).order).toMatchObject({ status: 'paid', sum: 7.5 });
      const again = await Promise.all([
        complete(token, order.transaction_id, 'pay'),
        complete(token, order.transaction_id, 'pay'),
      ]);
      for (const response of again) expect(response.body.order.status).toBe('paid');

      expect(await balanceOf(server, user.id)).toBe(750);
      expect(await entriesOf(server, user.id, 'deposit')).toHaveLength(1);
      // It came through the endpoint: the notification is on record, credited.
      expect((await notificationsOf(server, order.transaction_id)).map((record) => record.outcome)).toEqual([
        'credited',
      ]);
      const row = await orderRow(server, order.transaction_id);
      expect(row.providerPaymentId).toMatch(/^\d+$/);
    });

    it('fails an order: through the provider’s failure notification where its protocol has one', async () => {
      const { user, token } = await createUser(server.ctx);
      const order = await createOrder(server, token, { sum: 5, depositMethod: METHOD[provider] });
      const answer = await complete(token, order.transaction_id, 'fail');
      expect(answer.status).toBe(200);
      expect(answer.body.order).toMatchObject({ status: 'failed' });
      const outcomes = (await notificationsOf(server, order.transaction_id)).map((record) => record.outcome);
      // Only NOWPayments notifies failures; Free-Kassa and YooMoney tell of payments only.
      expect(outcomes).toEqual(provider === 'nowpayments' ? ['failed'] : []);
      // A failed order cannot be paid afterwards.
      expect((await complete(token, order.transaction_id, 'pay')).body.order.status).toBe('failed');
      expect(await balanceOf(server, user.id)).toBe(0);
    });
  });

  it('is the owner’s only, and has nothing to do for a card-wallet order', async () => {
    const owner = await createUser(server.ctx);
    const order = await createOrder(server, owner.token, { sum: 5, depositMethod: 'Cardru' });
    const stranger = await createUser(server.ctx);
    expect(await complete(stranger.token, order.transaction_id, 'pay')).toEqual({
      status: 404,
      body: { status: 'error', message: 'deposit_api.payment_not_found' },
    });
    expect((await orderRow(server, order.transaction_id)).status).toBe('pending');

    const card = await server.post('/api/payment/card/create', { sum: 5, receipt: 'RCPT-SANDBOX-0001' }, owner.token);
    expect(card.status).toBe(200);
    expect(await complete(owner.token, card.body.order.id, 'pay')).toEqual({
      status: 400,
      body: { status: 'error', message: 'deposit_api.method_invalid' },
    });
    expect(await balanceOf(server, owner.user.id)).toBe(0);
  });

  it('publishes the sandbox in getConfig, with every provider available', async () => {
    const { wallet } = (await server.post('/api/getConfig')).body;
    expect(wallet.sandbox).toBe(true);
    const unavailable = wallet.methods.filter((method: { available: boolean }) => !method.available);
    expect(unavailable.map((method: { code: string }) => method.code)).toEqual(['qiwi']);
  });
});
