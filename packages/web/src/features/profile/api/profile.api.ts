import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { profileSchema } from '@skinbet/shared/schemas/user.schemas';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** `/api/user/getProfile`: the signed-in user with their last 100 ledger entries, newest first. */
export const profileQuery = queryOptions({
  queryKey: QUERY_KEYS.profile,
  queryFn: ({ signal }) =>
    apiPost('/api/user/getProfile', {}, profileSchema, { fallbackKey: 'user_error.load_profile', signal }),
  meta: { errorKey: 'user_error.load_profile' },
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
