import { queryOptions } from '@tanstack/react-query';
import { crashGameSchema, type CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';
import { ApiFailure, apiPost } from '../../../lib/api-client';

/**
 * `/api/crash/getGame {id}`: one round with its bets, and its secret once it has ended. A round
 * that does not exist is an answer (null: the page says so), not a failure notice.
 */
async function fetchCrashGame(id: number, signal: AbortSignal): Promise<CrashGameDto | null> {
  try {
    return await apiPost('/api/crash/getGame', { id }, crashGameSchema, {
      fallbackKey: 'crash_error.load_game_info',
      signal,
    });
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

export function crashGameQuery(id: number) {
  return queryOptions({
    queryKey: ['crash-game', id],
    queryFn: ({ signal }) => fetchCrashGame(id, signal),
    meta: { errorKey: 'crash_error.load_game_info' },
    // A finished round never changes; one still running is re-read when the page is reopened.
    staleTime: (query) => (query.state.data?.ended_at ? Infinity : 0),
  });
}

/** A route parameter that can be a round id, else null. */
export function parseRoundId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
