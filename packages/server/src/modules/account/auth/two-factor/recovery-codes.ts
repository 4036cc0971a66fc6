import crypto from 'node:crypto';

/**
 * One-time recovery codes (docs/architecture/security.md "Two-factor sign-in"): ten per
 * enrolment, shown once, stored as SHA-256 hashes. Each is 10 characters of an alphabet without
 * look-alikes (no 0/O, 1/I/L), 50 bits: far beyond guessing within the rate limit, so an
 * unsalted fast hash is enough — the same reasoning as session tokens.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Fresh codes as shown to the player: `xxxxx-xxxxx`. */
export function createRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed, compared the way it was stored: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]+/g, '');
  if (plain.length !== LENGTH || [...plain].some((char) => !ALPHABET.includes(char))) return null;
  return plain;
}

/** What the database keeps of a code. */
export function hashRecoveryCode(code: string): string | null {
  const plain = normalizeRecoveryCode(code);
  return plain === null ? null : crypto.createHash('sha256').update(plain).digest('hex');
}
