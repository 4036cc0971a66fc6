import { useEffect } from 'react';
import { useCurrentUserIdRef } from '../lib/current-user';
import { subscribeEngagement } from '../lib/engagement-live';
import { queryClient } from '../lib/query-client';

/**
 * Keeps the giveaway, jackpot-bonus and tournament caches in step with the socket for the page's
 * whole life (lib/engagement-live), whichever screen is open. Loaded lazily by the app shell, after
 * the first render, so it costs the first load nothing.
 */
export function EngagementLive() {
  const userIdRef = useCurrentUserIdRef();
  useEffect(() => subscribeEngagement(queryClient, () => userIdRef.current), [userIdRef]);
  return null;
}

export default EngagementLive;
