import { useMutation, useQuery } from '@tanstack/react-query';
import {
  tournamentConditionsResponse,
  tournamentGetResponse,
  tournamentSetActiveResponse,
} from '@skinbet/shared/schemas/tournaments.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';
import { readAgainIn } from '../../../lib/countdown';
import { useCurrentUser } from '../../../lib/current-user';
import { IDLE_POLL_MS } from '../../../lib/engagement-queries';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** A deposit counts towards the minimum payment as soon as it is paid: re-read while one is still needed. */
const CONDITIONS_POLL_MS = 15_000;

/**
 * `POST /api/tournaments/get`: the running tournament with its top 100 and the player's place.
 * `tournamentUpdate` marks it stale (lib/engagement-live), so the table follows the bets live.
 */
export function useTournamentBoard() {
  const userId = useCurrentUser().user?.id;
  return useQuery({
    queryKey: [...QUERY_KEYS.tournament, 'board', userId ?? 0],
    queryFn: ({ signal }) =>
      apiPost('/api/tournaments/get', {}, tournamentGetResponse, { fallbackKey: 'tournament_error.load', signal }),
    meta: { errorKey: 'tournament_error.load' },
    staleTime: 5_000,
    // The end is not pushed: read again just after it (and now and then while none runs).
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      if (data.tournament?.status !== 0) return IDLE_POLL_MS;
      return readAgainIn(data.tournament.end_time, data.server_time, query.state.dataUpdatedAt);
    },
  });
}

/** `GET /api/tournaments/get-conditions`: membership and the minimum payment's progress. */
export function useTournamentConditions() {
  const userId = useCurrentUser().user?.id;
  return useQuery({
    queryKey: [...QUERY_KEYS.tournament, 'conditions', userId ?? 0],
    queryFn: ({ signal }) =>
      apiGet('/api/tournaments/get-conditions', tournamentConditionsResponse, {
        fallbackKey: 'tournament_error.load_participants',
        signal,
      }),
    meta: { errorKey: 'tournament_error.load_participants' },
    staleTime: 5_000,
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting = data && !data.is_member && data.min_payment.is_active && !data.min_payment.is_completed;
      return userId !== undefined && waiting ? CONDITIONS_POLL_MS : false;
    },
  });
}

/** `POST /api/tournaments/setActive`: join the running tournament; the table and conditions are read again. */
export function useJoinTournament() {
  return useMutation({
    mutationKey: ['tournament', 'join'],
    mutationFn: () =>
      apiPost('/api/tournaments/setActive', {}, tournamentSetActiveResponse, {
        fallbackKey: 'tournament_error.participate',
      }),
    meta: { errorKey: 'tournament_error.participate' },
    onSuccess: () => {
      notify.success('tournament.joined');
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.tournament });
    },
  });
}
