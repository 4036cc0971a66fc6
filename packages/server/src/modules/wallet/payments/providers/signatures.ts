import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hashes the providers sign with, and the one comparison every notification check goes
 * through: constant time, so a forger learns nothing from how long a refusal took.
 */

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

export function hmacHex(algorithm: 'sha256' | 'sha512', key: string, text: string): string {
  return createHmac(algorithm, key).update(text, 'utf8').digest('hex');
}

/**
 * Whether a received hex signature equals the expected one, in constant time. Case-insensitive
 * (Free-Kassa's examples compare upper-cased MD5s); anything that is not hex of the expected
 * length is simply unequal.
 */
export function hexEquals(expected: string, received: string): boolean {
  const want = expected.toLowerCase();
  const got = received.trim().toLowerCase();
  if (got.length !== want.length || !/^[0-9a-f]+$/.test(got)) return false;
  return timingSafeEqual(Buffer.from(want, 'utf8'), Buffer.from(got, 'utf8'));
}

/**
 * A JSON value with every object's keys in code-unit order, at every depth (NOWPayments signs
 * `JSON.stringify` of the IPN body sorted this way; its `fee` member is a nested object). Arrays
 * keep their order; objects inside them are sorted too.
 */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(source).sort()) sorted[key] = sortKeysDeep(source[key]);
  return sorted;
}
