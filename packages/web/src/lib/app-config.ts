import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import { apiPost } from './api-client';
import { QUERY_KEYS } from './query-keys';

/**
 * While maintenance is on the config is re-read, so the page notices when it ends
 * (docs/operations/runbook.md "Maintenance").
 */
const MAINTENANCE_POLL_MS = 15_000;

/** `/api/getConfig`: site-wide settings (demo sign-in, currency, maintenance, ban reasons). */
export const configQuery = queryOptions({
  queryKey: QUERY_KEYS.config,
  // The schema (and zod with it) loads with the first request, keeping both out of the first load.
  queryFn: async () => {
    const { appConfigSchema } = await import('@skinbet/shared/schemas/app.schemas');
    return apiPost('/api/getConfig', {}, appConfigSchema, { fallbackKey: 'app_error.load' });
  },
  meta: { errorKey: 'app_error.load' },
  staleTime: Infinity,
  refetchInterval: (query) => (query.state.data?.maintenance ? MAINTENANCE_POLL_MS : false),
});

export function useAppConfig(): AppConfigDto | undefined {
  return useQuery(configQuery).data;
}
