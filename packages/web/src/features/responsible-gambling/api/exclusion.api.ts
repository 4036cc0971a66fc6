import { queryOptions } from '@tanstack/react-query';
import { exclusionResponse, type ExclusionSetRequest } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { RG_KEYS } from './rg-keys';

/** The banner's re-read: an exclusion that ends while the page is open stops showing within this. */
export const EXCLUSION_POLL_MS = 60_000;

/**
 * The time-out or self-exclusion closing play now (docs/product/responsible-gambling.md
 * "Time-out and self-exclusion"), `kind` null when none.
 */
export const exclusionQuery = queryOptions({
  queryKey: RG_KEYS.exclusion,
  queryFn: () => apiPost('/api/user/exclusion/get', {}, exclusionResponse, { fallbackKey: 'responsible.error' }),
  meta: { silent: true },
  staleTime: EXCLUSION_POLL_MS,
});

/** Starts a time-out or a self-exclusion: it cannot be shortened or lifted early. */
export async function startExclusion(request: ExclusionSetRequest): Promise<void> {
  const answer = await apiPost('/api/user/exclusion/set', request, exclusionResponse, {
    fallbackKey: 'responsible.error',
  });
  queryClient.setQueryData(RG_KEYS.exclusion, answer);
}

/** Asks to reopen play after a self-exclusion's period: it opens 24 hours later. */
export async function requestReopen(): Promise<void> {
  const answer = await apiPost('/api/user/exclusion/reopen', {}, exclusionResponse, {
    fallbackKey: 'responsible.error',
  });
  queryClient.setQueryData(RG_KEYS.exclusion, answer);
}
