import { useEffect } from 'react';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { useSelectionStore } from '../../../lib/inventory';
import { roundEnded } from '../../../lib/maintenance';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { configQuery } from '../../../lib/app-config';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { emitToServer, onServerEvent, onSocketConnect } from '../../../lib/socket';
import { playSound } from '../../../lib/sound';
import { takePayout } from '../bet-rules';
import { toHundredths, type CrashEvent } from '../crash-state';
import { formatMultiplier } from '../format';
import { betAnswered, takeAnswered } from './crash-actions';
import { useCrashStore } from './crash-store';

const apply = (event: CrashEvent) => useCrashStore.getState().apply(event, Date.now());

/** Staked, won and refunded skins change the inventory: re-read it. */
const refreshInventory = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Feeds the crash store from the socket while the crash page is open
 * (docs/games/crash.md "States", docs/api/socket-events.md "Client to server"): asks for a
 * snapshot (`getGame`) on entry and after every reconnect, applies the round's events, and does
 * what they imply for the rest of the page — sounds, notices, the inventory, the maintenance
 * reload rule.
 */
export function useCrashLive(): void {
  const userIdRef = useCurrentUserIdRef();

  useEffect(() => {
    const stops = [
      onSocketConnect(() => emitToServer('getGame')),
      onServerEvent('crashInit', (payload) => apply({ type: 'crashInit', payload })),
      onServerEvent('crashStartTimer', (payload) => apply({ type: 'crashStartTimer', payload })),
      onServerEvent('crashStart', (payload) => apply({ type: 'crashStart', payload })),
      onServerEvent('crashMultiplier', (payload) => apply({ type: 'crashMultiplier', payload })),
      onServerEvent('crashEnd', (payload) => {
        const watched = useCrashStore.getState().sawRun;
        apply({ type: 'crashEnd', payload });
        takeAnswered();
        if (watched && pageVisible()) playSound('crash');
        refreshInventory();
        roundEnded();
      }),
      onServerEvent('crashVoided', (payload) => {
        apply({ type: 'crashVoided', payload });
        takeAnswered();
        refreshInventory();
        roundEnded();
      }),
      onServerEvent('clearBets', () => apply({ type: 'clearBets', payload: undefined })),
      onServerEvent('newBets', (payload) => {
        apply({ type: 'newBets', payload });
        // Settlement: the player's won item (or refunded stake) is in the inventory now.
        if (payload.bets.some((bet) => bet.user.id === userIdRef.current && bet.is_win !== 0)) refreshInventory();
      }),
      onServerEvent('crashLoaderItem', (payload) => apply({ type: 'crashLoaderItem', payload })),
      onServerEvent('successBet', (payload) => {
        apply({ type: 'successBet', payload });
        betAnswered();
        useSelectionStore.getState().clear();
        playSound('bet');
        notify.info('crash.bet_placed');
        refreshInventory();
      }),
      onServerEvent('errorBet', (payload) => {
        betAnswered();
        // A responsible-gambling refusal carries its {left} or {until} (lib/rg-notices formats them).
        notify.fail(payload.message, payload.params);
      }),
      onServerEvent('successTake', (payload) => {
        const { bet } = payload;
        apply({ type: 'successTake', payload });
        takeAnswered();
        playSound('take');
        const at = bet.multiplier === null ? null : toHundredths(bet.multiplier);
        if (at !== null) {
          // A payout still on its way (settled later) is shown as the rules will pay it.
          const maxWin = queryClient.getQueryData(configQuery.queryKey)?.crash.max_win ?? null;
          const amount = bet.win ?? takePayout(bet.bank, at, maxWin);
          notify.info('crash.taken', { multiplier: formatMultiplier(at), amount: formatAmount(amount) });
        }
        refreshInventory();
      }),
      onServerEvent('errorTake', (payload) => {
        takeAnswered();
        notify.fail(payload.message, payload.params);
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      useCrashStore.getState().reset();
    };
    // The ref is the same object for the hook's life: the listeners are added once.
  }, [userIdRef]);
}
