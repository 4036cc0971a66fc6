import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * docs/fairness/formulas.md "Notation": SHA-256 and HMAC-SHA256 over UTF-8 strings, lowercase
 * hex out. The same audited code (@noble/hashes) runs on the server and in the browser's
 * verifier.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/** `int(h[a..b))`: the BigInt of a hex substring. */
export function hexSlice(hex: string, from: number, to: number): bigint {
  return BigInt(`0x${hex.slice(from, to)}`);
}

/** `E = 2^52`: 13 hex digits give a uniform integer in [0, E). */
export const E = 2n ** 52n;

/** A lowercase 64-digit hex string (a SHA-256 output), as secrets and hashes are written. */
export const HASH_PATTERN = /^[0-9a-f]{64}$/;
