import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHandshakeBudget } from './handshake-budget';

const from = (address: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: address },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('socket handshake budget per client address', () => {
  it('lets an address open `max` connections at once, then one per window ÷ max', () => {
    let now = 0;
    const budget = createHandshakeBudget({ max: 3, windowMs: 3_000 }, false, () => now);
    expect([1, 2, 3, 4].map(() => budget.allow(from('10.0.0.1')))).toEqual([true, true, true, false]);
    // Another address has its own budget.
    expect(budget.allow(from('10.0.0.2'))).toBe(true);
    now = 999;
    expect(budget.allow(from('10.0.0.1'))).toBe(false);
    now = 1_000;
    expect(budget.allow(from('10.0.0.1'))).toBe(true);
  });

  it('counts IPv6 clients per /64, as the HTTP limits do', () => {
    const budget = createHandshakeBudget({ max: 1, windowMs: 60_000 }, false, () => 0);
    expect(budget.allow(from('2001:db8:1:2::1'))).toBe(true);
    expect(budget.allow(from('2001:db8:1:2::ffff'))).toBe(false);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    const untrusting = createHandshakeBudget({ max: 1, windowMs: 60_000 }, false, () => 0);
    expect(untrusting.allow(from('127.0.0.1', '203.0.113.1'))).toBe(true);
    // A forged header does not buy a fresh budget.
    expect(untrusting.allow(from('127.0.0.1', '203.0.113.2'))).toBe(false);

    const behindProxy = createHandshakeBudget({ max: 1, windowMs: 60_000 }, ['127.0.0.1'], () => 0);
    expect(behindProxy.allow(from('127.0.0.1', '203.0.113.1'))).toBe(true);
    expect(behindProxy.allow(from('127.0.0.1', '203.0.113.2'))).toBe(true);
    expect(behindProxy.allow(from('127.0.0.1', '203.0.113.1'))).toBe(false);
  });
});
