import { WHEEL_MULTIPLIERS, wheelColour } from '@skinbet/shared/fairness/wheel';
import { wheelPayoutCents } from '@skinbet/shared/games/wheel.machine';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import type { SettlementService } from '../../modules/ledger/settlement/settlement.service';
import { createStakedBetsPayout, type StakeGate } from '../stakes';
import { closeBet, listStakes, lockActiveBets, type SettlingBet } from './wheel-bets.repository';

export type WheelPayout = ReturnType<typeof createWheelPayout>;

/** The reference every transfer and item event of a bet carries. */
export const betReference = (betId: number) => `wheel_bet:${betId}`;

/** The reference of a bet's stake moving in (before the bet has an id). */
export const roundReference = (roundId: number) => `wheel_round:${roundId}`;

/**
 * Settles and refunds wheel bets inside the round's phase-change transaction
 * (docs/games/wheel.md "Numbers"), paid as every bet of skins against the house is
 * (games/stakes/staked-bets-payout.ts): a bet on the landing colour wins stake × the colour's multiplier (×2,
 * ×3, ×5, ×50); every other bet loses. Every wager records its colour's multiplier in hundredths
 * (the referral consumer reads the colour's edge from it). No cashback:
 * docs/engagement/cashback.md "Rules" excludes the wheel (modules/engagement/cashback/cashback-accrual.ts).
 */
export function createWheelPayout(deps: {
  inventory: InventoryService;
  settlement: SettlementService;
  stakeGate: StakeGate;
}) {
  const staked = createStakedBetsPayout<SettlingBet>({
    ...deps,
    game: 'wheel',
    reference: betReference,
    unavailableKey: 'wheel_api.item_not_found',
    listStakes,
    closeBet,
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
      const landed = wheelColour(round.segment);
      const ends = bets.map((bet) => ({
        bet,
        multiplier: WHEEL_MULTIPLIERS[bet.colour] * 100,
        winCents: bet.colour === landed ? wheelPayoutCents(bet.bank, bet.colour) : null,
      }));
      await staked.closeBets(tx, afterCommit, ends);
      return bets.map((bet) => bet.id);
    },

    /** A voided round: every stake back (reason `wheel_refund`), every bet `refunded`. Answers the refunded bets. */
    async refundRound(tx: Transaction, roundId: number): Promise<number[]> {
      const bets = await lockActiveBets(tx, roundId);
      await staked.refundBets(tx, bets);
      return bets.map((bet) => bet.id);
    },
  };
}
