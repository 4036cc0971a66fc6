import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiFailure, apiPost, failureKey, isRateLimited, NETWORK_FAILURE_KEY, RATE_LIMITED_KEY } from './api-client';

const answer = z.object({ balance: z.number() });

function respondWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('apiPost', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('parses a good answer with the schema', async () => {
    respondWith(200, { balance: 12.34 });
    await expect(apiPost('/api/user/getBalance', {}, answer)).resolves.toEqual({ balance: 12.34 });
  });

  it("turns the server's error key into the failure's key", async () => {
    respondWith(400, { status: 'error', message: 'storehouse_api.insufficient_funds' });
    const error = await failure(apiPost('/api/user/buy', {}, answer, { fallbackKey: 'storehouse_error.buy' }));
    expect([error.key, error.status, error.fromServer]).toEqual(['storehouse_api.insufficient_funds', 400, true]);
  });

  it("carries the error's params when the server sends them (chat_api.muted)", async () => {
    respondWith(403, {
      status: 'error',
      message: 'chat_api.muted',
      params: { minutes: 12, reason: 'chat_rules.insults' },
    });
    const error = await failure(apiPost('/api/chat/sendMessage', {}, answer));
    expect([error.key, error.params]).toEqual(['chat_api.muted', { minutes: 12, reason: 'chat_rules.insults' }]);
  });

  it('drops params that could not be interpolated', async () => {
    for (const params of [{ minutes: { nested: 1 } }, ['chat_rules.insults'], 'text', {}, { minutes: null }]) {
      respondWith(403, { status: 'error', message: 'chat_api.muted', params });
      expect((await failure(apiPost('/api/chat/sendMessage', {}, answer))).params).toBeUndefined();
    }
  });

  it('uses the fallback key when the server sends no usable key or an unexpected shape', async () => {
    respondWith(500, '<html>proxy error</html>');
    expect((await failure(apiPost('/x', {}, answer, { fallbackKey: 'storehouse_error.buy' }))).key).toBe(
      'storehouse_error.buy',
    );
    respondWith(400, { message: 'not a key <script>' });
    expect((await failure(apiPost('/x', {}, answer, { fallbackKey: 'inventory_error.load' }))).key).toBe(
      'inventory_error.load',
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respondWith(200, { balance: 'lots' });
    expect((await failure(apiPost('/x', {}, answer, { fallbackKey: 'inventory_error.load' }))).key).toBe(
      'inventory_error.load',
    );
  });

  it('names every 429 "too many requests", whatever its body (the rate limiter, a proxy in front)', async () => {
    respondWith(429, { status: 'error', message: 'app_api.too_many_requests' });
    const limited = await failure(apiPost('/api/user/buy', {}, answer, { fallbackKey: 'storehouse_error.buy' }));
    expect([limited.key, limited.status, limited.fromServer]).toEqual([RATE_LIMITED_KEY, 429, true]);
    expect(isRateLimited(limited)).toBe(true);

    respondWith(429, '<html>429 Too Many Requests</html>');
    const proxied = await failure(apiPost('/api/chat/sendMessage', {}, answer, { fallbackKey: 'chat_error.send' }));
    expect([proxied.key, proxied.status, proxied.fromServer]).toEqual([RATE_LIMITED_KEY, 429, true]);

    respondWith(403, { status: 'error', message: 'auth_api.banned' });
    expect(isRateLimited(await failure(apiPost('/x', {}, answer)))).toBe(false);
  });

  it('shows a network failure as the generic error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiPost('/x', {}, answer, { fallbackKey: 'storehouse_error.buy' }));
    expect([error.key, error.status, error.fromServer]).toEqual([NETWORK_FAILURE_KEY, 0, false]);
  });

  it('gives every thrown value a translation key', () => {
    expect(failureKey(new ApiFailure('auth_api.banned', 403))).toBe('auth_api.banned');
    expect(failureKey(new Error('boom'), 'storehouse_error.sell')).toBe('storehouse_error.sell');
  });
});
