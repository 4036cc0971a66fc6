import { describe, expect, it } from 'vitest';
import { freekassaNotificationSignature } from './freekassa/freekassa';
import { nowpaymentsSignature } from './nowpayments/nowpayments';
import type { GatewayProvider } from '@skinbet/shared/payment-providers';
import { createPaymentProviders, SANDBOX_CREDENTIALS } from './provider-registry';
import { asReceived, noNetwork, testOrder } from './provider-test-support';
import { yoomoneyNotificationHash } from './yoomoney/yoomoney';

const NONE = {
  freekassa: { merchantId: '', secret1: '', secret2: '', apiKey: '' },
  yoomoney: { wallet: '', notificationSecret: '' },
  nowpayments: { apiKey: '', ipnSecret: '' },
};
const REAL = {
  freekassa: { merchantId: '14963', secret1: 'real-1', secret2: 'real-2', apiKey: 'real-api' },
  yoomoney: { wallet: '410012345678901', notificationSecret: 'real-ym' },
  nowpayments: { apiKey: 'real-np', ipnSecret: 'real-ipn' },
};
const SITE = { publicUrl: 'https://skins.example/', siteCurrency: 'USD' };
const NAMES: GatewayProvider[] = ['freekassa', 'yoomoney', 'nowpayments'];
/** The signed field stating the amount in each provider's notification. */
const SIGNED_AMOUNT = { freekassa: 'AMOUNT', yoomoney: 'amount', nowpayments: 'price_amount' } as const;

/** An order of each provider's kind: fiat for Free-Kassa and YooMoney, the site price for NOWPayments. */
const ORDERS = {
  freekassa: testOrder({ id: 11, method: 'Cardru', amount: '900.00', currency: 'RUB' }),
  yoomoney: testOrder({ id: 12, method: 'yoomoney', amount: '900.00', currency: 'RUB' }),
  nowpayments: testOrder({ id: 13, method: 'Cryptoeth', amount: '10.00', currency: 'USD' }),
};

describe('createPaymentProviders', () => {
  it('shows a provider without credentials as unavailable, and it verifies nothing', () => {
    const providers = createPaymentProviders({ sandbox: false, ...NONE }, SITE, { fetch: noNetwork });
    for (const name of NAMES) expect(providers[name].available, name).toBe(false);
    // Even a notification "signed" with the empty secret is refused.
    const body = { MERCHANT_ID: '', AMOUNT: '1', intid: '1', MERCHANT_ORDER_ID: '1' };
    const forged = { ...body, SIGN: freekassaNotificationSignature({ merchantId: '', amount: '1', orderId: '1' }, '') };
    expect(providers.freekassa.verify({ body: forged, headers: {} })).toEqual({
      ok: false,
      reason: 'provider not configured',
    });
  });

  it('makes every provider available with real credentials, and in the sandbox without them', () => {
    const real = createPaymentProviders({ sandbox: false, ...REAL }, SITE);
    const sandbox = createPaymentProviders({ sandbox: true, ...NONE }, SITE);
    for (const name of NAMES) {
      expect(real[name].available, name).toBe(true);
      expect(sandbox[name].available, name).toBe(true);
    }
  });

  it.each(NAMES)('%s: a sandbox notification is really signed and passes the same verify', (name) => {
    const providers = createPaymentProviders({ sandbox: true, ...NONE }, SITE, { fetch: noNetwork });
    const order = ORDERS[name];
    const request = providers[name].sandboxNotification(order, 'paid');
    expect(request).not.toBeNull();
    const verdict = providers[name].verify(asReceived(request!));
    expect(verdict).toMatchObject({ ok: true, orderId: order.id, status: 'paid' });
    // Really signed: raising the amount it states breaks the signature.
    const received = asReceived(request!);
    received.body[SIGNED_AMOUNT[name]] = name === 'nowpayments' ? 1000 : '9000.00';
    expect(providers[name].verify(received)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('signs sandbox notifications with the published sandbox secrets when none are configured', () => {
    const providers = createPaymentProviders({ sandbox: true, ...NONE }, SITE);
    const fk = asReceived(providers.freekassa.sandboxNotification(ORDERS.freekassa, 'paid')!).body;
    expect(fk.MERCHANT_ID).toBe(SANDBOX_CREDENTIALS.freekassa.merchantId);
    expect(fk.SIGN).toBe(
      freekassaNotificationSignature(
        { merchantId: '10000', amount: '900.00', orderId: '11' },
        'sandbox-freekassa-secret-2',
      ),
    );
    const ym = asReceived(providers.yoomoney.sandboxNotification(ORDERS.yoomoney, 'paid')!).body as Record<
      string,
      string
    >;
    expect(ym.sha1_hash).toBe(yoomoneyNotificationHash(ym, 'sandbox-yoomoney-notification-secret'));
    const np = asReceived(providers.nowpayments.sandboxNotification(ORDERS.nowpayments, 'paid')!);
    expect(np.headers['x-nowpayments-sig']).toBe(nowpaymentsSignature(np.body, 'sandbox-nowpayments-ipn-secret'));
  });

  it('never sandboxes a provider with credentials: it stays the real one and signs no sandbox notification', () => {
    const providers = createPaymentProviders({ sandbox: true, ...REAL }, SITE, { fetch: noNetwork });
    for (const name of NAMES) {
      expect(providers[name].sandboxed, name).toBe(false);
      expect(providers[name].available, name).toBe(true);
      expect(providers[name].sandboxNotification(ORDERS[name], 'paid'), name).toBeNull();
    }
    // It verifies with its real secret only: a notification signed with the sandbox's is refused.
    const body = { MERCHANT_ID: '14963', AMOUNT: '900.00', intid: '1', MERCHANT_ORDER_ID: '11' };
    const sandboxSigned = {
      ...body,
      SIGN: freekassaNotificationSignature(
        { merchantId: '14963', amount: '900.00', orderId: '11' },
        SANDBOX_CREDENTIALS.freekassa.secret2,
      ),
    };
    expect(providers.freekassa.verify({ body: sandboxSigned, headers: {} })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('sandboxes per provider: only those without any credential, and never with a real secret', () => {
    // Free-Kassa has real credentials (even one alone counts); the others have none.
    const partial = { ...NONE, freekassa: { ...NONE.freekassa, apiKey: 'real-api' } };
    for (const wallet of [{ ...NONE, freekassa: REAL.freekassa }, partial]) {
      const providers = createPaymentProviders({ sandbox: true, ...wallet }, SITE, { fetch: noNetwork });
      expect(providers.freekassa.sandboxed).toBe(false);
      expect(providers.freekassa.sandboxNotification(ORDERS.freekassa, 'paid')).toBeNull();
      for (const name of ['yoomoney', 'nowpayments'] as const) {
        expect(providers[name].sandboxed, name).toBe(true);
        const request = asReceived(providers[name].sandboxNotification(ORDERS[name], 'paid')!);
        expect(JSON.stringify(request), name).not.toMatch(/real-/);
        expect(providers[name].verify(request), name).toMatchObject({ ok: true });
      }
    }
    expect(createPaymentProviders({ sandbox: true, ...partial }, SITE).freekassa.available).toBe(false);
  });

  /** One card payout request, as the payout job would send it. */
  const CARD_PAYOUT = {
    withdrawalId: 1,
    idempotencyKey: 'withdrawal:1:payout',
    netCents: 800,
    amount: '720.00',
    currency: 'RUB',
    system: 'card_ru',
    wallet: '4276380012345678',
  } as const;

  it('pays out for real with credentials even while the sandbox is on (no local completion)', async () => {
    const providers = createPaymentProviders({ sandbox: true, ...REAL }, SITE, { fetch: noNetwork });
    const request = CARD_PAYOUT;
    // noNetwork throws: the real API was called instead of a local "completed".
    await expect(providers.freekassa.payout!(request)).rejects.toThrow();
    // NOWPayments pays out in the sandbox only (see nowpayments.ts): with credentials it has no payout.
    expect(providers.nowpayments.payout).toBeUndefined();
  });

  it('makes no network call in the sandbox: NOWPayments’ handoff is our page, payouts complete locally', async () => {
    const providers = createPaymentProviders({ sandbox: true, ...NONE }, SITE, { fetch: noNetwork });
    expect(await providers.nowpayments.handoff(ORDERS.nowpayments)).toEqual({
      method: 'GET',
      url: 'https://skins.example/payments/13',
      fields: {},
    });
    const request = CARD_PAYOUT;
    expect(await providers.freekassa.payout!(request)).toMatchObject({ status: 'completed' });
    expect(await providers.nowpayments.payout!({ ...request, system: 'eth' })).toMatchObject({ status: 'completed' });
    expect(providers.yoomoney.payout).toBeUndefined();
  });
});
