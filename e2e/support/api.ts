import { expect } from 'vitest';
import { demoName } from './app';

/**
 * A demo account signed in through the API, not a page (an operator with `role`): its id and
 * bearer token, for the set-up a test does behind the player's back (opening a giveaway, a rival's bets).
 */
export async function apiUser(siteUrl: string, role?: 'admin'): Promise<{ token: string; id: number }> {
  const login = await fetch(
    `${siteUrl}/api/auth/test-login?name=${demoName(role ?? 'player')}${role ? `&role=${role}` : ''}`,
  );
  expect(login.status).toBe(200);
  const { api_token: token } = (await login.json()) as { api_token: string };
  const me = await api<{ id: number }>(siteUrl, token, '/api/user/get', {});
  return { token, id: me.id };
}

/** A JSON POST as the holder of `token`; fails the test unless the site answers 200, naming the path and the body. */
export async function api<T>(siteUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
