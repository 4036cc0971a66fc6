import { queryOptions } from '@tanstack/react-query';
import { bonusInitPayload } from '@skinbet/shared/schemas/bonus.schemas';
import { giveawayActiveResponse } from '@skinbet/shared/schemas/giveaways.schemas';
import { apiPost } from './api-client';
import { readAgainIn } from './countdown';
import { QUERY_KEYS } from './query-keys';

/**
 * The reads that sockets write into and that several screens show (the giveaway dashboard and the
 * promo page; the bonus panel and the promo page). Features never import each other, so these live
 * here; each feature keeps its own calls beside them.
 */

/**
 * With no giveaway or bonus period running there is nothing to push: the next one (an operator's,
 * or the demo's after a draw) is found by reading again this often.
 */
export const IDLE_POLL_MS = 30_000;

/** `POST /api/giveaways/getActive`: per player (it says whether they take part), so keyed by user. */
export function giveawayActiveQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.giveaway, 'active', userId ?? 0],
    queryFn: ({ signal }) =>
      apiPost('/api/giveaways/getActive', {}, giveawayActiveResponse, { fallbackKey: 'giveaway_error.load', signal }),
    meta: { errorKey: 'giveaway_error.load' },
    // `setRaffle` refreshes it after a draw; should that push be missed, it is read again after the end.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      if (!data.giveaway) return IDLE_POLL_MS;
      return readAgainIn(data.giveaway.end_time, data.server_time, query.state.dataUpdatedAt);
    },
  });
}

/** The bonus state's key: `jackpot-bonus.init` replaces it, `update-bank` changes its pot. */
export const BONUS_STATE_KEY = [...QUERY_KEYS.bonus, 'state'] as const;

/** `POST /api/jackpot-bonus/get` (public): the period, its pot, end time, rules and the last draw. */
export const bonusStateQuery = queryOptions({
  queryKey: BONUS_STATE_KEY,
  queryFn: ({ signal }) =>
    apiPost('/api/jackpot-bonus/get', {}, bonusInitPayload, { fallbackKey: 'bonus_error.load', signal }),
  meta: { errorKey: 'bonus_error.load' },
  refetchInterval: (query) => {
    const data = query.state.data;
    if (!data) return false;
    // Between periods (none open yet) the next one is pushed with `jackpot-bonus.init`; read anyway now and then.
    if (!data.end_time) return IDLE_POLL_MS;
    return readAgainIn(data.end_time, data.server_time, query.state.dataUpdatedAt);
  },
});
