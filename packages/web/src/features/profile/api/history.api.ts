import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { historyResponse } from '@skinbet/shared/schemas/profile-history.schemas';
import type { Game } from '@skinbet/shared/ledger';
import { apiPost } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * `/api/user/history {game, page}`: one page of the signed-in player's settled bets of one game,
 * newest first. Keyed under the profile, so what refreshes the profile (a balance change: a bet
 * settled) refreshes the bet pages too; the page shown stays while the next one loads.
 */
export const betHistoryQuery = (game: Game, page: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.profile, 'bets', game, page],
    queryFn: ({ signal }) =>
      apiPost('/api/user/history', { game, page }, historyResponse, { fallbackKey: 'user_error.load_profile', signal }),
    meta: { errorKey: 'user_error.load_profile' },
    placeholderData: keepPreviousData,
  });

/** `/api/user/getUserHistory {user_id, page}`: another player's recent bets of every game (public). */
export const publicHistoryQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['public-user', userId, 'bets', page],
    queryFn: ({ signal }) =>
      apiPost('/api/user/getUserHistory', { user_id: userId, page }, historyResponse, {
        fallbackKey: 'any_user_error.load_by_id',
        signal,
      }),
    meta: { errorKey: 'any_user_error.load_by_id' },
    placeholderData: keepPreviousData,
  });
