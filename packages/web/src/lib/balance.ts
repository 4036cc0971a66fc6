import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

/**
 * Writes a new balance into the cached user: from a socket `updateBalance` push or from a trade's
 * answer, so the header changes at once instead of on the next 5 s poll.
 */
export function setCachedBalance(balance: number): void {
  queryClient.setQueryData<UserDto | null>(QUERY_KEYS.user, (user) => (user ? { ...user, balance } : user));
}

/**
 * Writes a new cashback into the cached user, in hundredths of the unit as the wire carries it
 * (docs/engagement/cashback.md "Rules"): from a socket `updateCashback` push or a take's answer,
 * so the cashback box moves at once instead of on the next 5 s poll.
 */
export function setCachedCashback(cashback: number): void {
  queryClient.setQueryData<UserDto | null>(QUERY_KEYS.user, (user) => (user ? { ...user, cashback } : user));
}
