import { queryOptions } from '@tanstack/react-query';
import { publicUserSchema, type PublicUserDto } from '@skinbet/shared/schemas/user.schemas';
import { ApiFailure, apiPost } from '../../../lib/api-client';

/**
 * `/api/user/getUser`: another player's public profile, or null when nobody has that id. A 404
 * is an answer, not a failure: the page says "user not found" and no error notice pops up.
 */
async function fetchPublicUser(userId: number, signal: AbortSignal): Promise<PublicUserDto | null> {
  try {
    return await apiPost('/api/user/getUser', { user_id: userId }, publicUserSchema, {
      fallbackKey: 'any_user_error.load_by_id',
      signal,
    });
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

export function publicUserQuery(userId: number) {
  return queryOptions({
    queryKey: ['public-user', userId],
    queryFn: ({ signal }) => fetchPublicUser(userId, signal),
    meta: { errorKey: 'any_user_error.load_by_id' },
  });
}
