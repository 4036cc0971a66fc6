import { describe, expect, it } from 'vitest';
import {
  createFreekassaAdapter,
  FREEKASSA_FORM_URL,
  freekassaFormSignature,
  freekassaNotificationSignature,
} from './freekassa';
import { asReceived, noNetwork, testOrder } from '../provider-test-support';
import { md5Hex } from '../signatures';

const credentials = { merchantId: '14963', secret1: 'secret_word_1', secret2: 'secret_word_2', apiKey: '' };
const adapter = createFreekassaAdapter({ credentials, available: true, sandbox: true, fetch: noNetwork, now: () => 0 });

/** A notification as Free-Kassa posts it, signed with `secret2` unless a SIGN is given. */
function notification(fields: Record<string, string> = {}) {
  const body: Record<string, string> = {
    MERCHANT_ID: '14963',
    AMOUNT: '900.00',
    intid: '123456789',
    MERCHANT_ORDER_ID: '42',
    P_EMAIL: 'player@example.com',
    CUR_ID: '36',
    ...fields,
  };
  body.SIGN ??= freekassaNotificationSignature(
    { merchantId: body.MERCHANT_ID!, amount: body.AMOUNT!, orderId: body.MERCHANT_ORDER_ID! },
    'secret_word_2',
  );
  return { body, headers: {} };
}

describe('Free-Kassa signatures', () => {
  it('signs a notification as the issue vector says: 14963, 99, secret_word_2, ID_234', () => {
    expect(
      freekassaNotificationSignature({ merchantId: '14963', amount: '99', orderId: 'ID_234' }, 'secret_word_2'),
    ).toBe('c0905625cf96d7730487a4dda69c6a09');
  });

  it('signs the payment form md5(m:oa:SECRET_1:currency:o)', () => {
    // freekassa-node's published vector for the older form without currency, md5(m:oa:SECRET_1:o),
    // pins the concatenation; the current form adds the currency before the order id.
    expect(md5Hex('14963:99:secret_word_1:ID_234')).toBe('dfc2448091e2cc4191fc283435593e21');
    expect(freekassaFormSignature({ m: '14963', oa: '99', currency: 'USD', o: 'ID_234' }, 'secret_word_1')).toBe(
      '4133e874caa4eea50af7ca65a1df4f33',
    );
  });
});

describe('Free-Kassa handoff', () => {
  it('builds the signed SCI form with the method’s payment system', async () => {
    const handoff = await adapter.handoff(testOrder());
    expect(handoff).toEqual({
      method: 'GET',
      url: FREEKASSA_FORM_URL,
      fields: {
        m: '14963',
        oa: '900.00',
        currency: 'RUB',
        o: '42',
        s: freekassaFormSignature({ m: '14963', oa: '900.00', currency: 'RUB', o: '42' }, 'secret_word_1'),
        i: '36',
      },
    });
  });

  it('leaves the payment system to the player when the method pins none (Card BYN)', async () => {
    const handoff = await adapter.handoff(testOrder({ method: 'Cardbyn' }));
    expect(handoff.fields.i).toBeUndefined();
  });
});

describe('Free-Kassa notification', () => {
  it('accepts a correctly signed notification and states amount, payment id and order', () => {
    expect(adapter.verify(notification())).toEqual({
      ok: true,
      orderId: 42,
      paymentId: '123456789',
      amount: '900.00',
      currency: null,
      status: 'paid',
      detail: 'payment system 36',
    });
  });

  it('accepts the signature in upper case, as Free-Kassa’s examples compare it', () => {
    const signed = notification();
    signed.body.SIGN = signed.body.SIGN!.toUpperCase();
    expect(adapter.verify(signed).ok).toBe(true);
  });

  it('refuses a bad signature', () => {
    expect(adapter.verify(notification({ SIGN: 'c0905625cf96d7730487a4dda69c6a09' }))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('refuses a tampered amount (signed for 900.00, claims 9000.00)', () => {
    const signed = notification();
    signed.body.AMOUNT = '9000.00';
    expect(adapter.verify(signed)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses another merchant’s notification, even one signed with its own secret', () => {
    expect(adapter.verify(notification({ MERCHANT_ID: '99999' }))).toEqual({ ok: false, reason: 'another merchant' });
  });

  it('refuses missing fields', () => {
    const signed = notification();
    delete signed.body.intid;
    expect(adapter.verify(signed)).toEqual({ ok: false, reason: 'missing fields: intid' });
    expect(adapter.verify({ body: {}, headers: {} })).toMatchObject({ ok: false });
  });

  it('refuses a repeated field (an array) as missing', () => {
    const signed = notification() as { body: Record<string, unknown>; headers: Record<string, string> };
    signed.body.AMOUNT = ['900.00', '1.00'];
    expect(adapter.verify(signed)).toEqual({ ok: false, reason: 'missing fields: AMOUNT' });
  });

  it('refuses an order id that is not ours', () => {
    expect(adapter.verify(notification({ MERCHANT_ORDER_ID: 'ID_234' }))).toEqual({
      ok: false,
      reason: 'not one of our order ids',
    });
  });

  it('answers YES as text to an accepted notification, and no reason to a refused one', () => {
    expect(adapter.acknowledge()).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'YES' });
    expect(adapter.refuse()).toEqual({ status: 400, contentType: 'text/plain; charset=utf-8', body: 'NO' });
  });
});

describe('Free-Kassa sandbox notification', () => {
  it('is a form post that the same verify accepts for the order', () => {
    const order = testOrder({ id: 7, amount: '415.50', currency: 'UAH', method: 'Cardua' });
    const request = adapter.sandboxNotification(order, 'paid');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    const verdict = adapter.verify(asReceived(request!));
    expect(verdict).toMatchObject({
      ok: true,
      orderId: 7,
      amount: '415.50',
      status: 'paid',
      detail: 'payment system 7',
    });
    // The same order paid again in the sandbox is the same payment: a replay, deduplicated downstream.
    expect(adapter.verify(asReceived(adapter.sandboxNotification(order, 'paid')!))).toEqual(verdict);
  });

  it('has nothing to send for a failed payment: Free-Kassa notifies successes only', () => {
    expect(adapter.sandboxNotification(testOrder(), 'failed')).toBeNull();
  });
});
