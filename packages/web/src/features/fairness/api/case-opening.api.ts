import { queryOptions } from '@tanstack/react-query';
import { caseOpeningSchema, type CaseOpeningDto } from '@skinbet/shared/schemas/cases.schemas';
import { ApiFailure, apiPost } from '../../../lib/api-client';

/**
 * `POST /api/cases/opening {id}`: one of the signed-in player's openings with the table it used,
 * or null when they have none with that id. Read afresh each time: the seed appears once rotated.
 */
export const caseOpeningQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: ['case-opening', userId, id] as const,
    queryFn: async ({ signal }): Promise<CaseOpeningDto | null> => {
      try {
        return await apiPost('/api/cases/opening', { id }, caseOpeningSchema, {
          fallbackKey: 'cases_error.load_opening',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silent: true },
    staleTime: 0,
  });
