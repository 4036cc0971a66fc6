import type { HouseAccount } from '@skinbet/shared/ledger';
import { centsToAmount } from '@skinbet/shared/money';
import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { setOrderBonus, type DepositOrderRow } from './deposit-orders.repository';

/**
 * What deposits need of the promo module (modules/engagement/promo): a deposit code checked and its percent when
 * the order is made, the site-tag percent (docs/payments/deposits.md "Rules") for the order's
 * expected bonus, and the bonus booked (code use + tag, one `marketing → user` transfer, kind
 * `deposit_bonus`) in the credit's transaction when the order is paid — which never throws for a code
 * that no longer applies.
 */
export interface DepositPromos {
  reserveDepositCode(tx: Transaction, userId: number, code: string): Promise<{ promoId: number; percent: number }>;
  tagBonusPercent(username: string): number;
  applyDepositBonus(
    tx: Transaction,
    afterCommit: AfterCommit,
    input: { userId: number; promoId: number | null; orderId: number; sumCents: number },
  ): Promise<{ bonus: number }>;
}

export type DepositCredit = ReturnType<typeof createDepositCredit>;

/**
 * Credits a paid order, inside the caller's transaction (the one that moved the order to `paid`):
 * one `deposit` transfer from the provider's clearing account to the player's balance under the
 * payment's idempotency key, the promo bonus, and the `notification.deposit_credited` notice;
 * the balance update and the notice reach the player after commit. Answers the bonus credited.
 */
export function createDepositCredit(deps: {
  money: MoneyService;
  notifications: NotificationsService;
  promos: DepositPromos;
}) {
  const { money, notifications, promos } = deps;

  return async function creditDeposit(
    tx: Transaction,
    afterCommit: AfterCommit,
    order: DepositOrderRow,
    source: { clearing: HouseAccount; idempotencyKey: string },
  ): Promise<number> {
    const moved = await money.transfer(tx, afterCommit, {
      kind: 'deposit',
      from: houseAccount(source.clearing),
      to: userAccount(order.userId),
      amount: order.sum,
      reference: `deposit_order:${order.id}`,
      idempotencyKey: source.idempotencyKey,
      onReplay: 'ignore',
    });
    // The order was unpaid a moment ago (its conditional update just succeeded), so its key
    // cannot have been booked: if it was, two orders share one payment — roll it all back.
    if (!moved.applied) throw new Error(`deposit ${source.idempotencyKey} is already booked (order ${order.id})`);
    // Every paid deposit asks: the site-tag bonus applies with or without a code.
    const { bonus } = await promos.applyDepositBonus(tx, afterCommit, {
      userId: order.userId,
      promoId: order.promoId,
      orderId: order.id,
      sumCents: order.sum,
    });
    // The order shows what was credited, which may differ from what was expected at creation
    // (the code was used up meanwhile, the nickname lost or gained the tag).
    if (bonus !== order.bonus) await setOrderBonus(tx, order.id, bonus);
    await notifications.notify(tx, afterCommit, {
      userId: order.userId,
      name: 'notification.deposit_credited',
      params: { amount: centsToAmount(order.sum) },
    });
    return bonus;
  };
}
