import type { IncomingNotification, OrderForProvider, PaymentProviderAdapter } from './provider-adapter';
import type { FetchFn } from './provider-http';

/** Test helpers for the provider adapters (unit tests only; no network, no database). */

export function testOrder(overrides: Partial<OrderForProvider> = {}): OrderForProvider {
  return {
    id: 42,
    method: 'Cardru',
    amount: '900.00',
    currency: 'RUB',
    siteAmount: '10.00',
    siteCurrency: 'USD',
    returnUrl: 'https://skins.example/payments/42',
    notifyUrl: 'https://skins.example/api/payment/notify/freekassa',
    ...overrides,
  };
}

/** What our endpoint would parse from a sandbox notification request: form fields or JSON, lower-case headers. */
export function asReceived(
  request: NonNullable<ReturnType<PaymentProviderAdapter['sandboxNotification']>>,
): IncomingNotification {
  const body =
    request.contentType === 'application/json'
      ? (JSON.parse(request.body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(request.body));
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { body, headers };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each call and answers from a list of (status, JSON body) replies in turn. */
export function scriptedFetch(replies: { status: number; body: unknown }[]): { fetch: FetchFn; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchFn: FetchFn = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = replies.shift();
    if (!reply) throw new Error('no scripted reply left');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchFn, calls };
}

/** A fetch that must not be called (the sandbox makes no network call). */
export const noNetwork: FetchFn = async (url) => {
  throw new Error(`unexpected network call to ${url}`);
};
