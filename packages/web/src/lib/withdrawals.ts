import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { sandboxSteamOfferResponse } from '@skinbet/shared/schemas/trades.schemas';
import {
  availableWithdrawResponse,
  cancelWithdrawResponse,
  withdrawListResponse,
  type WithdrawalDto,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { apiPost } from './api-client';
import { setCachedBalance } from './balance';
import { QUERY_KEYS } from './query-keys';
import { refreshWithdrawals } from './wallet-notices';

/**
 * The player's withdrawals (docs/money/withdrawals.md "Rules"): what can be withdrawn now, the
 * list, and cancel. Shared by the wallet's withdraw modal and the profile's withdrawals tab
 * (features never import each other), and refreshed by the notifications the server pushes about
 * them (docs/money/withdrawals.md "Statuses").
 */

/** `/api/user/getAvailableWithdraw`: the withdrawable amount and why it is not more. */
export const withdrawAvailableQuery = queryOptions({
  queryKey: [...QUERY_KEYS.withdraws, 'available'],
  queryFn: () =>
    apiPost('/api/user/getAvailableWithdraw', {}, availableWithdrawResponse, {
      fallbackKey: 'withdrawal_error.load_available',
    }),
  meta: { errorKey: 'withdrawal_error.load_available' },
  staleTime: 5_000,
});

/** `/api/user/withdraws {before}`: newest first, one page per call, `before` the last id seen. */
export const withdrawListQuery = infiniteQueryOptions({
  queryKey: [...QUERY_KEYS.withdraws, 'list'],
  queryFn: ({ pageParam }) =>
    apiPost('/api/user/withdraws', pageParam === null ? {} : { before: pageParam }, withdrawListResponse, {
      fallbackKey: 'user_error.load_profile',
    }),
  initialPageParam: null as number | null,
  getNextPageParam: (page) => (page.has_more ? (page.withdraws.at(-1)?.id ?? null) : null),
  // docs/money/withdrawals.md "Rules": the withdrawals are part of the profile's data, so a failed read is
  // `load_profile`.
  meta: { errorKey: 'user_error.load_profile' },
});

/**
 * `/api/user/cancelWithdraw {id, type}` while the withdrawal waits for moderation: the held sum
 * (or the skin) comes back once. The balance comes from the answer at once.
 */
export async function cancelWithdrawal(withdrawal: Pick<WithdrawalDto, 'id' | 'type'>): Promise<WithdrawalDto> {
  const answer = await apiPost(
    '/api/user/cancelWithdraw',
    { id: withdrawal.id, type: withdrawal.type },
    cancelWithdrawResponse,
    { fallbackKey: 'user_error.send_cancel_withdrawal' },
  );
  setCachedBalance(answer.balance);
  await refreshWithdrawals();
  return answer.withdraw;
}

/**
 * The payment sandbox's stand-in for the Steam client (`/api/sandbox/steam/respond`): the player
 * accepts or declines the trade offer the site sent for a skin withdrawal; an accepted offer
 * completes it, a declined one brings the skin back.
 */
export async function respondToSandboxOffer(withdrawalId: number, accept: boolean): Promise<number> {
  const answer = await apiPost('/api/sandbox/steam/respond', { withdrawalId, accept }, sandboxSteamOfferResponse, {
    fallbackKey: 'inventory_error.send_take_withdraw',
  });
  await refreshWithdrawals();
  return answer.state;
}
