import { useQuery } from '@tanstack/react-query';
import { bonusConditionsResponse } from '@skinbet/shared/schemas/bonus.schemas';
import { apiGet } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { bonusStateQuery } from '../../../lib/engagement-queries';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** While the panel is open a player's progress (messages, crash bets) is re-read this often. */
const CONDITIONS_POLL_MS = 15_000;

/** The period, its live pot and the last draw (lib/engagement-queries: `jackpot-bonus.*` keep it fresh). */
export function useBonusState() {
  return useQuery(bonusStateQuery);
}

/** `GET /api/jackpot-bonus/get-conditions`: the three conditions with the player's progress (a guest: none done). */
export function useBonusConditions() {
  const userId = useCurrentUser().user?.id;
  return useQuery({
    queryKey: [...QUERY_KEYS.bonus, 'conditions', userId ?? 0],
    queryFn: ({ signal }) =>
      apiGet('/api/jackpot-bonus/get-conditions', bonusConditionsResponse, {
        fallbackKey: 'bonus_error.load_conditions',
        signal,
      }),
    meta: { errorKey: 'bonus_error.load_conditions' },
    staleTime: 5_000,
    refetchInterval: userId === undefined ? false : CONDITIONS_POLL_MS,
  });
}
