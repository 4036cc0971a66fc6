import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  giveawayConditionsResponse,
  giveawaySetMyActiveResponse,
  type GiveawayActiveResponse,
} from '@skinbet/shared/schemas/giveaways.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { giveawayActiveQuery } from '../../../lib/engagement-queries';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** Conditions are read live on the server; while a player still has some to meet, they are re-read this often. */
const CONDITIONS_POLL_MS = 15_000;

/** The running giveaway and the last draws (lib/engagement-queries: the socket refreshes it). */
export function useGiveaway() {
  const userId = useCurrentUser().user?.id;
  return useQuery(giveawayActiveQuery(userId));
}

/** `GET /api/giveaways/get-conditions`: the player's conditions (a guest's: none done). */
export function giveawayConditionsQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.giveaway, 'conditions', userId ?? 0],
    queryFn: ({ signal }) =>
      apiGet('/api/giveaways/get-conditions', giveawayConditionsResponse, {
        fallbackKey: 'giveaway_error.load_conditions',
        signal,
      }),
    meta: { errorKey: 'giveaway_error.load_conditions' },
    staleTime: 5_000,
    // docs/engagement/giveaways.md "Rules": a condition is done as soon as it is met (a deposit, a game, a new
    // nickname), so
    // a signed-in player who has one left sees it turn without reloading.
    refetchInterval: (query) => {
      const conditions = query.state.data?.conditions;
      if (userId === undefined || !conditions) return false;
      const pending = Object.values(conditions).some((state) => state.is_active && !state.is_completed);
      return pending ? CONDITIONS_POLL_MS : false;
    },
  });
}

export function useGiveawayConditions() {
  const userId = useCurrentUser().user?.id;
  return useQuery(giveawayConditionsQuery(userId));
}

/**
 * `POST /api/giveaways/setMyActive`: take part once. The answer marks the player as a participant
 * at once; the giveaway is read again for its participants list.
 */
export function useParticipate() {
  const userId = useCurrentUser().user?.id;
  return useMutation({
    mutationKey: ['giveaway', 'participate'],
    mutationFn: () =>
      apiPost('/api/giveaways/setMyActive', {}, giveawaySetMyActiveResponse, {
        fallbackKey: 'giveaway_error.participate',
      }),
    meta: { errorKey: 'giveaway_error.participate' },
    onSuccess: (answer) => {
      const key = giveawayActiveQuery(userId).queryKey;
      const state = queryClient.getQueryState(key);
      queryClient.setQueryData<GiveawayActiveResponse>(
        key,
        (current) =>
          current?.giveaway?.id === answer.giveaway_id
            ? { ...current, isParticipant: true, giveaway: { ...current.giveaway, members: answer.members } }
            : current,
        // The countdown is anchored on when the data arrived: keep that anchor.
        { updatedAt: state?.dataUpdatedAt },
      );
      notify.success('giveaway.joined', { place: answer.place_id });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.giveaway });
    },
  });
}
