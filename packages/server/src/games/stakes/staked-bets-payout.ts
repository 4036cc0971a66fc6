import type { ErrorKey } from '@skinbet/shared/errors';
import type { LedgerKind } from '@skinbet/shared/ledger';
import type { Transaction } from '../../db/client';
import type { AfterCommit } from '../../db/transaction';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import type { SettlementService, Value } from '../../modules/ledger/settlement/settlement.service';
import { grantWonSkin } from './won-skin';
import { keepStakes, returnStakes, type OwnedStake } from './kept-and-returned-stakes';
import type { StakeGate } from './stake-gate';

/** A locked active bet of skins against the house (crash, wheel): its stake `bank` is their value in cents. */
export interface StakedBet {
  id: number;
  roundId: number;
  userId: number;
  bank: number;
}

/**
 * How a bet ended: won `winCents` (the stake's value included), or lost (null). `multiplier` is what
 * its wager records (hundredths); crash also stamps a win's on the bet.
 */
export interface StakedBetEnd<B extends StakedBet> {
  bet: B;
  winCents: number | null;
  multiplier: number | null;
}

/**
 * Closes a locked active bet once (the game's repository matches only an active bet). A win brings
 * its `multiplier`: crash stamps it on the bet; the wheel's bet has no column for it (its colour says it).
 */
type CloseBet = (
  tx: Transaction,
  betId: number,
  outcome: { status: 'won' | 'lost' | 'refunded'; payout?: number; multiplier?: number; winItemId?: number | null },
) => Promise<void>;

/**
 * Closing and refunding bets of skins against the house, inside the round's transaction — crash and
 * the wheel pay alike (docs/games/crash.md "Bets and items", docs/games/wheel.md "Numbers"):
 *
 * - The staked skins were the stake: they leave the player (status `lost`) and go back to the
 *   storehouse stock, one unit each — for a lost bet and for a won one alike (games/stakes.ts).
 * - A win already contains the stake's value. It is paid as ONE won skin — the dearest in stock at
 *   or below the win — plus the rest (win − that price) to the balance through the ledger
 *   (games/payout.ts); with no skin that fits, the whole win is money. So the player holds exactly
 *   the win afterwards, the house's side changes by exactly bank − win, and no value appears or
 *   disappears.
 * - Every bet goes through the settlement pipeline once (bet = its id): its wager (the bank, in
 *   skins) and payout (the won skin's price + the remainder in money), booked against the game's
 *   result account and handed to the settlement's consumers (progression, referrals …).
 * - A voided round gives every stake back; nothing was won or lost, so nothing is settled, and the
 *   responsible-gambling gate releases the stake (it counts neither as wagered nor as lost).
 */
export function createStakedBetsPayout<B extends StakedBet>(deps: {
  inventory: InventoryService;
  settlement: SettlementService;
  stakeGate: StakeGate;
  game: 'crash' | 'wheel';
  /** The reference every transfer and item event of a bet carries (`crash_bet:12`). */
  reference: (betId: number) => string;
  /** The game's key for a staked skin that is not where it should be. */
  unavailableKey: ErrorKey;
  /** The kind of a win's money transfer (the settlement's default `win` when not given). */
  payoutKind?: LedgerKind;
  listStakes: (tx: Transaction, betIds: number[]) => Promise<Array<{ betId: number; instanceId: number }>>;
  closeBet: CloseBet;
}) {
  const { inventory, settlement, game, reference, unavailableKey } = deps;

  /** Each bet's staked instances (in the order of `bets`), their item events saying `reason`. */
  async function stakesOf(tx: Transaction, bets: B[], reason: string): Promise<OwnedStake[]> {
    const betIds = bets.map((bet) => bet.id);
    const ids = new Map<number, number[]>();
    for (const stake of await deps.listStakes(tx, betIds)) {
      ids.set(stake.betId, [...(ids.get(stake.betId) ?? []), stake.instanceId]);
    }
    return bets.map((bet) => ({
      userId: bet.userId,
      ids: ids.get(bet.id) ?? [],
      reason,
      reference: reference(bet.id),
      unavailableKey,
    }));
  }

  const settle = (tx: Transaction, afterCommit: AfterCommit, end: StakedBetEnd<B>, payout: Value) =>
    settlement.settle(tx, afterCommit, {
      game,
      betRef: String(end.bet.id),
      roundId: end.bet.roundId,
      userId: end.bet.userId,
      stake: { items: end.bet.bank, money: 0 },
      payout,
      outcome: end.winCents === null ? 'lost' : 'won',
      multiplier: end.multiplier,
      reference: reference(end.bet.id),
      payoutKind: deps.payoutKind,
    });

  return {
    /** Closes bets with their end, exactly once each (the caller holds their rows locked). */
    async closeBets(tx: Transaction, afterCommit: AfterCommit, ends: Array<StakedBetEnd<B>>): Promise<void> {
      if (ends.length === 0) return;
      const bets = ends.map((end) => end.bet);
      await keepStakes(tx, inventory, await stakesOf(tx, bets, `${game}_stake`));
      // User rows are locked from here on (balance, progression): always in ascending user id.
      const ordered = [...ends].sort((a, b) => a.bet.userId - b.bet.userId || a.bet.id - b.bet.id);
      for (const end of ordered) {
        const { bet, winCents } = end;
        if (winCents === null) {
          await deps.closeBet(tx, bet.id, { status: 'lost', payout: 0 });
          await settle(tx, afterCommit, end, { items: 0, money: 0 });
          continue;
        }
        const skin = await grantWonSkin(tx, inventory, {
          userId: bet.userId,
          winCents,
          reason: `${game}_win`,
          reference: reference(bet.id),
        });
        const multiplier = end.multiplier ?? undefined;
        await deps.closeBet(tx, bet.id, { status: 'won', payout: winCents, multiplier, winItemId: skin.winInstanceId });
        await settle(tx, afterCommit, end, { items: skin.itemsCents, money: winCents - skin.itemsCents });
      }
    },

    /** A voided round: every stake back to its owner as `available`, every bet `refunded` and released. */
    async refundBets(tx: Transaction, bets: B[]): Promise<void> {
      const stakes = await stakesOf(tx, bets, `${game}_refund`);
      for (const [index, bet] of bets.entries()) {
        await returnStakes(tx, inventory, [stakes[index]!]);
        await deps.closeBet(tx, bet.id, { status: 'refunded' });
        await deps.stakeGate.releaseStake(tx, { game, betRef: String(bet.id) });
      }
    },
  };
}
