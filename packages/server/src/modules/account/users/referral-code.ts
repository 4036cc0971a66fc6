import crypto from 'node:crypto';
import { REFERRAL } from '@skinbet/shared/referral';

/**
 * A new account's invitation code: 10 url-safe characters (60 random bits), so a code can be
 * neither guessed from another nor run into one already given (UNIQUE `users.referral_code`).
 */
export function newReferralCode(): string {
  return crypto.randomBytes(8).toString('base64url').slice(0, REFERRAL.codeLength);
}
