import { useCallback } from 'react';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import type { UpdateBalancePayload } from '@skinbet/shared/events';
import { useQuery } from '../../../lib/query';
import { useServerEvent } from '../../../lib/socket';
import { setCachedBalance } from '../../../lib/balance';
import { USER_POLL_MS, userQuery } from '../api/user.api';

export interface CurrentUser {
  user: UserDto | null;
  /** False until the first answer: the page should not flash the sign-in form for a signed-in user. */
  known: boolean;
}

/** Reads the signed-in user from the shared cache. */
export function useCurrentUser(): CurrentUser {
  const { data, status } = useQuery(userQuery);
  return { user: data ?? null, known: data !== undefined || status === 'error' };
}

/** Keeps the user fresh: polling every 5 s plus live balance pushes. Mount once, at the top. */
export function useUserSync(): void {
  useQuery(userQuery, { refetchIntervalMs: USER_POLL_MS });
  const onBalance = useCallback((payload: UpdateBalancePayload) => setCachedBalance(payload.balance), []);
  useServerEvent('updateBalance', onBalance);
}
