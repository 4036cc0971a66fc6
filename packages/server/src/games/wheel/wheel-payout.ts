import { WHEEL_MULTIPLIERS, wheelColour } from '@skinbet/shared/fairness/wheel';
import { wheelPayoutCents } from '@skinbet/shared/games/wheel.machine';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { InventoryService } from '../../modules/inventory/inventory.service';
import type { SettlementService } from '../../modules/settlement/settlement.service';
import { grantWonSkin } from '../payout';
import { keepStakes } from '../stakes';
import { closeBet, listStakes, lockActiveBets, type SettlingBet } from './wheel-bets.repository';

export type WheelPayout = ReturnType<typeof createWheelPayout>;

/** The reference every transfer and item event of a bet carries. */
export const betReference = (betId: number) => `wheel_bet:${betId}`;

/** The reference of a bet's stake moving in (before the bet has an id). */
export const roundReference = (roundId: number) => `wheel_round:${roundId}`;

/** Instance ids of each bet, from the stakes listed for them. */
function stakesByBet(stakes: Array<{ betId: number; instanceId: number }>): Map<number, number[]> {
  const byBet = new Map<number, number[]>();
  for (const stake of stakes) byBet.set(stake.betId, [...(byBet.get(stake.betId) ?? []), stake.instanceId]);
  return byBet;
}

/**
 * Settles and refunds wheel bets inside the round's phase-change transaction (README "Wheel"),
 * paid like crash:
 *
 * - The staked skins were the stake: they leave the player (status `lost`) and go back to the
 *   storehouse stock, one unit each — for a lost bet and for a won one alike.
 * - A bet on the landing colour wins stake × the colour's multiplier (×2, ×3, ×5, ×50), which
 *   contains the stake's value: ONE won skin (the dearest in stock at or below the win) plus the
 *   rest to the balance through the ledger (games/payout.ts). Every other bet loses.
 * - Every bet goes through the settlement pipeline once (game `wheel`, bet = its id), with its
 *   colour's multiplier in hundredths (the referral consumer reads the colour's edge from it).
 *   No cashback: SPEC §1 excludes the wheel (modules/cashback/cashback-accrual.ts).
 */
export function createWheelPayout(deps: { inventory: InventoryService; settlement: SettlementService }) {
  const { inventory, settlement } = deps;

  const settle = (
    tx: Transaction,
    afterCommit: AfterCommit,
    bet: SettlingBet,
    outcome: 'won' | 'lost',
    payout: { items: number; money: number },
  ) =>
    settlement.settle(tx, afterCommit, {
      game: 'wheel',
      betRef: String(bet.id),
      roundId: bet.roundId,
      userId: bet.userId,
      stake: { items: bet.bank, money: 0 },
      payout,
      outcome,
      multiplier: WHEEL_MULTIPLIERS[bet.colour] * 100,
      reference: betReference(bet.id),
    });

  return {
    /**
     * Closes every active bet of a round that landed on `segment`, exactly once (the bets are
     * locked and `closeBet` matches only an active one); answers the ids of the bets it closed.
     */
    async settleRound(
      tx: Transaction,
      afterCommit: AfterCommit,
      round: { id: number; segment: number },
    ): Promise<number[]> {
      const bets = await lockActiveBets(tx, round.id);
      if (bets.length === 0) return [];
      const stakes = stakesByBet(
        await listStakes(
          tx,
          bets.map((bet) => bet.id),
        ),
      );
      await keepStakes(
        tx,
        inventory,
        bets.map((bet) => ({
          userId: bet.userId,
          ids: stakes.get(bet.id) ?? [],
          reason: 'wheel_stake',
          reference: betReference(bet.id),
          unavailableKey: 'wheel_api.item_not_found' as const,
        })),
      );
      const landed = wheelColour(round.segment);
      // User rows are locked from here on (balance, progression): always in ascending user id.
      const ordered = [...bets].sort((a, b) => a.userId - b.userId || a.id - b.id);
      for (const bet of ordered) {
        if (bet.colour !== landed) {
          await closeBet(tx, bet.id, { status: 'lost', payout: 0 });
          await settle(tx, afterCommit, bet, 'lost', { items: 0, money: 0 });
          continue;
        }
        const win = wheelPayoutCents(bet.bank, bet.colour);
        const skin = await grantWonSkin(tx, inventory, {
          userId: bet.userId,
          winCents: win,
          reason: 'wheel_win',
          reference: betReference(bet.id),
        });
        await closeBet(tx, bet.id, { status: 'won', payout: win, winItemId: skin.winInstanceId });
        await settle(tx, afterCommit, bet, 'won', { items: skin.itemsCents, money: win - skin.itemsCents });
      }
      return bets.map((bet) => bet.id);
    },

    /**
     * A voided round: every stake back to its owner as `available` (reason `wheel_refund`), every
     * bet `refunded`. Nothing was won or lost, so nothing is settled. Answers the refunded bets.
     */
    async refundRound(tx: Transaction, roundId: number): Promise<number[]> {
      const bets = await lockActiveBets(tx, roundId);
      const stakes = stakesByBet(
        await listStakes(
          tx,
          bets.map((bet) => bet.id),
        ),
      );
      for (const bet of bets) {
        const ids = stakes.get(bet.id) ?? [];
        if (ids.length > 0) {
          await inventory.move(tx, {
            userId: bet.userId,
            ids,
            from: 'in_bet',
            to: 'available',
            reason: 'wheel_refund',
            reference: betReference(bet.id),
            unavailableKey: 'wheel_api.item_not_found',
          });
        }
        await closeBet(tx, bet.id, { status: 'refunded' });
      }
      return bets.map((bet) => bet.id);
    },
  };
}
