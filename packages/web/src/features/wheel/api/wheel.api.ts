import { queryOptions } from '@tanstack/react-query';
import type { WheelColour } from '@skinbet/shared/fairness/wheel';
import { wheelSetBetResponse, wheelStateSchema, type WheelBetDto } from '@skinbet/shared/schemas/wheel.schemas';
import { apiPost } from '../../../lib/api-client';
import { eventsSince } from '../event-log';
import { fromSnapshot, reduceWheel, type WheelLive } from '../wheel-state';

export const WHEEL_QUERY_KEY = ['wheel'] as const;

/**
 * `POST /api/wheel/get` (docs/api/http.md "Calls"): the round for a joiner, with the events that
 * arrived while it was being read applied on top (see event-log). Socket events keep it current
 * afterwards.
 */
async function fetchWheel(signal: AbortSignal): Promise<WheelLive> {
  const sentAt = Date.now();
  const dto = await apiPost('/api/wheel/get', {}, wheelStateSchema, { fallbackKey: 'wheel_error.load', signal });
  const receivedAt = Date.now();
  return eventsSince(sentAt).reduce(
    (state, { event, at }) => reduceWheel(state, event, at),
    fromSnapshot(dto, receivedAt),
  );
}

export const wheelQuery = queryOptions({
  queryKey: WHEEL_QUERY_KEY,
  queryFn: ({ signal }) => fetchWheel(signal),
  meta: { errorKey: 'wheel_error.load' },
  // Pushed events keep it fresh while the page is open; it is re-read on reconnect and new rounds.
  staleTime: Infinity,
});

/** `POST /api/wheel/setBet {items, color}`: stakes the owned instances on a colour. */
export async function setWheelBet(input: { items: readonly number[]; color: WheelColour }): Promise<WheelBetDto> {
  const answer = await apiPost('/api/wheel/setBet', { items: input.items, color: input.color }, wheelSetBetResponse, {
    fallbackKey: 'wheel_error.bet',
  });
  return answer.bet;
}
