import { describe, expect, it } from 'vitest';
import {
  createNowpaymentsAdapter,
  NOWPAYMENTS_API_URL,
  NOWPAYMENTS_STATUSES,
  nowpaymentsSignature,
} from './nowpayments';
import type { PayoutRequest } from '../provider-adapter';
import { asReceived, noNetwork, scriptedFetch, testOrder } from '../provider-test-support';
import { hmacHex } from '../signatures';

const IPN_SECRET = 'ipn-secret-for-the-vector';

function adapter(options: { sandbox?: boolean; fetch?: typeof noNetwork; apiKey?: string } = {}) {
  return createNowpaymentsAdapter({
    credentials: { apiKey: options.apiKey ?? 'np-api-key', ipnSecret: IPN_SECRET },
    available: true,
    sandbox: options.sandbox ?? false,
    publicUrl: 'https://skins.example',
    fetch: options.fetch ?? noNetwork,
    now: () => 1_740_830_400_000,
  });
}

/** NOWPayments' documented IPN example with a nested `fee`, keys deliberately out of order. */
const DOCUMENTED_IPN = {
  payment_id: 5077125051,
  payment_status: 'finished',
  pay_address: '0xd1cDE08A07cD25adEbEd35c3867a59228C09B606',
  price_amount: 170,
  price_currency: 'usd',
  pay_amount: 155.38559757,
  actually_paid: 155.38559757,
  pay_currency: 'mana',
  order_id: '2',
  order_description: 'Apple Macbook Pro 2019 x 1',
  purchase_id: '6084744717',
  created_at: '2021-04-12T14:22:54.942Z',
  updated_at: '2021-04-12T14:23:06.244Z',
  outcome_amount: 1131.7812095,
  outcome_currency: 'trx',
  fee: { withdrawalFee: 0, serviceFee: 0.5, depositFee: 0, currency: 'mana' },
};

function ipn(fields: Record<string, unknown> = {}, signature?: string) {
  const body: Record<string, unknown> = { ...DOCUMENTED_IPN, ...fields };
  return { body, headers: { 'x-nowpayments-sig': signature ?? nowpaymentsSignature(body, IPN_SECRET) } };
}

describe('NOWPayments IPN signature', () => {
  it('is HMAC-SHA512 over the JSON with keys sorted at every depth (vector)', () => {
    // Computed independently: Python json.dumps(sort_keys=True, separators=(',', ':')) + hmac sha512.
    expect(nowpaymentsSignature(DOCUMENTED_IPN, IPN_SECRET)).toBe(
      '01edc8e2df8aed2f6d2bb79f58b50e5e7114e91e402fe70d950fddfbcc37f51f076a3607f8dccf9add513535cf1a279b5adfb43cc59cf1fffd5dc95b999ae677',
    );
  });

  it('agrees with the documented JSON.stringify(params, Object.keys(params).sort()) on a flat body', () => {
    const { fee: _fee, ...flat } = DOCUMENTED_IPN;
    const documented = hmacHex('sha512', IPN_SECRET, JSON.stringify(flat, Object.keys(flat).sort()));
    expect(nowpaymentsSignature(flat, IPN_SECRET)).toBe(documented);
  });
});

describe('NOWPayments IPN', () => {
  it('credits a finished payment at its price in the site currency', () => {
    expect(adapter().verify(ipn())).toEqual({
      ok: true,
      orderId: 2,
      paymentId: '5077125051',
      amount: '170',
      currency: 'USD',
      status: 'paid',
      detail: 'finished: paid 155.38559757 of 155.38559757 mana',
    });
  });

  it('maps every documented status: only finished credits', () => {
    const expected: Record<string, string> = {
      finished: 'paid',
      partially_paid: 'review',
      failed: 'failed',
      expired: 'failed',
      refunded: 'failed',
      waiting: 'ignore',
      confirming: 'ignore',
      confirmed: 'ignore',
      sending: 'ignore',
      some_new_status: 'ignore',
    };
    for (const [status, outcome] of Object.entries(expected)) {
      expect(adapter().verify(ipn({ payment_status: status })), status).toMatchObject({ ok: true, status: outcome });
    }
    expect(Object.keys(NOWPAYMENTS_STATUSES).sort()).toEqual(
      Object.keys(expected)
        .filter((s) => s !== 'some_new_status')
        .sort(),
    );
  });

  it('refuses a bad signature, a missing one, and a tampered price (top level or nested)', () => {
    expect(adapter().verify(ipn({}, 'ab'.repeat(64)))).toEqual({ ok: false, reason: 'bad signature' });
    expect(adapter().verify({ body: { ...DOCUMENTED_IPN }, headers: {} })).toEqual({
      ok: false,
      reason: 'no x-nowpayments-sig header',
    });
    const tampered = ipn();
    tampered.body.price_amount = 1700;
    expect(adapter().verify(tampered)).toEqual({ ok: false, reason: 'bad signature' });
    const nested = ipn();
    nested.body.fee = { ...DOCUMENTED_IPN.fee, serviceFee: 0 };
    expect(adapter().verify(nested)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses a signed body without the fields it needs, or with an order id not ours', () => {
    const { order_id: _order, ...withoutOrder } = DOCUMENTED_IPN;
    expect(
      adapter().verify({
        body: withoutOrder,
        headers: { 'x-nowpayments-sig': nowpaymentsSignature(withoutOrder, IPN_SECRET) },
      }),
    ).toEqual({
      ok: false,
      reason: 'missing fields: order_id',
    });
    expect(adapter().verify(ipn({ order_id: 'RGDBP-21314' }))).toMatchObject({ ok: false });
  });
});

describe('NOWPayments handoff', () => {
  it('creates an invoice priced in the site currency and leaves for its page', async () => {
    const { fetch, calls } = scriptedFetch([
      {
        status: 200,
        body: { id: '4522625843', order_id: '42', invoice_url: 'https://nowpayments.io/payment/?iid=4522625843' },
      },
    ]);
    const order = testOrder({ method: 'Cryptoeth', amount: '10.00', currency: 'USD' });
    expect(await adapter({ fetch }).handoff(order)).toEqual({
      method: 'GET',
      url: 'https://nowpayments.io/payment/',
      fields: { iid: '4522625843' },
    });
    expect(calls).toEqual([
      {
        url: `${NOWPAYMENTS_API_URL}/invoice`,
        method: 'POST',
        headers: { accept: 'application/json', 'x-api-key': 'np-api-key', 'content-type': 'application/json' },
        body: {
          price_amount: 10,
          price_currency: 'usd',
          pay_currency: 'eth',
          order_id: '42',
          order_description: 'Deposit #42',
          ipn_callback_url: order.notifyUrl,
          success_url: order.returnUrl,
          cancel_url: order.returnUrl,
        },
      },
    ]);
  });

  it('fails plainly when the invoice is refused', async () => {
    const { fetch } = scriptedFetch([{ status: 400, body: { message: 'Invalid api key' } }]);
    await expect(adapter({ fetch }).handoff(testOrder({ method: 'Cryptobitcoin' }))).rejects.toThrow('Invalid api key');
  });

  it('in the sandbox points at our own payment page and makes no call', async () => {
    expect(await adapter({ sandbox: true }).handoff(testOrder({ id: 5, method: 'Cryptotrc20' }))).toEqual({
      method: 'GET',
      url: 'https://skins.example/payments/5',
      fields: {},
    });
  });
});

describe('NOWPayments sandbox IPN', () => {
  it('round-trips through verify: finished credits the price, failed fails the order', () => {
    const sandbox = adapter({ sandbox: true });
    const order = testOrder({ id: 8, method: 'Cryptotrc20', amount: '25.50', currency: 'USD', siteAmount: '25.50' });
    const paid = sandbox.sandboxNotification(order, 'paid')!;
    expect(paid.contentType).toBe('application/json');
    expect(sandbox.verify(asReceived(paid))).toMatchObject({
      ok: true,
      orderId: 8,
      amount: '25.5',
      currency: 'USD',
      status: 'paid',
    });
    const failed = sandbox.sandboxNotification(order, 'failed')!;
    const verdict = sandbox.verify(asReceived(failed));
    expect(verdict).toMatchObject({ ok: true, orderId: 8, status: 'failed' });
    // A different payment from the paid one: failing and paying never collide in deduplication.
    expect(verdict.ok && verdict.paymentId).not.toBe(
      (sandbox.verify(asReceived(paid)) as { paymentId: string }).paymentId,
    );
  });
});

describe('NOWPayments payouts', () => {
  const request: PayoutRequest = {
    withdrawalId: 3,
    idempotencyKey: 'withdrawal:3:payout',
    netCents: 800,
    amount: '8.00',
    currency: 'USD',
    system: 'eth',
    wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
  };

  it('complete locally in the sandbox with a deterministic id', async () => {
    const first = await adapter({ sandbox: true }).payout!(request);
    expect(first).toEqual({ status: 'completed', externalId: expect.stringMatching(/^sandbox-nowpayments-/) });
    expect(await adapter({ sandbox: true }).payout!(request)).toEqual(first);
  });

  it('do not exist outside the sandbox: an API key alone cannot pay out', () => {
    expect(adapter().payout).toBeUndefined();
    expect(adapter().payoutStatus).toBeUndefined();
  });
});
