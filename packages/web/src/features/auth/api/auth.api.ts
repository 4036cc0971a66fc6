import { z } from 'zod';
import { apiGet, apiPost } from '../../../lib/api-client';
import { invalidateQuery, resetQuery } from '../../../lib/query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { reconnectSocket } from '../../../lib/socket';

/** Where the Steam button sends the browser (SPEC §7 `GET /socialite/{provider}`). */
export const STEAM_SIGN_IN_PATH = '/socialite/steam';

const testLoginAnswer = z.object({ api_token: z.string() });
const logoutAnswer = z.object({ status: z.literal('success') });

/** After the session changes, everything user-specific is re-read and the socket re-authenticates. */
async function sessionChanged(): Promise<void> {
  resetQuery(QUERY_KEYS.inventory);
  reconnectSocket();
  await invalidateQuery(QUERY_KEYS.user);
}

/**
 * Demo sign-in (`GET /api/auth/test-login?name=`): the server sets the HttpOnly session cookie.
 * The returned token is not kept: the cookie is the web app's credential (ARCHITECTURE §6).
 */
export async function demoSignIn(name: string): Promise<void> {
  await apiGet(`/api/auth/test-login?name=${encodeURIComponent(name)}`, testLoginAnswer, {
    fallbackKey: 'app_error.login',
  });
  await sessionChanged();
}

export async function signOut(): Promise<void> {
  await apiPost('/api/auth/logout', {}, logoutAnswer);
  await sessionChanged();
}
