import { cashOutWins } from '@skinbet/shared/fairness/crash';
import { manualCapMultiplier, MANUAL_STOP, type CrashLimits } from '@skinbet/shared/games/crash.machine';
import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { Emitter } from '../../realtime/emitter';
import { listBetsById } from './crash-bets.presenter';
import { lockActiveBets, type SettlingBet } from './crash-bets.repository';
import type { BetOutcome, CrashPayout } from './crash-payout';

export interface CrashSettlement {
  /**
   * At the crash: every active bet is settled by the rules (auto-stop wins iff target < crash point;
   * taken bets win with their stamped multiplier; a manual bet not taken wins at its cap multiplier
   * if the crash came after it, and loses otherwise), winners are paid
   * in skins (+ remainder to the balance), lost stakes go to storehouse stock, every bet reports its
   * wager to progression. Returns the settled bets (presented) so the engine can emit `newBets`.
   */
  settleRound(
    tx: Transaction,
    afterCommit: AfterCommit,
    round: { id: number; crashPoint: number },
  ): Promise<CrashBetDto[]>;
  /**
   * Void: every stake of the round goes back to `available`, bets become `refunded` (idempotent:
   * only `active` bets are touched). A cash-out already taken stands (a take is final): such a bet
   * is paid like any win instead. Returns the bets it closed.
   */
  refundRound(tx: Transaction, afterCommit: AfterCommit, roundId: number): Promise<CrashBetDto[]>;
}

/**
 * How a bet still active at the crash ends: the multiplier it wins at, or null for a loss. A
 * manual bet not taken stops by itself where its win reaches the max win
 * (docs/games/crash.md "Numbers"): the auto-stop every manual bet has.
 */
export function outcomeAtCrash(bet: SettlingBet, crashPoint: number, maxWinCents: number): number | null {
  // A take was checked against the crash point when it was stamped; the rule is applied again.
  const multiplier =
    bet.autoWithdraw === MANUAL_STOP
      ? (bet.cashedOutMultiplier ?? manualCapMultiplier(bet.bank, maxWinCents))
      : bet.autoWithdraw;
  return cashOutWins(multiplier, crashPoint) ? multiplier : null;
}

/** Settlement and refunds of crash bets, run by the engine inside its phase-change transactions. */
export function createCrashSettlement(deps: {
  payout: CrashPayout;
  emitter: Emitter;
  limits: CrashLimits;
}): CrashSettlement {
  const { payout, emitter, limits } = deps;

  /** `crashLoaderItem` for each win being paid, queued before the engine's `newBets`. */
  function announceWins(afterCommit: AfterCommit, outcomes: BetOutcome[]): void {
    for (const { bet, multiplier } of outcomes) {
      if (multiplier !== null) afterCommit(() => emitter.toAll('crashLoaderItem', { bet_id: bet.id }));
    }
  }

  return {
    async settleRound(tx, afterCommit, round) {
      const bets = await lockActiveBets(tx, round.id);
      const outcomes = bets.map((bet) => ({
        bet,
        multiplier: outcomeAtCrash(bet, round.crashPoint, limits.maxWinCents),
      }));
      announceWins(afterCommit, outcomes);
      await payout.closeBets(tx, afterCommit, outcomes);
      return listBetsById(
        tx,
        bets.map((bet) => bet.id),
      );
    },

    async refundRound(tx, afterCommit, roundId) {
      const bets = await lockActiveBets(tx, roundId);
      const taken = bets.filter((bet) => bet.cashedOutAt !== null && bet.cashedOutMultiplier !== null);
      const refunded = bets.filter((bet) => !taken.includes(bet));
      const outcomes = taken.map((bet) => ({ bet, multiplier: bet.cashedOutMultiplier }));
      announceWins(afterCommit, outcomes);
      await payout.closeBets(tx, afterCommit, outcomes);
      await payout.refundBets(tx, refunded);
      return listBetsById(
        tx,
        bets.map((bet) => bet.id),
      );
    },
  };
}
