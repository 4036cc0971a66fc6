import { queryOptions } from '@tanstack/react-query';
import { successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  sessionsListResponse,
  sessionsRevokeResponse,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorVerifyResponse,
  type SessionsRevokeRequest,
} from '@skinbet/shared/schemas/security.schemas';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * Account security calls (docs/architecture/security.md "Two-factor sign-in", "Sessions list").
 * A change to two-factor sign-in re-reads the user, whose `two_factor` says what this session is.
 */

const SESSIONS_KEY = ['security', 'sessions'] as const;

/** A pending secret and its otpauth:// URL (nothing changes until `enableTwoFactor`). */
export function setupTwoFactor() {
  return apiPost('/api/user/2fa/setup', {}, twoFactorSetupResponse, { fallbackKey: 'security.error' });
}

/** Confirms the pending secret: two-factor sign-in is on; answers the ten recovery codes. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const answer = await apiPost('/api/user/2fa/enable', { code }, twoFactorEnableResponse, {
    fallbackKey: 'security.error',
  });
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
  return answer.recovery_codes;
}

/** Steps this session up with a TOTP code or a recovery code; answers until when. */
export async function verifyTwoFactor(code: string): Promise<string> {
  const answer = await apiPost('/api/user/2fa/verify', { code }, twoFactorVerifyResponse, {
    fallbackKey: 'security.error',
  });
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
  return answer.stepped_up_until;
}

export async function disableTwoFactor(code: string): Promise<void> {
  await apiPost('/api/user/2fa/disable', { code }, successBodySchema, { fallbackKey: 'security.error' });
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
}

/** The signed-in sessions of the account. */
export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: () => apiPost('/api/user/sessions/list', {}, sessionsListResponse),
  meta: { errorKey: 'security.error' },
});

/** Signs out one session, or every other one; answers how many were signed out. */
export async function revokeSessions(request: SessionsRevokeRequest): Promise<number> {
  const answer = await apiPost('/api/user/sessions/revoke', request, sessionsRevokeResponse, {
    fallbackKey: 'security.error',
  });
  await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return answer.revoked;
}
