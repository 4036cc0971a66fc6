import { useEffect } from 'react';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { roundEnded } from '../../../lib/maintenance';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { onServerEvent, onSocketConnect } from '../../../lib/socket';
import { playSound } from '../../../lib/sound';
import { JACKPOT_HISTORY_QUERY_KEY, JACKPOT_QUERY_KEY } from '../api/jackpot.api';
import { clearEvents, recordEvent } from '../event-log';
import { isAhead, reduceJackpot, type JackpotEvent, type JackpotLive } from '../jackpot-state';

/** Re-reads the round; a read already under way is joined, not restarted. */
const refetchRound = () =>
  void queryClient.invalidateQueries({ queryKey: JACKPOT_QUERY_KEY }, { cancelRefetch: false });

/** Staked, won and refunded skins change the inventory: re-read it. */
const refreshInventory = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Writes one event into the cached round; a round the cache has not seen yet needs a new snapshot. */
function apply(event: JackpotEvent): void {
  const now = Date.now();
  recordEvent(event, now);
  const state = queryClient.getQueryData<JackpotLive>(JACKPOT_QUERY_KEY);
  if (!state) return;
  if (isAhead(state, event)) return refetchRound();
  queryClient.setQueryData<JackpotLive>(JACKPOT_QUERY_KEY, reduceJackpot(state, event, now));
}

/**
 * Feeds the cached round from the socket while the jackpot page is open
 * (docs/games/jackpot.md "States", docs/api/socket-events.md "Server to client"): re-reads the
 * snapshot after every (re)connection and when a round opens, applies the round's events, and
 * does what they imply for the rest of the page — sounds, notices, the inventory, the history
 * list, the maintenance reload rule.
 */
export function useJackpotLive(): void {
  const userIdRef = useCurrentUserIdRef();

  useEffect(() => {
    const stops = [
      onSocketConnect(refetchRound),
      onServerEvent('jackpotNewBet', (payload) => apply({ type: 'jackpotNewBet', payload })),
      onServerEvent('jackpotTimer', (payload) => apply({ type: 'jackpotTimer', payload })),
      onServerEvent('startJackpot', (payload) => {
        apply({ type: 'startJackpot', payload });
        if (pageVisible()) playSound('spin');
      }),
      onServerEvent('jackpotResult', (payload) => {
        apply({ type: 'jackpotResult', payload });
        // The winner owns the pot now and every stake left its owner: both inventories changed.
        refreshInventory();
        void queryClient.invalidateQueries({ queryKey: JACKPOT_HISTORY_QUERY_KEY });
        if (payload.winner.id === userIdRef.current) {
          playSound('win');
          if (payload.winner.win !== null)
            notify.success('jackpot.you_won', { amount: formatAmount(payload.winner.win) });
        }
        roundEnded();
      }),
      onServerEvent('newGameJackpot', (payload) => {
        apply({ type: 'newGameJackpot', payload });
        refetchRound();
      }),
      onServerEvent('jackpotVoided', (payload) => {
        apply({ type: 'jackpotVoided', payload });
        refreshInventory();
        notify.info('jackpot.voided');
        roundEnded();
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      clearEvents();
      // Without listeners the cached round goes stale: the next visit starts from a new snapshot.
      queryClient.removeQueries({ queryKey: JACKPOT_QUERY_KEY });
    };
    // The ref is the same object for the hook's life: the listeners are added once.
  }, [userIdRef]);
}
