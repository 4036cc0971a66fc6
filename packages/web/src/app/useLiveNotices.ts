import { useEffect } from 'react';
import { notify } from '../lib/notices';
import { invalidateQuery } from '../lib/query';
import { QUERY_KEYS } from '../lib/query-keys';
import { onServerEvent } from '../lib/socket';

/**
 * Server pushes that are not owned by one feature: a new notice for the user becomes a toast
 * (its `name` is a translation key), and `refreshPage` means maintenance was switched on (SPEC §4).
 */
export function useLiveNotices(): void {
  useEffect(() => {
    const stopNotices = onServerEvent('notification', (notice) => {
      notify.info(notice.name, notice.params);
      void invalidateQuery(QUERY_KEYS.user);
    });
    const stopRefresh = onServerEvent('refreshPage', () => {
      notify.error('app_api.maintenance');
      void invalidateQuery(QUERY_KEYS.config);
    });
    return () => {
      stopNotices();
      stopRefresh();
    };
  }, []);
}
