import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { normalizeIP } from '@fastify/rate-limit';
import { setBounded } from '../cache/user-cache';
import type { RateLimitSetting, TrustProxy } from '../http/http-config';

/** Addresses remembered at once; the oldest is forgotten first (it starts again with a full budget). */
const MAX_ADDRESSES = 50_000;

/**
 * How many socket connections one client address may open (RATE_LIMIT_SOCKET_CONNECT, a token
 * bucket: `max` at once, refilled at `max` per window). A socket's own event budget is fresh on
 * every connection, so without this a flooder that is disconnected just reconnects — and each
 * handshake costs a session lookup and the joining snapshots. Kept per node: what it protects is
 * this node's event loop. Handshakes never reach Fastify, so the HTTP limiter cannot see them.
 */
export function createHandshakeBudget(setting: RateLimitSetting, trustProxy: TrustProxy, now = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = setting.max / setting.windowMs;
  const addressOf = clientAddress(trustProxy);

  return {
    /** Spends one connection of the request's address; false when none is left. */
    allow(request: IncomingMessage): boolean {
      const key = normalizeIP(addressOf(request));
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: setting.max, at: time };
      bucket.tokens = Math.min(setting.max, bucket.tokens + (time - bucket.at) * refillPerMs);
      bucket.at = time;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      setBounded(buckets, key, bucket, MAX_ADDRESSES);
      return allowed;
    },
  };
}

/** The client's address as Fastify's `request.ip` reads it under the same TRUST_PROXY. */
function clientAddress(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}
