import { cashbackFor } from '@skinbet/shared/economy';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { WagerConsumer } from '../../ledger/settlement/settlement.service';

/**
 * Cashback accrual, a consumer of the settlement pipeline (docs/engagement/cashback.md "Rules"):
 * 2.5 % of every lost crash bet, rounded down to the cent per bet, from marketing into the
 * player's cashback account. Not the wheel (docs/engagement/cashback.md "Rules"), and not the
 * jackpot: its players play against each other and the site keeps only a commission, so there is
 * no house win to give back (docs/engagement/cashback.md "Rules").
 */
export function cashbackAccrual(deps: { money: MoneyService }): WagerConsumer {
  return async (tx, afterCommit, wager) => {
    if (wager.game !== 'crash' || wager.outcome !== 'lost') return;
    const amount = cashbackFor(wager.total.stake);
    if (amount <= 0) return;
    await deps.money.transfer(tx, afterCommit, {
      kind: 'cashback_accrual',
      from: houseAccount('marketing'),
      to: userAccount(wager.userId, 'cashback'),
      amount,
      reference: `wager:${wager.id}`,
      idempotencyKey: `cashback:${wager.game}:${wager.betRef}`,
    });
  };
}
