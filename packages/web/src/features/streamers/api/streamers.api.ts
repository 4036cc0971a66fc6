import { useQuery } from '@tanstack/react-query';
import { youtubersResponseSchema } from '@skinbet/shared/schemas/streamers.schemas';
import { apiGet } from '../../../lib/api-client';

/** Only this feature reads the list, so its cache key lives here rather than in lib/query-keys. */
const STREAMERS_KEY = ['streamers'] as const;

/** `GET /api/youtubers` (docs/api/http.md "Calls"): the streamers panel's list, ordered by name. */
export function useStreamers() {
  return useQuery({
    queryKey: STREAMERS_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet('/api/youtubers', youtubersResponseSchema, { fallbackKey: 'youtuber_error.load', signal }))
        .youtubers,
    // The list changes when an admin flags a streamer: a minute of staleness is invisible.
    staleTime: 60_000,
    meta: { errorKey: 'youtuber_error.load' },
  });
}
