import { z } from 'zod';
import { idSchema, twoFactorCodeSchema } from './common.schemas';

/**
 * Account security (docs/architecture/security.md "Two-factor sign-in", "Sessions list"):
 * TOTP enrolment, step-up, and the player's own sessions.
 */

export { twoFactorCodeSchema };

export const twoFactorCodeRequest = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequest>;

/** `/api/user/2fa/setup`: a pending secret (base32) and its `otpauth://` URL for the QR code. */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** `/api/user/2fa/enable`: the ten one-time recovery codes, shown this once. */
export const twoFactorEnableResponse = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;

/** `/api/user/2fa/verify`: the session is stepped up until this time (ISO 8601). */
export const twoFactorVerifyResponse = z.object({ status: z.literal('success'), stepped_up_until: z.string() });
export type TwoFactorVerifyResponse = z.infer<typeof twoFactorVerifyResponse>;

/** One of the signed-in user's sessions (`/api/user/sessions/list`). */
export const sessionSchema = z.object({
  id: z.number(),
  /** Read from the stored User-Agent ("Chrome on Windows"); null when none was recorded. */
  device: z.string().nullable(),
  /** The client address it was signed in from; null when none was recorded. */
  address: z.string().nullable(),
  created_at: z.string(),
  /** Null until the session is first used after sign-in. */
  last_seen_at: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionSchema>;

export const sessionsListResponse = z.object({ sessions: z.array(sessionSchema) });
export type SessionsListResponse = z.infer<typeof sessionsListResponse>;

/** `/api/user/sessions/revoke`: one session by id, or every session but the current one. */
export const sessionsRevokeRequest = z.union([
  z.object({ id: idSchema }).strict(),
  z.object({ all_others: z.literal(true) }).strict(),
]);
export type SessionsRevokeRequest = z.infer<typeof sessionsRevokeRequest>;

export const sessionsRevokeResponse = z.object({ status: z.literal('success'), revoked: z.number() });
export type SessionsRevokeResponse = z.infer<typeof sessionsRevokeResponse>;
