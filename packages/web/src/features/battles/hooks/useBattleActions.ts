import { useMutation } from '@tanstack/react-query';
import type { BattleActionResponse } from '@skinbet/shared/games/battles/battles.schemas';
import { setCachedBalance } from '../../../lib/balance';
import { queryClient } from '../../../lib/query-client';
import { battleKey, callBattleBots, joinBattle, leaveBattle } from '../api/battles.api';
import { newerBattle, type BattleView } from '../battle-view';
import { randomBattleSeed } from '../battle-seed';

/** An action's answer: the balance moves at once, and the battle page shows the battle as it now is. */
export function storeBattleAnswer(answer: BattleActionResponse): void {
  setCachedBalance(answer.balance);
  queryClient.setQueryData<BattleView | null>(battleKey(answer.battle.id), (cached) =>
    newerBattle(cached, { ...answer.battle, received_at: Date.now() }),
  );
}

/**
 * The seat actions on a battle (docs/games/battles.md "Bets and items"): take a seat with a fresh
 * random seed, call the house's bots (creator), leave before the start (refunded; the creator's
 * leave cancels the battle). Refusals (`battles_api.*`, the stake gate's) become notices through
 * the mutation cache, in the errors namespace as everywhere.
 */
export function useBattleActions(onJoined?: (battleId: number) => void) {
  const join = useMutation({
    mutationFn: ({ id, seat }: { id: number; seat: number }) =>
      joinBattle({ id, seat, client_seed: randomBattleSeed() }),
    meta: { errorKey: 'battles_error.join' },
    onSuccess: (answer) => {
      storeBattleAnswer(answer);
      onJoined?.(answer.battle.id);
    },
  });
  const callBots = useMutation({
    mutationFn: callBattleBots,
    meta: { errorKey: 'battles_error.call_bots' },
    onSuccess: storeBattleAnswer,
  });
  const leave = useMutation({
    mutationFn: leaveBattle,
    meta: { errorKey: 'battles_error.leave' },
    onSuccess: (answer, id) => {
      setCachedBalance(answer.balance);
      void queryClient.invalidateQueries({ queryKey: battleKey(id) });
    },
  });
  const busy = join.isPending || callBots.isPending || leave.isPending;
  return { join, callBots, leave, busy };
}
