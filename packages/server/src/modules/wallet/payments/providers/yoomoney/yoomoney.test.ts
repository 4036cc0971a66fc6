import { describe, expect, it } from 'vitest';
import { asReceived, testOrder } from '../provider-test-support';
import { sha1Hex } from '../signatures';
import { createYoomoneyAdapter, YOOMONEY_FORM_URL, yoomoneyAmountDue, yoomoneyNotificationHash } from './yoomoney';

const SECRET = 'yoomoney-secret-for-tests';
const adapter = createYoomoneyAdapter({
  credentials: { wallet: '410011111111111', notificationSecret: SECRET },
  available: true,
  // Sandboxed, so its sandbox notifications can be checked against the same verify.
  sandbox: true,
  now: () => Date.parse('2025-03-01T12:00:00.000Z'),
});

/** A wallet-to-wallet notification for order 42, 900.00 charged, 891.09 received, signed unless told otherwise. */
function notification(fields: Record<string, string> = {}) {
  const body: Record<string, string> = {
    notification_type: 'p2p-incoming',
    operation_id: '904035776918098009',
    amount: '891.09',
    withdraw_amount: '900.00',
    currency: '643',
    datetime: '2025-03-01T12:00:00Z',
    sender: '41001000040',
    codepro: 'false',
    label: '42',
    unaccepted: 'false',
    ...fields,
  };
  body.sha1_hash ??= yoomoneyNotificationHash(body, SECRET);
  return { body, headers: {} };
}

describe('YooMoney notification hash', () => {
  it('matches the example of YooMoney’s notification documentation', () => {
    const documented = {
      notification_type: 'p2p-incoming',
      operation_id: '1234567',
      amount: '300.00',
      currency: '643',
      datetime: '2011-07-01T09:00:00.000+04:00',
      sender: '41001XXXXXXXX',
      codepro: 'false',
      label: 'YM.label.12345',
    };
    expect(yoomoneyNotificationHash(documented, '01234567890ABCDEF01234567890')).toBe(
      'a2ee4a9195f4a90e893cff4f62eeba0b662321f9',
    );
  });

  it('is sha1 of the fields joined with & in the documented order, the secret before the label', () => {
    const { body } = notification();
    // Computed independently (Python hashlib over the same string).
    expect(body.sha1_hash).toBe('334c9fb0a2c63ba5d86df147c39a2f151a81d053');
    expect(body.sha1_hash).toBe(
      sha1Hex(`p2p-incoming&904035776918098009&891.09&643&2025-03-01T12:00:00Z&41001000040&false&${SECRET}&42`),
    );
  });
});

describe('YooMoney handoff', () => {
  it('is the Quickpay form with our order as the label', async () => {
    expect(await adapter.handoff(testOrder({ method: 'yoomoney' }))).toEqual({
      method: 'POST',
      url: YOOMONEY_FORM_URL,
      fields: {
        receiver: '410011111111111',
        'quickpay-form': 'button',
        paymentType: 'PC',
        sum: '900.00',
        label: '42',
        successURL: 'https://skins.example/payments/42',
      },
    });
  });
});

describe('YooMoney notification', () => {
  it('credits what the payer was charged, in roubles (643 → RUB)', () => {
    expect(adapter.verify(notification())).toEqual({
      ok: true,
      orderId: 42,
      paymentId: '904035776918098009',
      amount: '900.00',
      currency: 'RUB',
      status: 'paid',
    });
  });

  it('refuses a bad signature and a tampered signed field', () => {
    expect(adapter.verify(notification({ sha1_hash: 'a2ee4a9195f4a90e893cff4f62eeba0b662321f9' }))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    const tampered = notification();
    tampered.body.amount = '8910.90';
    expect(adapter.verify(tampered)).toEqual({ ok: false, reason: 'bad signature' });
    const relabelled = notification();
    relabelled.body.label = '43';
    expect(adapter.verify(relabelled)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('sends to review a charged amount (unsigned) the signed received amount does not bear out', () => {
    // withdraw_amount is outside the hash: raised to 9000.00 on a genuine 891.09 transfer.
    const inflated = notification({ withdraw_amount: '9000.00' });
    expect(adapter.verify(inflated)).toMatchObject({ ok: true, amount: '9000.00', status: 'review' });
    const below = notification({ withdraw_amount: '800.00' });
    expect(adapter.verify(below)).toMatchObject({ ok: true, status: 'review' });
  });

  it('never credits a code-protected (codepro=true) or frozen (unaccepted=true) transfer', () => {
    expect(adapter.verify(notification({ codepro: 'true' }))).toMatchObject({
      ok: true,
      status: 'review',
      detail: 'codepro: protected by a code',
    });
    expect(adapter.verify(notification({ unaccepted: 'true' }))).toMatchObject({ ok: true, status: 'review' });
  });

  it('refuses missing fields, a label that is not our order, and the wallet’s test notification', () => {
    const missing = notification();
    delete missing.body.sender;
    expect(adapter.verify(missing)).toEqual({ ok: false, reason: 'missing fields: sender' });
    expect(adapter.verify(notification({ label: '' }))).toMatchObject({ ok: false });
    expect(adapter.verify(notification({ test_notification: 'true' }))).toMatchObject({ ok: false });
  });

  it('states another currency as its code, which no order has', () => {
    expect(adapter.verify(notification({ currency: '840' }))).toMatchObject({ ok: true, currency: '840' });
  });

  it('answers 200 to an accepted notification', () => {
    expect(adapter.acknowledge().status).toBe(200);
    expect(adapter.refuse().status).toBe(400);
  });
});

describe('YooMoney sandbox notification', () => {
  it('applies the documented commissions: 1 000 from a wallet → 990.09, by card → 970.00', () => {
    expect(yoomoneyAmountDue('PC', 100_000)).toBe(99_009);
    expect(yoomoneyAmountDue('AC', 100_000)).toBe(97_000);
  });

  it('is a signed form post the same verify credits for the order', () => {
    const order = testOrder({ id: 9, method: 'yoomoney', amount: '1000.00' });
    const request = adapter.sandboxNotification(order, 'paid')!;
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    const received = asReceived(request);
    expect(received.body).toMatchObject({ amount: '990.09', withdraw_amount: '1000.00', label: '9', codepro: 'false' });
    expect(adapter.verify(received)).toMatchObject({
      ok: true,
      orderId: 9,
      amount: '1000.00',
      currency: 'RUB',
      status: 'paid',
    });
  });

  it('has nothing to send for a failed payment', () => {
    expect(adapter.sandboxNotification(testOrder({ method: 'yoomoney' }), 'failed')).toBeNull();
  });
});
