import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { configQuery } from '../lib/app-config';
import { useCurrentUser, useUserSync } from '../lib/current-user';
import { maintenanceStarted, scheduleReload } from '../lib/maintenance';
import { dismissAllNotices, notify } from '../lib/notices';
import { queryClient } from '../lib/query-client';
import { onServerEvent } from '../lib/socket';
import { useUiStore } from '../lib/ui-store';
import { refreshAfterNotice } from '../lib/notice-effects';
import { notificationParams } from '../lib/wallet-notices';

/**
 * App start and the pushes no single feature owns
 * (docs/product/screens.md "Notices"): the session check and 5 s user
 * poll, the config, notices pushed by the server, maintenance (`refreshPage`, and the reload once
 * it ends), and Escape closing modals, panels, the nav and notices
 * (docs/product/screens.md "Layout").
 */
export function useAppStart(): void {
  useUserSync();
  const maintenance = useQuery(configQuery).data?.maintenance;
  const userId = useCurrentUser().user?.id;
  const wasInMaintenance = useRef(false);

  // App start: with a session, the inventory is loaded up front, whichever page opened. Its module
  // (and the schemas it parses with) is imported here, not statically: a guest's first load has no use for it.
  useEffect(() => {
    if (userId === undefined) return;
    void import('../lib/inventory').then(({ inventoryQuery }) => queryClient.prefetchQuery(inventoryQuery));
  }, [userId]);

  useEffect(() => {
    if (maintenance) wasInMaintenance.current = true;
    else if (maintenance === false && wasInMaintenance.current) scheduleReload();
  }, [maintenance]);

  useEffect(() => {
    const stopNotices = onServerEvent('notification', (notice) => {
      notify.info(notice.name, notificationParams(notice.params));
      // docs/money/withdrawals.md "Statuses": a cancelled withdrawal (and any other wallet news) reloads the inventory
      // and user;
      // a won skin reloads the inventory; the rest the user (its balance and notices).
      void refreshAfterNotice(notice);
    });
    const stopRefresh = onServerEvent('refreshPage', () => {
      notify.error('app_api.maintenance');
      maintenanceStarted();
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      useUiStore.getState().reset();
      dismissAllNotices();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      stopNotices();
      stopRefresh();
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}
