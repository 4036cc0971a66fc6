import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { profileSchema, transactionsResponse, type ProfileDto } from '@skinbet/shared/schemas/user.schemas';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { withdrawListQuery } from '../../../lib/withdrawals';
import { betHistoryQuery } from './history.api';

/**
 * `getProfile` carries the first page of every history tab: it fills those
 * tabs' first-page queries, so opening a tab soon after reads nothing more (the queries stay fresh
 * for the client's stale time); later pages, and a tab opened later, read the paged calls.
 */
function seedFirstPages(profile: ProfileDto): void {
  const bets = [
    ['crash', profile.crashBets],
    ['jackpot', profile.jackpotBets],
    ['wheel', profile.wheelBets],
  ] as const;
  for (const [game, page] of bets) queryClient.setQueryData(betHistoryQuery(game, 1).queryKey, page);
  queryClient.setQueryData(withdrawListQuery.queryKey, { pages: [profile.withdraws], pageParams: [null] });
}

/** `/api/user/getProfile`: the signed-in user, their referral programme and the history tabs' first pages. */
export const profileQuery = queryOptions({
  queryKey: QUERY_KEYS.profile,
  queryFn: async ({ signal }) => {
    const profile = await apiPost('/api/user/getProfile', {}, profileSchema, {
      fallbackKey: 'user_error.load_profile',
      signal,
    });
    seedFirstPages(profile);
    return profile;
  },
  meta: { errorKey: 'user_error.load_profile' },
});

/**
 * `/api/user/transactions {page}`: one page of the player's statement, newest first. Keyed under
 * the profile, so what refreshes the profile refreshes every page; while the next page loads, the
 * one shown stays on screen.
 */
export const transactionsQuery = (page: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.profile, 'transactions', page],
    queryFn: ({ signal }) =>
      apiPost('/api/user/transactions', { page }, transactionsResponse, {
        fallbackKey: 'user_error.load_profile',
        signal,
      }),
    meta: { errorKey: 'user_error.load_profile' },
    placeholderData: keepPreviousData,
  });

const savedSchema = z.object({ status: z.literal('success'), message: z.string() });

/**
 * `/api/user/saveUrl`: stores the trade URL and answers the success message key. The user is
 * re-read so every screen sees the saved link at once.
 */
export async function saveTradeLink(tradeLink: string): Promise<string> {
  const result = await apiPost('/api/user/saveUrl', { trade_link: tradeLink }, savedSchema, {
    fallbackKey: 'user_error.send_trade_link',
  });
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
  return result.message;
}
