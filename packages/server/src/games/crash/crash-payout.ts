import { cappedPayout, type CrashLimits } from '@skinbet/shared/games/crash.machine';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { InventoryService } from '../../modules/inventory/inventory.service';
import type { SettlementService } from '../../modules/settlement/settlement.service';
import { grantWonSkin } from '../payout';
import { keepStakes } from '../stakes';
import { closeBet, listStakes, type SettlingBet } from './crash-bets.repository';

export interface PayoutDeps {
  inventory: InventoryService;
  settlement: SettlementService;
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
 * Closes bets with their outcome, exactly once each (the caller holds their rows locked and
 * `closeBet` only matches an active bet). The rule, won or lost (README "Crash payouts"):
 *
 * - The staked skins were the stake: they leave the player (status `lost`) and go back to the
 *   storehouse stock, one unit each — for a lost bet and for a won one alike.
 * - A win is `bank × multiplier` rounded down to the cent, which already contains the stake's
 *   value, and at most the max win (README "Crash limits"). It is paid as ONE won skin — the dearest storehouse item priced at or below the win —
 *   plus the rest (win − that price) to the balance through the ledger; with no item that fits,
 *   the whole win goes to the balance. So the player holds exactly the win afterwards, the site's
 *   side changes by exactly bank − win, and no value appears or disappears.
 * - Every bet is settled through the settlement pipeline once: its wager (the bank, in skins) and
 *   payout (the won skin's price + the remainder in money), which the pipeline books against the
 *   crash result account and hands to progression, cashback and referrals.
 */
export function createCrashPayout(deps: PayoutDeps) {
  const { inventory, settlement, limits } = deps;

  /** Staked instances → `lost`, their catalog items back in stock (games/stakes.ts keeps the lock order). */
  async function consumeStakes(tx: Transaction, betIds: number[]): Promise<void> {
    const stakes = await listStakes(tx, betIds);
    await keepStakes(
      tx,
      inventory,
      betIds.flatMap((betId) => {
        const own = stakes.filter((stake) => stake.betId === betId);
        if (own.length === 0) return [];
        return [
          {
            userId: own[0]!.userId,
            ids: own.map((stake) => stake.instanceId),
            reason: 'crash_stake',
            reference: betReference(betId),
            unavailableKey: 'crash_api.items_not_found' as const,
          },
        ];
      }),
    );
  }

  /** Gives the won skin for `win` cents (if one fits); answers it and its price. The remainder is money. */
  const giveWonSkin = (tx: Transaction, bet: SettlingBet, win: number) =>
    grantWonSkin(tx, inventory, {
      userId: bet.userId,
      winCents: win,
      reason: 'crash_win',
      reference: betReference(bet.id),
    });

  const settle = (
    tx: Transaction,
    afterCommit: AfterCommit,
    bet: SettlingBet,
    multiplier: number | null,
    payout: { items: number; money: number },
  ) =>
    settlement.settle(tx, afterCommit, {
      game: 'crash',
      betRef: String(bet.id),
      roundId: bet.roundId,
      userId: bet.userId,
      stake: { items: bet.bank, money: 0 },
      payout,
      outcome: multiplier === null ? 'lost' : 'won',
      multiplier,
      reference: betReference(bet.id),
      payoutKind: 'crash_win_remainder',
    });

  return {
    async closeBets(tx: Transaction, afterCommit: AfterCommit, outcomes: BetOutcome[]): Promise<void> {
      if (outcomes.length === 0) return;
      await consumeStakes(
        tx,
        outcomes.map(({ bet }) => bet.id),
      );
      // User rows are locked from here on (balance, progression): always in ascending user id.
      const ordered = [...outcomes].sort((a, b) => a.bet.userId - b.bet.userId || a.bet.id - b.bet.id);
      for (const { bet, multiplier } of ordered) {
        if (multiplier === null) {
          await closeBet(tx, bet.id, { status: 'lost', payout: 0 });
          await settle(tx, afterCommit, bet, null, { items: 0, money: 0 });
          continue;
        }
        const win = cappedPayout(bet.bank, multiplier, limits.maxWinCents);
        const { winInstanceId, itemsCents } = await giveWonSkin(tx, bet, win);
        await closeBet(tx, bet.id, { status: 'won', payout: win, multiplier, winItemId: winInstanceId });
        await settle(tx, afterCommit, bet, multiplier, { items: itemsCents, money: win - itemsCents });
      }
    },
  };
}
