import type { FastifyBaseLogger } from 'fastify';
import { centsToAmount } from '@skinbet/shared/money';
import type { Database, Transaction } from '../../../db/client';
import type { Emitter } from '../../../realtime/emitter';
import { houseAccount, type MoneyService } from '../../ledger/money/money.service';
import type { WagerConsumer } from '../../ledger/settlement/settlement.service';
import { readBonusState } from './jackpot-bonus.repository';

/** `jackpot-bonus.update-bank` goes out at most once per this long per node (a crash round settles many bets at once). */
export const BANK_EMIT_COALESCE_MS = 500;

/** What a node's pot broadcaster offers: `changed()` after an accrual committed. */
export interface BonusBank {
  changed(): void;
}

/**
 * The pot's live value for everyone: the first change of a window starts a timer; when it fires
 * the pot is read from its account (what committed, never a running sum kept in memory) and sent
 * once. Changes meanwhile ride on that one read; one that comes while the read is in flight (it
 * may have missed it) starts the next window once this one is sent.
 */
export function createBonusBank(deps: { db: Database; emitter: Emitter; log: FastifyBaseLogger }): BonusBank {
  let timer: NodeJS.Timeout | undefined;
  let sending = false;
  let changedWhileSending = false;

  async function send(): Promise<void> {
    timer = undefined;
    sending = true;
    try {
      const state = await readBonusState(deps.db);
      deps.emitter.toAll('jackpot-bonus.update-bank', {
        period_id: state.periodId,
        bank: centsToAmount(state.potCents),
      });
    } catch (error) {
      // After a shutdown the database may be gone: nothing to tell anyone then.
      deps.log.debug({ err: error }, 'jackpot-bonus bank broadcast skipped');
    } finally {
      sending = false;
      if (changedWhileSending) {
        changedWhileSending = false;
        schedule();
      }
    }
  }

  function schedule(): void {
    timer = setTimeout(() => void send(), BANK_EMIT_COALESCE_MS);
    timer.unref();
  }

  return {
    changed() {
      if (sending) changedWhileSending = true;
      else if (!timer) schedule();
    },
  };
}

/**
 * Where the pot's accrual comes from. Not `game:crash`: the settlement pipeline keeps each game's result
 * account equal to its wagered minus paid (the GGR report checks exactly that), so, like cashback, this
 * reward to players is a marketing cost — sized by the crash bank
 * (docs/engagement/jackpot-bonus.md "Rules").
 */
export const BONUS_FUNDING_ACCOUNT = 'marketing' as const;

/**
 * Bonus accrual, a consumer of the settlement pipeline (docs/engagement/jackpot-bonus.md "Rules"):
 * the running period's percent of each settled crash bet's stake (skins by value plus money), rounded down to the
 * cent per bet, moves into the `bonus_pot` account. A round's accrual is the sum of its bets'. A
 * bet too small to give a cent gives nothing.
 */
export function bonusAccrual(deps: {
  money: MoneyService;
  bank: BonusBank;
  /** The running period's accrual percent (docs/engagement/jackpot-bonus.md "Settings"). */
  percent: (tx: Transaction) => Promise<number>;
}): WagerConsumer {
  return async (tx, afterCommit, wager) => {
    if (wager.game !== 'crash') return;
    const percent = await deps.percent(tx);
    // Percents have two decimals: scale to integers so the floor is exact (1.1 % of 1000 is 11, not 10.999…).
    const amount = Math.floor((wager.total.stake * Math.round(percent * 100)) / 10_000);
    if (amount <= 0) return;
    await deps.money.transfer(tx, afterCommit, {
      kind: 'bonus_accrual',
      from: houseAccount(BONUS_FUNDING_ACCOUNT),
      to: houseAccount('bonus_pot'),
      amount,
      reference: `wager:${wager.id}`,
      idempotencyKey: `bonus:wager:${wager.id}`,
    });
    afterCommit(() => deps.bank.changed(), 'jackpot-bonus:bank');
  };
}
