import { describe, expect, it } from 'vitest';
import {
  createFreekassaPayouts,
  FREEKASSA_API_URL,
  freekassaApiSignature,
  freekassaPaymentId,
} from './freekassa-payout';
import { PayoutError, type PayoutRequest } from '../provider-adapter';
import { noNetwork, scriptedFetch } from '../provider-test-support';
import { hmacHex } from '../signatures';

const request: PayoutRequest = {
  withdrawalId: 12,
  idempotencyKey: 'withdrawal:12:payout',
  netCents: 1_667,
  amount: '1500.5',
  currency: 'RUB',
  system: 'card_ru',
  wallet: '4276380012345678',
};

function payouts(fetchFn = noNetwork, overrides: { apiKey?: string; sandbox?: boolean } = {}) {
  return createFreekassaPayouts({
    credentials: { merchantId: '14963', apiKey: overrides.apiKey ?? 'fk-api-key' },
    sandbox: overrides.sandbox ?? false,
    fetch: fetchFn,
    now: () => 1_700_000_000_000,
  });
}

describe('Free-Kassa API signature', () => {
  it('is HMAC-SHA256 with the API key over the values sorted by key and joined with |', () => {
    const params = {
      shopId: 14963,
      nonce: 1_700_000_000_000_000,
      i: 36,
      account: '4276380012345678',
      amount: 1500.5,
      currency: 'RUB',
      paymentId: 'withdrawal-12-payout',
    };
    // Computed independently (Python hmac over "4276380012345678|1500.5|RUB|36|1700000000000000|withdrawal-12-payout|14963").
    expect(freekassaApiSignature(params, 'fk-api-key')).toBe(
      '145e632801f7db0c36f6be7e775bd9b6923d3fffc918d67903dad8c0a6248b6e',
    );
    expect(freekassaApiSignature({ ...params, signature: 'ignored' }, 'fk-api-key')).toBe(
      freekassaApiSignature(params, 'fk-api-key'),
    );
  });

  it('turns our idempotency key into a paymentId Free-Kassa accepts', () => {
    expect(freekassaPaymentId('withdrawal:12:payout')).toBe('withdrawal-12-payout');
  });
});

describe('Free-Kassa payout', () => {
  it('looks the key up first, then creates the withdrawal signed, with our key as paymentId', async () => {
    const { fetch, calls } = scriptedFetch([
      { status: 200, body: { type: 'success', pages: 0, orders: [] } },
      { status: 200, body: { type: 'success', data: { id: 987654 } } },
    ]);
    expect(await payouts(fetch).payout(request)).toEqual({ status: 'pending', externalId: '987654' });

    expect(calls.map((call) => call.url)).toEqual([
      `${FREEKASSA_API_URL}/withdrawals`,
      `${FREEKASSA_API_URL}/withdrawals/create`,
    ]);
    const create = calls[1]!;
    expect(create.method).toBe('POST');
    expect(create.headers['content-type']).toBe('application/json');
    const body = create.body as Record<string, string | number>;
    expect(body).toMatchObject({
      shopId: 14963,
      i: 36,
      account: '4276380012345678',
      amount: 1500.5,
      currency: 'RUB',
      paymentId: 'withdrawal-12-payout',
    });
    const { signature, ...signed } = body;
    const values = Object.keys(signed)
      .sort()
      .map((key) => String(signed[key]))
      .join('|');
    expect(signature).toBe(hmacHex('sha256', 'fk-api-key', values));
    // Nonces only ever grow, even within one millisecond.
    expect(Number(body.nonce)).toBeGreaterThan(Number((calls[0]!.body as { nonce: number }).nonce));
  });

  it('reports the earlier withdrawal instead of paying twice when a retried job finds its key', async () => {
    const { fetch, calls } = scriptedFetch([
      {
        status: 200,
        body: { type: 'success', orders: [{ id: 555, amount: 1500.5, account: '4276 38** **** 5678', status: 1 }] },
      },
    ]);
    expect(await payouts(fetch).payout(request)).toEqual({ status: 'completed', externalId: '555' });
    expect(calls).toHaveLength(1);
  });

  it('does not take a listed withdrawal of another amount or card for ours', async () => {
    const { fetch, calls } = scriptedFetch([
      {
        status: 200,
        body: { type: 'success', orders: [{ id: 1, amount: 99, account: '4276380012345678', status: 1 }] },
      },
      { status: 200, body: { type: 'success', data: { id: 2 } } },
    ]);
    expect(await payouts(fetch).payout(request)).toEqual({ status: 'pending', externalId: '2' });
    expect(calls).toHaveLength(2);
  });

  it('treats a refusal as permanent and a provider outage as worth a retry', async () => {
    const refused = scriptedFetch([
      { status: 200, body: { type: 'success', orders: [] } },
      { status: 400, body: { type: 'error', message: 'Insufficient funds' } },
    ]);
    await expect(payouts(refused.fetch).payout(request)).rejects.toMatchObject({
      name: 'PayoutError',
      permanent: true,
      message: expect.stringContaining('Insufficient funds'),
    });
    const down = scriptedFetch([{ status: 502, body: {} }]);
    await expect(payouts(down.fetch).payout(request)).rejects.toMatchObject({ permanent: false });
  });

  it('refuses outright what it cannot pay: no API key, a system without a Free-Kassa payout (Card BYN)', async () => {
    await expect(payouts(noNetwork, { apiKey: '' }).payout(request)).rejects.toBeInstanceOf(PayoutError);
    await expect(payouts(noNetwork, { apiKey: '' }).payout(request)).rejects.toMatchObject({ permanent: true });
    await expect(payouts().payout({ ...request, system: 'card_byn' })).rejects.toMatchObject({ permanent: true });
  });

  it('reads a pending payout’s state: done, failed, or still pending', async () => {
    const { fetch, calls } = scriptedFetch([
      { status: 200, body: { type: 'success', orders: [{ id: 987654, status: 1 }] } },
      { status: 200, body: { type: 'success', orders: [{ id: 987654, status: 9 }] } },
      { status: 200, body: { type: 'success', orders: [{ id: 987654, status: 0 }] } },
      { status: 200, body: { type: 'success', orders: [] } },
    ]);
    const client = payouts(fetch);
    expect(await client.payoutStatus(request, '987654')).toEqual({ status: 'completed', externalId: '987654' });
    expect(await client.payoutStatus(request, '987654')).toMatchObject({ status: 'failed', externalId: '987654' });
    expect(await client.payoutStatus(request, '987654')).toEqual({ status: 'pending', externalId: '987654' });
    expect(await client.payoutStatus(request, '987654')).toEqual({ status: 'pending', externalId: '987654' });
    expect(calls[0]!.body).toMatchObject({ orderId: '987654', shopId: 14963 });
  });

  it('completes locally in the sandbox with an id derived from the key alone', async () => {
    const sandbox = payouts(noNetwork, { sandbox: true });
    const first = await sandbox.payout(request);
    expect(first.status).toBe('completed');
    expect(first.externalId).toMatch(/^sandbox-freekassa-[0-9a-f]{24}$/);
    expect(await payouts(noNetwork, { sandbox: true }).payout(request)).toEqual(first);
    expect((await sandbox.payout({ ...request, idempotencyKey: 'withdrawal:13:payout' })).externalId).not.toBe(
      first.externalId,
    );
  });
});
