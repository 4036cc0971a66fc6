import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from './session.service';

/**
 * Where a sign-in comes from (docs/engagement/referrals.md "Rules"): the client address, the
 * browser, and the device — a random id in a long-lived HttpOnly cookie, set at the first sign-in
 * of a browser and kept across sign-outs. Sessions record it; referral attribution compares it
 * with the referrer's.
 */
export interface SignInOrigin {
  /** The client address as Fastify resolves it: X-Forwarded-For counts only from TRUST_PROXY's proxies. */
  address: string;
  userAgent: string | null;
  /** sha256 of the device cookie: the table alone cannot plant a device id in a browser. */
  deviceHash: string;
}

export const DEVICE_COOKIE = 'skinbet_device';
/** The longest a browser keeps a cookie (Chrome caps Max-Age at 400 days). */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** 256 random bits, base64url: what the site mints; anything else is replaced by a new id. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX = 512;

/**
 * Addresses many clients share as far as the site can tell: a loopback, private or link-local
 * address is a proxy's (TRUST_PROXY unset or missing a hop) or a local test's, never one player's.
 * Comparing them would take everyone behind that proxy for one person.
 */
const SHARED_ADDRESSES = new net.BlockList();
SHARED_ADDRESSES.addSubnet('127.0.0.0', 8, 'ipv4');
SHARED_ADDRESSES.addSubnet('10.0.0.0', 8, 'ipv4');
SHARED_ADDRESSES.addSubnet('172.16.0.0', 12, 'ipv4');
SHARED_ADDRESSES.addSubnet('192.168.0.0', 16, 'ipv4');
SHARED_ADDRESSES.addSubnet('169.254.0.0', 16, 'ipv4');
SHARED_ADDRESSES.addSubnet('100.64.0.0', 10, 'ipv4');
SHARED_ADDRESSES.addAddress('::1', 'ipv6');
SHARED_ADDRESSES.addSubnet('fc00::', 7, 'ipv6');
SHARED_ADDRESSES.addSubnet('fe80::', 10, 'ipv6');

/** True for an address one player can be told by (see SHARED_ADDRESSES). */
export function isPlayerAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = net.isIP(plain);
  if (family === 0) return false;
  return !SHARED_ADDRESSES.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** The request's origin; gives the browser its device cookie when it has none (or a malformed one). */
export function signInOrigin(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): SignInOrigin {
  let deviceId = request.cookies[DEVICE_COOKIE];
  if (!deviceId || !DEVICE_ID.test(deviceId)) {
    deviceId = crypto.randomBytes(32).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, deviceId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }
  return {
    address: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    deviceHash: hashToken(deviceId),
  };
}
