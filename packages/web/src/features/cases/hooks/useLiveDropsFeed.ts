import { useEffect } from 'react';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { onServerEvent } from '../../../lib/socket';
import { useLiveDropsStore } from './live-drops-store';

/** Feeds the live-drop store from `casesLiveDrop` (sent to everyone) while the strip is mounted. */
export function useLiveDropsFeed(): void {
  const userIdRef = useCurrentUserIdRef();
  const receive = useLiveDropsStore((state) => state.receive);
  useEffect(() => onServerEvent('casesLiveDrop', (drop) => receive(drop, userIdRef.current)), [receive, userIdRef]);
}
