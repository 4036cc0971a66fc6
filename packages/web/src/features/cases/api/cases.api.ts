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
import { ApiFailure, apiGet, apiPost } from '../../../lib/api-client';
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

/** `POST /api/cases/open {id}`: the won item, what decided it, and the new balance. */
export function openCase(id: number): Promise<CaseOpenResponse> {
  return apiPost('/api/cases/open', { id }, caseOpenResponse, { fallbackKey: 'cases_error.open' });
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
