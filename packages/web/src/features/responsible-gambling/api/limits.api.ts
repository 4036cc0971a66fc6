import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  limitsGetResponse,
  type LimitsCancelRequest,
  type LimitsSetRequest,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { apiPost } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { RG_KEYS } from './rg-keys';

/** A write's answer is not read: the list is read again after it. */
const ANY_ANSWER = z.unknown();

/**
 * A player's deposit, loss and wager limits (docs/product/responsible-gambling.md "Limits"): all
 * nine slots with what each window has used; setting or lowering is at once, raising or removing
 * waits 24 hours as a pending change the player may cancel.
 */
export const limitsQuery = queryOptions({
  queryKey: RG_KEYS.limits,
  queryFn: () => apiPost('/api/user/limits/get', {}, limitsGetResponse, { fallbackKey: 'responsible.error' }),
  meta: { errorKey: 'responsible.error' },
});

/** Sets, lowers, raises or removes (`amount` null) one limit; the list is read again after. */
export async function setLimit(request: LimitsSetRequest): Promise<void> {
  await apiPost('/api/user/limits/set', request, ANY_ANSWER, {
    fallbackKey: 'responsible.error',
  });
  await queryClient.invalidateQueries({ queryKey: RG_KEYS.limits });
}

/** Drops a pending raise or removal. */
export async function cancelLimitChange(request: LimitsCancelRequest): Promise<void> {
  await apiPost('/api/user/limits/cancel', request, ANY_ANSWER, {
    fallbackKey: 'responsible.error',
  });
  await queryClient.invalidateQueries({ queryKey: RG_KEYS.limits });
}
