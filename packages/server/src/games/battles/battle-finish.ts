import { battleTeams, dealBattleItems } from '@skinbet/shared/games/battles/battles.machine';
import type { Database, Transaction } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import { stock } from '../../modules/items/storehouse/stock.service';
import type { SettlementService } from '../../modules/ledger/settlement/settlement.service';
import {
  listBattleRolls,
  listTakenSeats,
  lockBattleToFinish,
  markBattleFinished,
  markRollDealt,
  markSeatSettled,
  type BattleRollRow,
} from './battles-lifecycle.repository';
import { seatReference } from './battle-stakes';
import type { BattleAnnouncer } from './battles.presenter';

type TakenSeat = Awaited<ReturnType<typeof listTakenSeats>>[number];

/**
 * Hands out the items a finished battle dropped (docs/games/battles.md "Bets and items") by the
 * published rule (`dealBattleItems`): one unit of each item dealt to a player seat is taken from
 * the storehouse's stock (a drop never depends on stock, as a case opening's does not) and granted
 * to that player as a won item; an item dealt to a bot seat is not granted — it stays with the
 * house. Every roll records its `to_seat` and the instance a player received. Answers the value
 * (cents) each player seat received.
 */
async function dealItems(
  tx: Transaction,
  inventory: InventoryService,
  battle: { id: number; winners: readonly number[] },
  rolls: readonly BattleRollRow[],
  seats: ReadonlyMap<number, TakenSeat>,
): Promise<Map<number, number>> {
  const dealt = dealBattleItems(
    battle.winners,
    rolls.map((roll) => ({ round: roll.round, seat: roll.seat, item: { price: roll.itemPrice }, roll })),
  );
  const toPlayers = dealt.filter((deal) => seats.get(deal.seat)?.userId != null);
  // Catalog rows in ascending id: the stock's lock order (modules/items/storehouse/stock.service.ts).
  for (const deal of [...toPlayers].sort((a, b) => a.roll.roll.itemId - b.roll.roll.itemId)) {
    await stock.takeOne(tx, deal.roll.roll.itemId);
  }
  const received = new Map<number, number>();
  for (const { seat, roll: dealtRoll } of dealt) {
    const { roll } = dealtRoll;
    const userId = seats.get(seat)?.userId ?? null;
    let inventoryItemId: number | null = null;
    if (userId !== null) {
      [inventoryItemId = null] = await inventory.grant(tx, {
        userId,
        itemIds: [roll.itemId],
        reason: 'battle_win',
        reference: `battle:${battle.id}`,
        isWonItem: true,
      });
      received.set(seat, (received.get(seat) ?? 0) + roll.itemPrice);
    }
    await markRollDealt(tx, { battleId: battle.id, round: roll.round, seat: roll.seat, toSeat: seat, inventoryItemId });
  }
  return received;
}

/**
 * Ends a battle whose last round was revealed and whose last reel has run (docs/games/battles.md
 * "States"), in one transaction on the locked battle row: the items dealt, every player seat's
 * wager settled once through the settlement pipeline — its cost, waiting in `battle_stakes`, goes
 * to the game's result, the value it received comes back out of it — and the battle marked
 * finished; `battleUpdate` to everyone after commit. Bot seats paid nothing and receive nothing:
 * what they were dealt never left the house. The outcome (winning team, tie draw) was fixed when
 * the battle filled; nothing is drawn here.
 */
export function createBattleFinish(deps: {
  db: Database;
  inventory: InventoryService;
  settlement: SettlementService;
  announce: BattleAnnouncer;
}) {
  const { db, inventory, settlement } = deps;

  /** Finishes battle `battleId` if it is due; false when it was not (or was finished elsewhere). */
  return async function finishBattle(battleId: number): Promise<boolean> {
    return inTransaction(db, async (tx, afterCommit) => {
      const battle = await lockBattleToFinish(tx, battleId);
      if (!battle) return false;
      if (battle.winningTeam === null) throw new Error(`battle ${battleId} is running without an outcome`);
      const winners = battleTeams(battle.mode)[battle.winningTeam];
      if (!winners) throw new Error(`battle ${battleId} has no team ${battle.winningTeam}`);
      const seats = await listTakenSeats(tx, battleId);
      const bySeat = new Map(seats.map((seat) => [seat.seat, seat]));
      const rolls = await listBattleRolls(tx, battleId);
      const received = await dealItems(tx, inventory, { id: battleId, winners }, rolls, bySeat);

      // User-keyed work in ascending user id (the lock order of balances and their consumers).
      const players = seats.filter((seat) => seat.userId !== null).sort((a, b) => a.userId! - b.userId!);
      for (const seat of players) {
        // Settled once: a seat already marked has its wager (settle would refuse a second one too).
        if (!(await markSeatSettled(tx, seat.id))) continue;
        await settlement.settle(tx, afterCommit, {
          game: 'battles',
          betRef: String(seat.id),
          roundId: null,
          userId: seat.userId!,
          stake: { items: 0, money: seat.cost },
          stakeHeldIn: 'battle_stakes',
          payout: { items: received.get(seat.seat) ?? 0, money: 0 },
          outcome: winners.includes(seat.seat) ? 'won' : 'lost',
          reference: seatReference(seat.id),
        });
      }
      await markBattleFinished(tx, battleId);
      await deps.announce(tx, afterCommit, battleId);
      return true;
    });
  };
}

export type BattleFinish = ReturnType<typeof createBattleFinish>;
