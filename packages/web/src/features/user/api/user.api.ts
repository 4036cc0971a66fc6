import { userSchema, type UserDto } from '@skinbet/shared/schemas/user.schemas';
import { ApiFailure, apiPost } from '../../../lib/api-client';
import { notify } from '../../../lib/notices';
import { defineQuery } from '../../../lib/query';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** SPEC §4, §9: the signed-in user is re-read every 5 seconds. */
export const USER_POLL_MS = 5000;

/** The signed-in user, or null for a guest. A banned user is signed out with a notice (SPEC §4). */
async function fetchCurrentUser(): Promise<UserDto | null> {
  try {
    return await apiPost('/api/user/get', {}, userSchema);
  } catch (error) {
    if (error instanceof ApiFailure && error.key === 'user_api.unauthenticated') return null;
    if (error instanceof ApiFailure && error.key === 'user_api.banned') {
      notify.error('user_api.banned');
      return null;
    }
    throw error;
  }
}

export const userQuery = defineQuery<UserDto | null>({
  key: QUERY_KEYS.user,
  fetch: fetchCurrentUser,
  errorKey: 'app_error.load',
});
