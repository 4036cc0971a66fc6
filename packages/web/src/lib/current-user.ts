import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { UpdateBalancePayload, UpdateCashbackPayload } from '@skinbet/shared/events';
import type { UserDto } from '@skinbet/shared/schemas/current-user.schemas';
import { ApiFailure, apiPost, isRateLimited } from './api-client';
import { setCachedBalance, setCachedCashback } from './balance';
import { notify } from './notices';
import { QUERY_KEYS } from './query-keys';
import { useServerEvent } from './socket';

/**
 * The signed-in user, shared by every feature (features never import each other): the query,
 * a reader hook, and the one syncing hook the app shell mounts.
 */
/**
 * docs/product/screens.md "Notices",
 * docs/product/overview.md "Limits and constants": the signed-in user is re-read every 5 seconds.
 */
export const USER_POLL_MS = 5000;

/**
 * Whether this browser holds a session cookie at all. That cookie is HttpOnly, out of the page's
 * reach, so the server keeps a companion `signed_in=1` cookie beside it, set and cleared with it
 * (server: modules/account/auth/session-flag.ts). It is no secret and grants nothing: without it the page
 * is a guest's and does not ask (the answer could only be a 401); with it, the server decides.
 */
function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').includes('signed_in=1');
}

/**
 * The signed-in user, or null for a guest. A banned player stays signed in (`banned` on the user):
 * what they may not do is refused with `auth_api.banned`, shown as a notice like any refusal
 * (docs/product/overview.md "Accounts and sign-in").
 */
async function fetchCurrentUser(): Promise<UserDto | null> {
  if (!mayBeSignedIn()) return null;
  try {
    // The schema (and zod with it) loads with the first question, keeping both out of the first load.
    const { userSchema } = await import('@skinbet/shared/schemas/current-user.schemas');
    return await apiPost('/api/user/get', {}, userSchema, { fallbackKey: 'app_error.login' });
  } catch (error) {
    if (error instanceof ApiFailure && error.key === 'user_api.unauthenticated') return null;
    throw error;
  }
}

/**
 * The server said there is no session (null). The session cookie is HttpOnly, so that answer is
 * all the page knows: it holds until the page signs in itself, which re-reads the user
 * (`sessionChanged`). Asking again before that would only be refused.
 */
const isGuest = (query: { state: { data: UserDto | null | undefined } }) => query.state.data === null;

/**
 * Start-up failures are reported once by `useUserSync`, not by every 5 s poll. A guest's answer
 * never goes stale: a screen opened later does not ask again.
 */
export const userQuery = queryOptions({
  queryKey: QUERY_KEYS.user,
  queryFn: fetchCurrentUser,
  meta: { silent: true },
  staleTime: (query) => (isGuest(query) ? Infinity : USER_POLL_MS),
});

/**
 * What the app shell keeps fresh: the signed-in user, re-read every 5 s. A guest is not polled
 * (see `isGuest`); sign-in starts the polls, an answer that the session is gone stops them. A read
 * that failed without an answer (network down) is no such news, so the polls go on until one answers.
 */
export const userSyncQuery = queryOptions({
  ...userQuery,
  refetchInterval: (query) => (isGuest(query) ? false : USER_POLL_MS),
});

export interface CurrentUser {
  user: UserDto | null;
  /** False until the first answer: the page should not flash the sign-in button for a signed-in user. */
  known: boolean;
}

/** Reads the signed-in user from the shared cache. */
export function useCurrentUser(): CurrentUser {
  const { data, status } = useQuery(userQuery);
  return { user: data ?? null, known: data !== undefined || status === 'error' };
}

/**
 * The signed-in user's id (undefined for a guest) in a ref that follows sign-in and sign-out:
 * socket listeners subscribed once for a page's life compare payloads with whoever is signed in
 * now, without resubscribing (and so without missing events in between).
 */
export function useCurrentUserIdRef(): RefObject<number | undefined> {
  const userId = useCurrentUser().user?.id;
  const userIdRef = useRef(userId);
  useEffect(() => {
    userIdRef.current = userId;
  }, [userId]);
  return userIdRef;
}

/**
 * Keeps the user fresh (mount once, at the top): polling while signed in plus live balance and
 * cashback pushes. If the very first read fails the page carries on as a guest with the login error
 * (docs/product/screens.md "Notices"; a 429 has its own notice, see
 * query-client) and keeps asking, so the player appears once the server answers; later poll
 * failures keep the last known user until a poll answers.
 */
export function useUserSync(): void {
  const { status, data, error } = useQuery(userSyncQuery);
  const startFailure = status === 'error' && data === undefined ? (isRateLimited(error) ? 'limited' : 'failed') : null;
  useEffect(() => {
    if (startFailure === 'failed') notify.error('app_error.login');
  }, [startFailure]);
  const onBalance = useCallback((payload: UpdateBalancePayload) => setCachedBalance(payload.balance), []);
  useServerEvent('updateBalance', onBalance);
  const onCashback = useCallback((payload: UpdateCashbackPayload) => setCachedCashback(payload.cashback), []);
  useServerEvent('updateCashback', onCashback);
}
