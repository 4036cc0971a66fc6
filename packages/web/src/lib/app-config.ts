import { appConfigSchema, type AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import { apiPost } from './api-client';
import { defineQuery, useQuery } from './query';
import { QUERY_KEYS } from './query-keys';

/** `/api/getConfig`: site-wide settings (demo sign-in, currency, maintenance). */
export const configQuery = defineQuery<AppConfigDto>({
  key: QUERY_KEYS.config,
  fetch: () => apiPost('/api/getConfig', {}, appConfigSchema, { fallbackKey: 'app_error.load' }),
  errorKey: 'app_error.load',
});

export function useAppConfig(): AppConfigDto | undefined {
  return useQuery(configQuery).data;
}
