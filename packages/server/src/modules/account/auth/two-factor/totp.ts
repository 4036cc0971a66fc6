import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as RFC 6238 defines it and every authenticator app reads it: SHA-1, six digits, 30-second
 * steps (docs/architecture/security.md "Two-factor sign-in"). Pure: the time is an argument.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after the current one passes too: phones' clocks drift. */
const WINDOW = 1;

/** A new random secret (160 bits, the RFC's recommended size for SHA-1), in base32. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URL the QR code carries: issuer and account name as the app will show them. */
export function totpUrl(secret: string, issuer: string, account: string): string {
  return totp(secret, issuer, account).toString();
}

/** Whether `code` looks like a TOTP code at all (six digits, spaces allowed), before any HMAC is computed. */
export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/**
 * The time step `code` belongs to (its counter), or null when it is not a code of `secret` within
 * one step of `nowMs`. The caller refuses a step it already accepted (a replay).
 */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!isTotpShaped(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: nowMs,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: nowMs }) + delta;
}

/** The code of `secret` at `nowMs` (tests and the support helper compute what an app would show). */
export function totpCode(secret: string, nowMs: number = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD_SECONDS, timestamp: nowMs });
}

function totp(secret: string, issuer: string, account: string): TOTP {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
  });
}
