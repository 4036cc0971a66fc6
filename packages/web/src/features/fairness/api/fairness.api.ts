import { queryOptions } from '@tanstack/react-query';
import { crashGameSchema, fairnessChainsResponse, type CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';
import { jackpotGameSchema, type JackpotGameDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { ApiFailure, apiPost } from '../../../lib/api-client';

/** `/api/provably-fair/chains`: the published chain anchors, fixed before each chain's first round. */
export const fairnessChainsQuery = queryOptions({
  queryKey: ['fairness-chains'],
  queryFn: async ({ signal }) =>
    (
      await apiPost('/api/provably-fair/chains', {}, fairnessChainsResponse, {
        fallbackKey: 'fairness.load_failed',
        signal,
      })
    ).chains,
  meta: { errorKey: 'fairness.load_failed' },
});

/**
 * `/api/crash/getGame {id}` for the verifier: the round, or null if there is none with that id.
 * The same cache entry as the round page's, so coming from there loads nothing twice.
 */
export function roundQuery(id: number) {
  return queryOptions({
    queryKey: ['crash-game', id],
    queryFn: async ({ signal }): Promise<CrashGameDto | null> => {
      try {
        return await apiPost('/api/crash/getGame', { id }, crashGameSchema, {
          fallbackKey: 'crash_error.load_game_info',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
    staleTime: (query) => (query.state.data?.ended_at ? Infinity : 0),
  });
}

/** `/api/jackpot/getGame {id}` for the verifier: the round, or null if there is none with that id. */
export function jackpotRoundQuery(id: number) {
  return queryOptions({
    queryKey: ['jackpot-game', id],
    queryFn: async ({ signal }): Promise<JackpotGameDto | null> => {
      try {
        return await apiPost('/api/jackpot/getGame', { id }, jackpotGameSchema, {
          fallbackKey: 'jackpot_error.load',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
    staleTime: (query) => (query.state.data?.ended_at ? Infinity : 0),
  });
}
