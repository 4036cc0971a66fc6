import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import { houseAccount, userAccount, type MoneyService } from '../../modules/ledger/money/money.service';
import type { StakeGate } from '../stakes';
import type { BattleAnnouncer } from './battles.presenter';
import { findActiveSeats, lockBattle, markCancelled, markSeatRefunded } from './battles.repository';

/** The reference of a seat's transfers and wager (`battle_seat:<seat row id>`). */
export const seatReference = (seatId: number) => `battle_seat:${seatId}`;

export type BattleStakes = ReturnType<typeof createBattleStakes>;

/**
 * A seat's money (docs/games/battles.md "Bets and items"): its cost leaves the player's balance
 * when the seat is taken and waits in the house account `battle_stakes` — through the stake gate,
 * under the seat row's id as the bet — until the battle settles it (battle-finish.ts, with
 * `stakeHeldIn`) or the seat is refunded, once, when it is left or the battle is cancelled.
 * Bots' seats move no money: bots are the house.
 */
export function createBattleStakes(deps: { money: MoneyService; stakeGate: StakeGate; announce: BattleAnnouncer }) {
  const { money, stakeGate } = deps;

  /** Refunds a player's seat once (a second call, or a settled seat, changes nothing); answers whether it did. */
  async function refundSeat(
    tx: Transaction,
    afterCommit: AfterCommit,
    seat: { id: number; userId: number | null; cost: number },
    options: { leave: boolean },
  ): Promise<boolean> {
    if (seat.userId === null) return false;
    if (!(await markSeatRefunded(tx, seat.id, options))) return false;
    await money.transfer(tx, afterCommit, {
      kind: 'refund',
      from: houseAccount('battle_stakes'),
      to: userAccount(seat.userId),
      amount: seat.cost,
      reference: seatReference(seat.id),
      idempotencyKey: `${seatReference(seat.id)}:refund`,
    });
    // Handed back: counted neither as wagered nor as lost (docs/money/settlement.md "Responsible-gambling gate").
    await stakeGate.releaseStake(tx, { game: 'battles', betRef: String(seat.id) });
    return true;
  }

  return {
    /**
     * A player's seat paid: the stake admitted by the gate (its `rg_api.*` refusal rolls the seat
     * back), then the cost moved to `battle_stakes` (refused with `battles_api.insufficient_funds`).
     */
    async collectSeat(
      tx: Transaction,
      afterCommit: AfterCommit,
      seat: { id: number; userId: number; cost: number },
    ): Promise<void> {
      await stakeGate.admitStake(tx, {
        userId: seat.userId,
        game: 'battles',
        betRef: String(seat.id),
        amount: seat.cost,
      });
      await money.transfer(tx, afterCommit, {
        kind: 'battle_stake',
        from: userAccount(seat.userId),
        to: houseAccount('battle_stakes'),
        amount: seat.cost,
        reference: seatReference(seat.id),
        idempotencyKey: `${seatReference(seat.id)}:stake`,
        insufficientFundsKey: 'battles_api.insufficient_funds',
      });
    },

    /** A player leaves their seat of a waiting battle: the seat is freed and refunded once. */
    leaveSeat: (tx: Transaction, afterCommit: AfterCommit, seat: { id: number; userId: number | null; cost: number }) =>
      refundSeat(tx, afterCommit, seat, { leave: true }),

    /**
     * Cancels a waiting battle (its creator left, or it waited too long): every seat still taken
     * refunded once (the seats stay shown), status `cancelled`, `battleUpdate` queued. Answers false,
     * changing nothing, when the battle is unknown or no longer waiting. Locks the battle row
     * (again, if the caller holds it).
     */
    async cancelBattle(tx: Transaction, afterCommit: AfterCommit, battleId: number): Promise<boolean> {
      const battle = await lockBattle(tx, battleId);
      if (!battle || battle.status !== 'waiting') return false;
      // Players' balances in ascending user id, the lock order of every multi-player transaction.
      const seats = (await findActiveSeats(tx, battleId)).sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0));
      for (const seat of seats) await refundSeat(tx, afterCommit, seat, { leave: false });
      if (!(await markCancelled(tx, battleId))) return false;
      await deps.announce(tx, afterCommit, battleId);
      return true;
    },
  };
}
