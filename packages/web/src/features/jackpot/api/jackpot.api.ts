import { queryOptions } from '@tanstack/react-query';
import {
  jackpotHistoryResponse,
  jackpotSetBetResponse,
  jackpotStateSchema,
  type JackpotBetDto,
} from '@skinbet/shared/schemas/jackpot.schemas';
import { apiPost } from '../../../lib/api-client';
import { eventsSince } from '../event-log';
import { fromSnapshot, reduceJackpot, type JackpotLive } from '../jackpot-state';

export const JACKPOT_QUERY_KEY = ['jackpot'] as const;
export const JACKPOT_HISTORY_QUERY_KEY = ['jackpot-history'] as const;

/**
 * `POST /api/jackpot/get` (docs/api/http.md "Calls"): the round for a joiner, with the events
 * that arrived while it was being read applied on top (see event-log). Socket events keep it
 * current afterwards.
 */
async function fetchJackpot(signal: AbortSignal): Promise<JackpotLive> {
  const sentAt = Date.now();
  const dto = await apiPost('/api/jackpot/get', {}, jackpotStateSchema, { fallbackKey: 'jackpot_error.load', signal });
  const receivedAt = Date.now();
  return eventsSince(sentAt).reduce(
    (state, { event, at }) => reduceJackpot(state, event, at),
    fromSnapshot(dto, receivedAt),
  );
}

export const jackpotQuery = queryOptions({
  queryKey: JACKPOT_QUERY_KEY,
  queryFn: ({ signal }) => fetchJackpot(signal),
  meta: { errorKey: 'jackpot_error.load' },
  // Pushed events keep it fresh while the page is open; it is re-read on reconnect and new rounds.
  staleTime: Infinity,
});

/** `POST /api/jackpot/history`: the last finished rounds, newest first, each with a verify link. */
export const jackpotHistoryQuery = queryOptions({
  queryKey: JACKPOT_HISTORY_QUERY_KEY,
  queryFn: async ({ signal }) =>
    (await apiPost('/api/jackpot/history', {}, jackpotHistoryResponse, { fallbackKey: 'jackpot_error.load', signal }))
      .history,
  meta: { errorKey: 'jackpot_error.load' },
  // Re-read on every visit (rounds finish while the page is closed), and on each result while open.
  staleTime: 0,
});

/** `POST /api/jackpot/setBet {items}`: stakes the owned instances; answers with the accepted bet. */
export async function setJackpotBet(items: readonly number[]): Promise<JackpotBetDto> {
  const answer = await apiPost('/api/jackpot/setBet', { items }, jackpotSetBetResponse, {
    fallbackKey: 'jackpot_error.participate',
  });
  return answer.bet;
}
