import type { NotificationDto } from '@skinbet/shared/schemas/user.schemas';
import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';
import { isWalletNotice, refreshWithdrawals } from './wallet-notices';

/**
 * True for a notice about a skin the player won (a giveaway prize, a quiz prize): the server's
 * win notices carry the skin's `image` (and `item`, its name) in their params.
 */
export function isItemWinNotice(notice: Pick<NotificationDto, 'params'>): boolean {
  return typeof notice.params.image === 'string' && notice.params.image !== '';
}

/**
 * What a pushed notification makes stale: a cancelled withdrawal (and any other wallet
 * news) reloads the inventory and the user; a won skin is in the inventory already, so that is
 * read again too; anything else (a prize to the balance, a ticket reply) changes the user — its
 * balance and its list of notices.
 */
export function refreshAfterNotice(notice: Pick<NotificationDto, 'name' | 'params'>): Promise<unknown> {
  if (isWalletNotice(notice.name)) return refreshWithdrawals();
  if (isItemWinNotice(notice)) {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory }),
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user }),
    ]);
  }
  return queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
}
