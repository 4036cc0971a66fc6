import { useEffect, useRef } from 'react';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { onServerEvent, onSocketConnect } from '../../../lib/socket';
import { playSound } from '../../../lib/sound';
import { battleKey } from '../api/battles.api';
import { applyBattleRound, isWinnerSeat, viewerSeat, type BattleView } from '../battle-view';

/**
 * Keeps one battle's cached view current while its page is open (docs/games/battles.md "States"):
 * each `battleRound` of it is written into the cache at once (`onRound` then starts that round's
 * reels), each `battleUpdate` of it re-reads the battle (a seat taken or left, the start, the end
 * with every roll and the secret), and so does every (re)connection. When a battle the player sat
 * in ends, their inventory and balance are re-read, with a notice of what they won.
 */
export function useBattleLive(id: number | null, onRound: (round: number) => void): void {
  const userIdRef = useCurrentUserIdRef();
  const onRoundRef = useRef(onRound);
  useEffect(() => {
    onRoundRef.current = onRound;
  }, [onRound]);

  useEffect(() => {
    if (id === null) return;
    const key = battleKey(id);
    const refetch = () => queryClient.refetchQueries({ queryKey: key, exact: true });
    const stops = [
      onSocketConnect(() => void refetch()),
      onServerEvent('battleRound', (payload) => {
        if (payload.id !== id) return;
        const battle = queryClient.getQueryData<BattleView | null>(key);
        const next = battle ? applyBattleRound(battle, payload) : 'refetch';
        if (next === 'refetch') {
          // The start's own update may still be on its way: once read, this round still spins if it is the latest.
          void refetch().then(() => {
            const after = queryClient.getQueryData<BattleView | null>(key);
            if (after?.status === 'running' && after.revealed_rounds === payload.round + 1) {
              onRoundRef.current(payload.round);
            }
          });
          return;
        }
        if (next === null) return;
        queryClient.setQueryData<BattleView | null>(key, next);
        onRoundRef.current(payload.round);
      }),
      onServerEvent('battleUpdate', (update) => {
        if (update.id !== id) return;
        const before = queryClient.getQueryData<BattleView | null>(key)?.status;
        void refetch().then(() => {
          const after = queryClient.getQueryData<BattleView | null>(key);
          if (!after || after.status === before) return;
          if (after.status !== 'finished' && after.status !== 'cancelled') return;
          const seat = viewerSeat(after, userIdRef.current);
          if (seat === null) return;
          // Won items joined the inventory; a cancelled battle refunded the stake.
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
          if (after.status === 'finished' && isWinnerSeat(after, seat)) {
            playSound('win');
            notify.success('battles.you_won', { amount: formatAmount(after.payouts[seat] ?? 0) });
          }
        });
      }),
    ];
    return () => stops.forEach((stop) => stop());
    // The ref is the same object for the hook's life.
  }, [id, userIdRef]);
}
