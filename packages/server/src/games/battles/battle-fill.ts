import { battleRolls, battleSeeds, type BattleDraw } from '@skinbet/shared/fairness/battle';
import { battleOutcome } from '@skinbet/shared/fairness/battle-outcome';
import { battleTeams } from '@skinbet/shared/games/battles/battles.machine';
import type { Transaction } from '../../db/client';
import { findRoundTables, insertRolls, markRunning, type ActiveSeat, type BattleRow } from './battles.repository';

/**
 * The fill (docs/fairness/formulas.md "Case battle"), in the transaction that took the last seat
 * and under the battle row's lock: `seeds` (the seat seeds in seat order), every roll over the
 * table versions stored with the battle, the winning team and the tie draw — all written now, so
 * the outcome is fixed before anyone sees a round, and a restart reveals it and never re-rolls.
 * Status `running`, the first reveal `startDelayMs` from now. Nothing is dealt yet.
 */
export async function fillBattle(
  tx: Transaction,
  battle: BattleRow,
  seats: readonly Pick<ActiveSeat, 'seat' | 'clientSeed'>[],
  startDelayMs: number,
): Promise<void> {
  const ordered = [...seats].sort((a, b) => a.seat - b.seat);
  const seeds = battleSeeds(ordered.map((seat) => seat.clientSeed));
  const tables = await findRoundTables(tx, battle.id);
  if (tables.length !== battle.roundCount) throw new Error(`battle ${battle.id} has ${tables.length} rounds stored`);
  const draw: BattleDraw = {
    secretHash: battle.secretHash,
    publicHash: battle.publicHash,
    battleId: battle.id,
    seeds,
  };
  const rolls = battleRolls(
    draw,
    tables.map((table) => table.entries),
  );
  const outcome = battleOutcome(draw, battleTeams(battle.mode), battle.crazy, rolls);
  await insertRolls(
    tx,
    rolls.map((roll) => ({
      battleId: battle.id,
      round: roll.round,
      seat: roll.seat,
      ticket: roll.ticket,
      itemId: roll.item.itemId,
      itemPrice: roll.item.price,
    })),
  );
  await markRunning(tx, battle.id, {
    seeds,
    winningTeam: outcome.winningTeam,
    tieIndex: outcome.tie?.index ?? null,
    startDelayMs,
  });
}
