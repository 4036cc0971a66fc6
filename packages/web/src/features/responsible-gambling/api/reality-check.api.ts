import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  realityCheckResponse,
  type RealityCheckSetRequest,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { RG_KEYS } from './rg-keys';

/** A write's answer is not read: the list is read again after it. */
const ANY_ANSWER = z.unknown();

/**
 * The reality check (docs/product/responsible-gambling.md "Reality checks"): the interval, when this
 * sign-in began, the server's clock, and the session's play so far. Read again each time a reminder
 * shows, so its figures are fresh.
 */
export const realityCheckQuery = queryOptions({
  queryKey: RG_KEYS.realityCheck,
  queryFn: () => apiPost('/api/user/realityCheck/get', {}, realityCheckResponse, { fallbackKey: 'responsible.error' }),
  meta: { silent: true },
  staleTime: Infinity,
});

/** Chooses the reminder's interval (15, 30 or 60 minutes). */
export async function setRealityCheck(request: RealityCheckSetRequest): Promise<void> {
  await apiPost('/api/user/realityCheck/set', request, ANY_ANSWER, {
    fallbackKey: 'responsible.error',
  });
  await queryClient.invalidateQueries({ queryKey: RG_KEYS.realityCheck });
}
