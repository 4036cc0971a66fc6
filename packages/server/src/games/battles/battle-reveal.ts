import { battleSeatCount, battleTeams, type BattleMode } from '@skinbet/shared/games/battles/battles.machine';
import type { BattleRollDto, BattleRoundPayload } from '@skinbet/shared/games/battles/battles.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Emitter } from '../../realtime/emitter';
import { listBattleRolls, revealNextRound, type BattleRollRow } from './battles-lifecycle.repository';

/** A stored roll as the wire shows it (amounts in currency units). */
export function presentRevealedRoll(roll: BattleRollRow): BattleRollDto {
  return {
    round: roll.round,
    seat: roll.seat,
    ticket: roll.ticket,
    item: {
      id: roll.item.id,
      name: roll.item.name,
      market_hash_name: roll.item.marketHashName,
      image: roll.item.image,
      rarity_color: roll.item.rarityColor,
      price: centsToAmount(roll.itemPrice),
    },
  };
}

/** Each seat's and each team's total (cents) over `rolls`: what the seats dropped so far. */
export function totalsOf(mode: BattleMode, rolls: readonly Pick<BattleRollRow, 'seat' | 'itemPrice'>[]) {
  const seatTotals = new Array<number>(battleSeatCount(mode)).fill(0);
  for (const roll of rolls) seatTotals[roll.seat]! += roll.itemPrice;
  const teamTotals = battleTeams(mode).map((team) => team.reduce((sum, seat) => sum + seatTotals[seat]!, 0));
  return { seatTotals, teamTotals };
}

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
        rolls: shown.filter((roll) => roll.round === round).map(presentRevealedRoll),
        seat_totals: seatTotals.map(centsToAmount),
        team_totals: teamTotals.map(centsToAmount),
      };
      afterCommit(() => emitter.toAll('battleRound', payload));
      return true;
    });
  };
}

export type BattleReveal = ReturnType<typeof createBattleReveal>;
