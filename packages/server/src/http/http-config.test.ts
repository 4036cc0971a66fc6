import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

/** docs/api/http.md "Rate limits" and TRUST_PROXY: what the environment may say, and what it becomes. */
describe('HTTP settings from the environment', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('defaults every bucket and trusts no proxy', () => {
    const config = load({});
    expect(config.rateLimits).toEqual({
      signIn: { max: 30, windowMs: 600_000 },
      accountCreation: { max: 10, windowMs: 3_600_000 },
      write: { max: 60, windowMs: 60_000 },
      read: { max: 600, windowMs: 60_000 },
      search: { max: 10, windowMs: 5_000 },
      caseOpen: { max: 10, windowMs: 5_000 },
      promo: { max: 10, windowMs: 60_000 },
      paymentNotify: { max: 300, windowMs: 60_000 },
      twoFactor: { max: 10, windowMs: 900_000 },
    });
    expect(config.socketConnectLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    ['5/30s', { max: 5, windowMs: 30_000 }],
    ['1200/1m', { max: 1200, windowMs: 60_000 }],
    ['3/24h', { max: 3, windowMs: 86_400_000 }],
  ])('reads RATE_LIMIT_READ=%s', (value, expected) => {
    expect(load({ RATE_LIMIT_READ: value }).rateLimits.read).toEqual(expected);
  });

  it.each(['600', '0/1m', '10/0s', '10/25h', '10/1d', 'ten/1m', '-1/1m', '10 / 1m'])(
    'refuses RATE_LIMIT_WRITE=%s',
    (value) => {
      expect(() => load({ RATE_LIMIT_WRITE: value })).toThrow(/RATE_LIMIT_WRITE/);
    },
  );

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  // A hop count is refused: Fastify 5 cannot check the nearest peer with one and trusts nothing.
  it.each(['1', '2', 'proxy.local', '10.0.0.0/33', '300.1.1.1', 'yes'])('refuses TRUST_PROXY=%j', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
