import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';
import { reconnectSocket } from './socket';

/** Everything cached for one signed-in user; dropped when the session ends or changes. */
const USER_SCOPED_KEYS = [QUERY_KEYS.inventory, QUERY_KEYS.profile, QUERY_KEYS.responsibleGambling];

/**
 * After sign-in, sign-out or a ban: forget the previous user's data
 * (docs/product/overview.md "Accounts and sign-in": logout clears the inventory and
 * the user), re-authenticate the socket from the new cookie and re-read the user.
 */
export async function sessionChanged(): Promise<void> {
  for (const queryKey of USER_SCOPED_KEYS) queryClient.removeQueries({ queryKey });
  reconnectSocket();
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
}

/** The session ended on the server's side (banned, expired): clear the user's data without a re-read loop. */
export function sessionEnded(): void {
  for (const queryKey of USER_SCOPED_KEYS) queryClient.removeQueries({ queryKey });
  reconnectSocket();
}
