import { pickCommission } from '@skinbet/shared/games/jackpot.machine';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import type { SettlementService } from '../../modules/ledger/settlement/settlement.service';
import { keepStakes, returnStakes, type StakeGate } from '../stakes';
import { listPotItems } from './jackpot-bets.repository';

export type JackpotPayout = ReturnType<typeof createJackpotPayout>;

/** A player's wager of a round (all their bets of it): the `bet_ref` of its settlement and its stake's gate. */
export const playerBetRef = (roundId: number, userId: number) => `${roundId}:${userId}`;

/** The reference every item event of a round carries. */
export const roundReference = (roundId: number) => `jackpot_round:${roundId}`;

export interface PaidPot {
  /** Instances the site kept, and what they were worth (cents, at the prices they were staked at). */
  commissionItems: number[];
  commissionCents: number;
  /** What the winner received: the pot minus the commission. */
  winCents: number;
}

/** Instance ids grouped by their owner, owners in ascending id (the lock order of user-keyed work). */
function byOwner(potItems: Array<{ instanceId: number; ownerId: number }>): Array<[number, number[]]> {
  const groups = new Map<number, number[]>();
  for (const item of potItems) groups.set(item.ownerId, [...(groups.get(item.ownerId) ?? []), item.instanceId]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

/**
 * Moves a jackpot pot, inside the round's phase-change transaction
 * (docs/games/jackpot.md "Rules"). Only skins move in the jackpot: every pot instance ends up in
 * exactly one place, with an item event saying why, and each player's wager is settled through
 * the settlement pipeline, which books the skins' value (the commission, net) in the commission
 * account.
 */
export function createJackpotPayout(deps: {
  inventory: InventoryService;
  settlement: SettlementService;
  stakeGate: StakeGate;
}) {
  const { inventory, settlement } = deps;

  return {
    /**
     * Pays a spun round to its winner. The commission (`pickCommission`: the other players' items,
     * dearest first, worth at most `commissionPercent` % of the pot) goes to the site — `in_bet →
     * lost` and one unit back into storehouse stock each. Every other item goes to the winner as
     * `available`: the other players' items change owner and arrive as won items (`is_won_item`),
     * the winner's own stake comes back unchanged. Each player's wager — all their bets of the
     * round, one game, bet `<round>:<user>` — is settled once; the winner's payout is what they received.
     */
    async payPot(
      tx: Transaction,
      afterCommit: AfterCommit,
      round: { id: number; winnerUserId: number; commissionPercent: number },
    ): Promise<PaidPot> {
      const pot = await listPotItems(tx, round.id);
      const commission = pickCommission(
        pot.map((item) => ({ id: item.instanceId, price: item.price, ownerId: item.ownerId })),
        round.winnerUserId,
        round.commissionPercent,
      );
      const kept = new Set(commission.map((item) => item.id));
      const reference = roundReference(round.id);

      // Pot rows first, catalog rows (the commission's stock) after: the lock order of jackpot.repository.
      for (const [ownerId, ids] of byOwner(pot.filter((item) => !kept.has(item.instanceId)))) {
        const move = { ids, from: 'in_bet', to: 'available', reason: 'jackpot_win', reference } as const;
        if (ownerId === round.winnerUserId) {
          await inventory.move(tx, { ...move, userId: ownerId, unavailableKey: 'jackpot_api.skins_not_found' });
        } else {
          await inventory.transfer(tx, {
            ...move,
            fromUserId: ownerId,
            toUserId: round.winnerUserId,
            isWonItem: true,
            unavailableKey: 'jackpot_api.skins_not_found',
          });
        }
      }
      await keepStakes(
        tx,
        inventory,
        byOwner(pot.filter((item) => kept.has(item.instanceId))).map(([userId, ids]) => ({
          userId,
          ids,
          reason: 'jackpot_commission',
          reference,
          unavailableKey: 'jackpot_api.skins_not_found',
        })),
      );

      const potCents = pot.reduce((sum, item) => sum + item.price, 0);
      const commissionCents = commission.reduce((sum, item) => sum + item.price, 0);
      const winCents = potCents - commissionCents;
      const wagers = new Map<number, number>();
      for (const item of pot) wagers.set(item.ownerId, (wagers.get(item.ownerId) ?? 0) + item.price);
      for (const [userId, wagerCents] of [...wagers.entries()].sort(([a], [b]) => a - b)) {
        const won = userId === round.winnerUserId;
        await settlement.settle(tx, afterCommit, {
          game: 'jackpot',
          betRef: playerBetRef(round.id, userId),
          roundId: round.id,
          userId,
          stake: { items: wagerCents, money: 0 },
          payout: { items: won ? winCents : 0, money: 0 },
          outcome: won ? 'won' : 'lost',
          reference,
        });
      }
      return { commissionItems: commission.map((item) => item.id), commissionCents, winCents };
    },

    /**
     * A voided round: every stake back to its owner as `available` (reason `jackpot_refund`), and
     * each player's stakes released at the responsible-gambling gate (neither wagered nor lost).
     */
    async refundPot(tx: Transaction, roundId: number): Promise<void> {
      const owners = byOwner(await listPotItems(tx, roundId));
      await returnStakes(
        tx,
        inventory,
        owners.map(([userId, ids]) => ({
          userId,
          ids,
          reason: 'jackpot_refund',
          reference: roundReference(roundId),
          unavailableKey: 'jackpot_api.skins_not_found',
        })),
      );
      for (const [userId] of owners) {
        await deps.stakeGate.releaseStake(tx, { game: 'jackpot', betRef: playerBetRef(roundId, userId) });
      }
    },
  };
}
