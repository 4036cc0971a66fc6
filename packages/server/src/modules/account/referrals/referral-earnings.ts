import { referralEarning } from '@skinbet/shared/economy';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { WagerConsumer } from '../../ledger/settlement/settlement.service';
import { findReferrerId } from './referrals.repository';

/**
 * Referral earnings, a consumer of the settlement pipeline
 * (docs/engagement/referrals.md "Rules"): the referrer earns `percent` % of the house edge on
 * each settled wager of a player they invited — stake × the game's published edge × percent,
 * rounded down to the cent per wager — paid from marketing. A wheel wager's edge is its colour's
 * (the wager's multiplier names it).
 */
export function referralEarnings(deps: {
  money: MoneyService;
  percent: number;
  /** The edge a wager's game publishes (basis points), given its recorded multiplier; null when none. */
  edgeOf: (game: string, multiplier: number | null) => number | null;
}): WagerConsumer {
  return async (tx, afterCommit, wager) => {
    if (deps.percent <= 0) return;
    const edge = deps.edgeOf(wager.game, wager.multiplier);
    if (edge === null) return;
    const amount = referralEarning(wager.total.stake, edge, deps.percent);
    if (amount <= 0) return;
    const referrerId = await findReferrerId(tx, wager.userId);
    if (referrerId === null || referrerId === wager.userId) return;
    await deps.money.transfer(tx, afterCommit, {
      kind: 'referral_earning',
      from: houseAccount('marketing'),
      to: userAccount(referrerId),
      amount,
      reference: `wager:${wager.id}`,
      idempotencyKey: `referral:${wager.game}:${wager.betRef}`,
    });
  };
}
