import { cappedPayout, type CrashLimits } from '@skinbet/shared/games/crash.machine';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import type { SettlementService } from '../../modules/ledger/settlement/settlement.service';
import { createStakedBetsPayout, type StakeGate } from '../stakes';
import { closeBet, listStakes, type SettlingBet } from './crash-bets.repository';

export interface PayoutDeps {
  inventory: InventoryService;
  settlement: SettlementService;
  stakeGate: StakeGate;
  limits: CrashLimits;
}

/** A locked active bet and how it ended: won at `multiplier` (hundredths), or lost (null). */
export interface BetOutcome {
  bet: SettlingBet;
  multiplier: number | null;
}

export type CrashPayout = ReturnType<typeof createCrashPayout>;

export const betReference = (betId: number) => `crash_bet:${betId}`;

/**
 * Closes crash bets with their outcome, paid as every bet of skins against the house is
 * (games/stakes/staked-bets-payout.ts): a win is `bank × multiplier` rounded down to the cent, at most the max
 * win (docs/games/crash.md "Numbers"); its money part is booked as `crash_win_remainder`, and
 * the multiplier it won at is stamped on the bet.
 */
export function createCrashPayout(deps: PayoutDeps) {
  const { limits } = deps;
  const staked = createStakedBetsPayout<SettlingBet>({
    inventory: deps.inventory,
    settlement: deps.settlement,
    stakeGate: deps.stakeGate,
    game: 'crash',
    reference: betReference,
    unavailableKey: 'crash_api.items_not_found',
    payoutKind: 'crash_win_remainder',
    listStakes,
    closeBet,
  });

  return {
    /** Closes bets with their outcome, exactly once each (the caller holds their rows locked). */
    closeBets: (tx: Transaction, afterCommit: AfterCommit, outcomes: BetOutcome[]): Promise<void> =>
      staked.closeBets(
        tx,
        afterCommit,
        outcomes.map(({ bet, multiplier }) => ({
          bet,
          multiplier,
          winCents: multiplier === null ? null : cappedPayout(bet.bank, multiplier, limits.maxWinCents),
        })),
      ),
    /** A voided round's bets not taken: every stake back, every bet `refunded` (nothing settled). */
    refundBets: staked.refundBets,
  };
}
