import { z } from 'zod';
import { apiGet, apiPost } from '../../../lib/api-client';
import { sessionChanged } from '../../../lib/session';

/** Where the Steam button sends the browser (`GET /socialite/{provider}`, docs/api/http.md "Calls"). */
export const STEAM_SIGN_IN_PATH = '/socialite/steam';

const testLoginAnswer = z.object({ api_token: z.string() });
const logoutAnswer = z.object({ status: z.literal('success') });

/**
 * Demo sign-in (`GET /api/auth/test-login?name=`): the server sets the HttpOnly session cookie.
 * The returned token is not kept: the cookie is the web app's credential
 * (docs/architecture/security.md "Sessions").
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
