import type { AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import { queryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

/**
 * docs/operations/runbook.md "Maintenance": maintenance is switched on by the
 * server's `refreshPage` event; when a round ends during maintenance, or maintenance is
 * switched off again, the page reloads after 5 seconds so the player gets the new build and a
 * clean state.
 */
export const MAINTENANCE_RELOAD_DELAY_MS = 5000;

let reloadTimer: ReturnType<typeof setTimeout> | undefined;

export function isMaintenanceOn(): boolean {
  return queryClient.getQueryData<AppConfigDto>(QUERY_KEYS.config)?.maintenance === true;
}

/** Marks maintenance on in the cached config (the banner appears) after a `refreshPage` push. */
export function maintenanceStarted(): void {
  queryClient.setQueryData<AppConfigDto>(QUERY_KEYS.config, (config) => config && { ...config, maintenance: true });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.config });
}

/** Schedules the one reload (later calls do not push it back). */
export function scheduleReload(reload: () => void = () => window.location.reload()): void {
  reloadTimer ??= setTimeout(reload, MAINTENANCE_RELOAD_DELAY_MS);
}

/** Game features call this on their round-end event. */
export function roundEnded(reload?: () => void): void {
  if (isMaintenanceOn()) scheduleReload(reload);
}
