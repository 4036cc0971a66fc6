import type { BattleRoundPayload } from '@skinbet/shared/games/battles/battles.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Emitter } from '../../realtime/emitter';
import { listBattleRolls, revealNextRound } from './battles-lifecycle.repository';
import { presentRoll, totalsOf } from './battles.presenter';

/**
 * Reveals battles' rounds one at a time (docs/games/battles.md "States"): every roll was written
 * when the last seat filled, so a reveal only moves the battle's count of shown rounds on and sets
 * the next reveal `roundMs` later on the database clock. After it commits, everyone hears
 * `battleRound` with the round's rolls and the totals over the rounds shown so far.
 */
export function createBattleReveal(deps: { db: Database; emitter: Emitter; roundMs: number }) {
  const { db, emitter, roundMs } = deps;

  /** Reveals the next round of battle `battleId` if its time has come; false when it had not (or was done elsewhere). */
  return async function revealRound(battleId: number): Promise<boolean> {
    return inTransaction(db, async (tx, afterCommit) => {
      const battle = await revealNextRound(tx, battleId, roundMs);
      if (!battle) return false;
      const shown = await listBattleRolls(tx, battleId, battle.revealedRounds);
      const round = battle.revealedRounds - 1;
      const { seatTotals, teamTotals } = totalsOf(battle.mode, shown);
      const payload: BattleRoundPayload = {
        id: battleId,
        round,
        rolls: shown.filter((roll) => roll.round === round).map(presentRoll),
        seat_totals: seatTotals.map(centsToAmount),
        team_totals: teamTotals.map(centsToAmount),
      };
      afterCommit(() => emitter.toAll('battleRound', payload));
      return true;
    });
  };
}

export type BattleReveal = ReturnType<typeof createBattleReveal>;
