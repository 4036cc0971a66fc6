import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { profileSchema, transactionsResponse } from '@skinbet/shared/schemas/user.schemas';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** `/api/user/getProfile`: the signed-in user and their referral programme (the referral tab). */
export const profileQuery = queryOptions({
  queryKey: QUERY_KEYS.profile,
  queryFn: ({ signal }) =>
    apiPost('/api/user/getProfile', {}, profileSchema, { fallbackKey: 'user_error.load_profile', signal }),
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
