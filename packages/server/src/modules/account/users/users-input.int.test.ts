import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

/** Malformed requests against the user API: each gets its 4xx key, never a 500. */

describe('users API input handling', () => {
  const server = useTestServer();
  let token: string;

  async function send(path: string, init: { contentType?: string; body?: string; method?: string } = {}) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (init.contentType) headers['content-type'] = init.contentType;
    const response = await fetch(`${server.url}${path}`, { method: init.method ?? 'POST', headers, body: init.body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  beforeAll(async () => {
    ({ token } = await createUser(server.ctx));
  });

  it.each([
    ['text/plain', '{}'],
    ['text/plain;charset=UTF-8', JSON.stringify({ trade_link: 'x' })],
    ['application/x-www-form-urlencoded', 'trade_link=x'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('refuses a %s body with 415', async (contentType, body) => {
    for (const path of ['/api/user/get', '/api/user/saveUrl', '/api/user/getUser']) {
      expect(await send(path, { contentType, body })).toEqual({
        status: 415,
        body: { status: 'error', message: 'app_api.invalid_request' },
      });
    }
  });

  it.each([
    ['a syntax error', '{"trade_link":'],
    ['an empty body', ''],
    ['a prototype-pollution key', '{"__proto__":{"isAdmin":true}}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
  ])('refuses JSON with %s with 400', async (_label, body) => {
    for (const path of ['/api/user/get', '/api/user/getUser']) {
      expect(await send(path, { contentType: 'application/json', body })).toEqual({
        status: 400,
        body: { status: 'error', message: 'app_api.invalid_request' },
      });
    }
  });

  it('accepts a JSON body with a charset parameter', async () => {
    const me = await send('/api/user/get', { contentType: 'application/json; charset=utf-8', body: '{}' });
    expect(me.status).toBe(200);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const body = JSON.stringify({ trade_link: 'a'.repeat(64 * 1024) });
    for (const path of ['/api/user/saveUrl', '/api/user/get', '/api/nowhere']) {
      expect(await send(path, { contentType: 'application/json', body })).toEqual({
        status: 413,
        body: { status: 'error', message: 'app_api.payload_too_large' },
      });
    }
  });

  it.each([
    ['POST', '/api/nowhere'],
    ['POST', '/api/user/nowhere'],
    ['GET', '/api/user/get'],
    ['GET', '/api/nowhere'],
    ['DELETE', '/api/user/get'],
  ])('answers %s %s with 404 app_api.not_found', async (method, path) => {
    const init = method === 'GET' ? { method } : { method, contentType: 'application/json', body: '{}' };
    expect(await send(path, init)).toEqual({ status: 404, body: { status: 'error', message: 'app_api.not_found' } });
  });
});
