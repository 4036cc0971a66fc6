import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { topResponse, type TopRequest } from '@skinbet/shared/schemas/top.schemas';
import { apiPost } from '../../../lib/api-client';

/** A ranking changes with every settled bet; a short staleness keeps switching tabs cheap. */
const TOP_STALE_MS = 30_000;

/** `POST /api/top {by, period}` (public): at most 50 players, by amount won or best ratio. */
export function useTop(request: TopRequest) {
  return useQuery({
    queryKey: ['top', request.by, request.period],
    queryFn: ({ signal }) => apiPost('/api/top', request, topResponse, { fallbackKey: 'top_error.load', signal }),
    meta: { errorKey: 'top_error.load' },
    staleTime: TOP_STALE_MS,
    // The old table stays while another tab's loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
