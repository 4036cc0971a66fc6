import { useEffect } from 'react';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { roundEnded } from '../../../lib/maintenance';
import { formatAmount, sumAmounts } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { onServerEvent, onSocketConnect } from '../../../lib/socket';
import { playSound } from '../../../lib/sound';
import { WHEEL_QUERY_KEY } from '../api/wheel.api';
import { clearEvents, recordEvent } from '../event-log';
import { isAhead, ownBets, reduceWheel, type WheelEvent, type WheelLive } from '../wheel-state';

/** Re-reads the round; a read already under way is joined, not restarted. */
const refetchRound = () => void queryClient.invalidateQueries({ queryKey: WHEEL_QUERY_KEY }, { cancelRefetch: false });

/** Staked, won and refunded skins change the inventory: re-read it. */
const refreshInventory = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Writes one event into the cached round; a round the cache has not seen yet needs a new snapshot. */
function apply(event: WheelEvent): WheelLive | undefined {
  const now = Date.now();
  recordEvent(event, now);
  const state = queryClient.getQueryData<WheelLive>(WHEEL_QUERY_KEY);
  if (!state) return undefined;
  if (isAhead(state, event)) {
    refetchRound();
    return undefined;
  }
  const next = reduceWheel(state, event, now);
  queryClient.setQueryData<WheelLive>(WHEEL_QUERY_KEY, next);
  return next;
}

/**
 * Feeds the cached round from the socket while the wheel page is open
 * (docs/games/wheel.md "States", docs/api/socket-events.md "Server to client"): re-reads the
 * snapshot after every (re)connection and when a round opens, applies the round's events, and
 * does what they imply for the rest of the page — the win sound when the spin ends, a notice for
 * the player's win, the inventory, the maintenance reload rule. The disc plays its own ticks.
 */
export function useWheelLive(): void {
  const userIdRef = useCurrentUserIdRef();

  useEffect(() => {
    const stops = [
      onSocketConnect(refetchRound),
      onServerEvent('wheelNewBet', (payload) => apply({ type: 'wheelNewBet', payload })),
      onServerEvent('wheelTimer', (payload) => apply({ type: 'wheelTimer', payload })),
      onServerEvent('startWheel', (payload) => {
        const state = apply({ type: 'startWheel', payload });
        if (payload.ms > 1) return;
        // docs/games/wheel.md "States": `ms = 1` ends the spin with the win sound.
        if (pageVisible()) playSound('win');
        const own = state ? ownBets(state, userIdRef.current).bets : [];
        if (own.length === 0) return roundEnded();
        // Won skins arrived, lost ones left for good: the player's inventory changed.
        refreshInventory();
        const won = own.filter((bet) => bet.is_win === 1 && bet.win !== null);
        if (won.length > 0)
          notify.success('wheel.you_won', { amount: formatAmount(sumAmounts(won.map((bet) => bet.win!))) });
        roundEnded();
      }),
      onServerEvent('newGameWheel', (payload) => {
        apply({ type: 'newGameWheel', payload });
        refetchRound();
      }),
      onServerEvent('wheelVoided', (payload) => {
        apply({ type: 'wheelVoided', payload });
        refreshInventory();
        notify.info('wheel.voided');
        roundEnded();
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      clearEvents();
      // Without listeners the cached round goes stale: the next visit starts from a new snapshot.
      queryClient.removeQueries({ queryKey: WHEEL_QUERY_KEY });
    };
    // The ref is the same object for the hook's life: the listeners are added once.
  }, [userIdRef]);
}
