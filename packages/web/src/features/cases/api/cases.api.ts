import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  caseOneResponse,
  caseOpenResponse,
  caseOpeningsListResponse,
  caseSeedRotateResponse,
  caseSeedsSchema,
  casesListResponse,
  type CaseDetailDto,
  type CaseOpenResponse,
  type CaseSeedsDto,
} from '@skinbet/shared/schemas/cases.schemas';
import { siteSaleResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { ApiFailure, apiGet, apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { sortCases } from '../case-view';

/** `GET /api/cases/get` (docs/api/http.md "Calls"): the grid, priority ascending. */
export const casesListQuery = queryOptions({
  queryKey: ['cases'],
  queryFn: async ({ signal }) =>
    sortCases((await apiGet('/api/cases/get', casesListResponse, { fallbackKey: 'cases_error.load', signal })).cases),
  meta: { errorKey: 'cases_error.load' },
  staleTime: 60_000,
});

/**
 * `GET /api/cases/getOne?id=`: the case with its contents and current odds table, or null when
 * there is no such case (a "not found" page, not an error notice).
 */
export const caseQuery = (id: number) =>
  queryOptions({
    queryKey: ['case', id] as const,
    queryFn: async ({ signal }): Promise<CaseDetailDto | null> => {
      try {
        return (
          await apiGet(`/api/cases/getOne?id=${id}`, caseOneResponse, { fallbackKey: 'cases_error.load_case', signal })
        ).box;
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorKey: 'cases_error.load_case' },
    staleTime: 60_000,
  });

/**
 * `POST /api/cases/open {id, count}` (docs/games/cases.md "Multi-open"): `winItems`, one won item
 * and what decided it per opening, and the new balance.
 */
export function openCase({ id, count }: { id: number; count: number }): Promise<CaseOpenResponse> {
  return apiPost('/api/cases/open', { id, count }, caseOpenResponse, { fallbackKey: 'cases_error.open' });
}

/**
 * `POST /api/withdraws/sell {items: [myId]}`: a drop sold to the site (docs/games/cases.md
 * "Selling a drop"), the same call as the inventory's "Withdraw → Sell to the site". The balance
 * comes from the answer; the inventory is re-read (the skin is gone).
 */
export async function sellDropToSite(myId: number): Promise<{ amount: number }> {
  const answer = await apiPost('/api/withdraws/sell', { items: [myId] }, siteSaleResponse, {
    fallbackKey: 'inventory_error.send_take_withdraw',
  });
  setCachedBalance(answer.balance);
  await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
  return { amount: answer.amount };
}

/** The signed-in player's seeds and openings are theirs: cached per user, never shown to the next one. */
export const caseSeedsKey = (userId: number) => ['case-seeds', userId] as const;
export const caseOpeningsKey = (userId: number) => ['case-openings', userId] as const;

/** `POST /api/cases/seeds`: the current server seed's hash, the client seed and the next nonce. */
export const caseSeedsQuery = (userId: number) =>
  queryOptions({
    queryKey: caseSeedsKey(userId),
    queryFn: ({ signal }) =>
      apiPost('/api/cases/seeds', {}, caseSeedsSchema, { fallbackKey: 'cases_error.seeds', signal }),
    meta: { errorKey: 'cases_error.seeds' },
    // Openings and seed changes write into it (useCaseOpening, SeedPanel).
    staleTime: Infinity,
  });

/** `POST /api/cases/seeds/client {client_seed}`: the seeds with the new client seed. */
export function saveClientSeed(clientSeed: string): Promise<CaseSeedsDto> {
  return apiPost('/api/cases/seeds/client', { client_seed: clientSeed }, caseSeedsSchema, {
    fallbackKey: 'cases_error.save_seed',
  });
}

/** The server seed a rotation retired, now revealed, with the client seed and nonces it served. */
export type RevealedSeedDto = z.infer<typeof caseSeedRotateResponse>['previous'];

/** `POST /api/cases/seeds/rotate`: the previous server seed, revealed, and the new seeds. */
export function rotateSeeds() {
  return apiPost('/api/cases/seeds/rotate', {}, caseSeedRotateResponse, { fallbackKey: 'cases_error.rotate' });
}

/** `POST /api/cases/openings`: the player's latest openings, newest first, each verifiable. */
export const caseOpeningsQuery = (userId: number) =>
  queryOptions({
    queryKey: caseOpeningsKey(userId),
    queryFn: async ({ signal }) =>
      (
        await apiPost('/api/cases/openings', {}, caseOpeningsListResponse, {
          fallbackKey: 'cases_error.openings',
          signal,
        })
      ).openings,
    meta: { errorKey: 'cases_error.openings' },
  });
