import type { ErrorKey } from '@skinbet/shared/errors';
import { GAME_RESULT_ACCOUNT, type Game, type HouseAccount, type LedgerKind } from '@skinbet/shared/ledger';
import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import { houseAccount, userAccount, type MoneyService } from '../money/money.service';
import { insertWager, type WagerRow } from './wagers.repository';

/** Cents, split by how they moved: skins by their value, money through the balance. */
export interface Value {
  items: number;
  money: number;
}

/** One bet, settled: what every game hands the pipeline, once per bet. */
export interface WagerSettlement {
  game: Game;
  /** The bet's own id within its game (UNIQUE with the game): `12`, or `<round>:<user>` for a jackpot player. */
  betRef: string;
  roundId: number | null;
  userId: number;
  /** Skins staked (their value) and money staked. Money is collected here, from `available`. */
  stake: Value;
  /**
   * Where the money stake already waits, when the game collected it at placement into a house
   * account of its own (a case-battle seat's cost sits in `battle_stakes` until the battle ends):
   * it is moved from there to the game's result instead of from the player's balance.
   */
  stakeHeldIn?: HouseAccount;
  /** Skins paid out (the game already gave them) and money to pay, here, to `available`. */
  payout: Value;
  outcome: 'won' | 'lost';
  /** Hundredths (2.5x = 250), where the game has a multiplier. */
  multiplier?: number | null;
  /** The reference of the transfers it makes (`crash_bet:12`). */
  reference: string;
  /** The kind of the money payout's transfer (default `win`). */
  payoutKind?: LedgerKind;
  /** The key a money stake the balance does not cover is refused with (a case opening's own). */
  insufficientFundsKey?: ErrorKey;
}

/** What consumers receive: the stored wager. */
export type SettledWager = WagerRow & { total: { stake: number; payout: number } };

/**
 * A consumer of settled wagers, run in the settling transaction (progression, cashback accrual,
 * referral earnings; later the jackpot bonus, tournament points, top players, giveaway conditions).
 */
export type WagerConsumer = (tx: Transaction, afterCommit: AfterCommit, wager: SettledWager) => Promise<void>;

export type SettlementService = ReturnType<typeof createSettlementService>;

/**
 * The one settlement pipeline (docs/money/settlement.md "Settlement pipeline"): every game
 * settles every bet through `settle`, exactly once. It stores the wager, books its value
 * against the game's result account — so the game's account always equals its wagered minus
 * paid — and runs every registered consumer, all in the caller's transaction.
 */
export function createSettlementService(deps: { money: MoneyService }) {
  const consumers: Array<{ name: string; consume: WagerConsumer }> = [];

  return {
    /** Adds a consumer; they run in registration order (progression first, as it always has). */
    register(name: string, consume: WagerConsumer): void {
      if (consumers.some((consumer) => consumer.name === name)) throw new Error(`consumer ${name} registered twice`);
      consumers.push({ name, consume });
    },

    /** Settles one bet; answers false (and does nothing) when it was settled before. */
    async settle(tx: Transaction, afterCommit: AfterCommit, input: WagerSettlement): Promise<boolean> {
      const amounts = [input.stake.items, input.stake.money, input.payout.items, input.payout.money];
      if (!amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)) {
        throw new Error(`invalid wager amounts ${amounts.join(',')}`);
      }
      const row = await insertWager(tx, {
        game: input.game,
        betRef: input.betRef,
        roundId: input.roundId,
        userId: input.userId,
        stakeItems: input.stake.items,
        stakeMoney: input.stake.money,
        payoutItems: input.payout.items,
        payoutMoney: input.payout.money,
        outcome: input.outcome,
        multiplier: input.multiplier ?? null,
      });
      if (!row) return false;

      const game = houseAccount(GAME_RESULT_ACCOUNT[input.game]);
      const player = userAccount(input.userId);
      const key = `wager:${input.game}:${input.betRef}`;
      const book = { reference: input.reference };
      if (input.stake.money > 0) {
        await deps.money.transfer(tx, afterCommit, {
          ...book,
          kind: 'bet',
          from: input.stakeHeldIn ? houseAccount(input.stakeHeldIn) : player,
          to: game,
          amount: input.stake.money,
          idempotencyKey: `${key}:stake`,
          insufficientFundsKey: input.insufficientFundsKey,
        });
      }
      // Skins came from or went to the storehouse's stock: the game's result moves by their value.
      const itemsNet = input.stake.items - input.payout.items;
      if (itemsNet !== 0) {
        const storehouse = houseAccount('storehouse');
        await deps.money.transfer(tx, afterCommit, {
          ...book,
          kind: 'wager_items',
          from: itemsNet > 0 ? storehouse : game,
          to: itemsNet > 0 ? game : storehouse,
          amount: Math.abs(itemsNet),
          idempotencyKey: `${key}:items`,
        });
      }
      if (input.payout.money > 0) {
        await deps.money.transfer(tx, afterCommit, {
          ...book,
          kind: input.payoutKind ?? 'win',
          from: game,
          to: player,
          amount: input.payout.money,
          idempotencyKey: `${key}:payout`,
        });
      }
      const wager: SettledWager = {
        ...row,
        total: { stake: row.stakeItems + row.stakeMoney, payout: row.payoutItems + row.payoutMoney },
      };
      for (const { consume } of consumers) await consume(tx, afterCommit, wager);
      return true;
    },
  };
}
