import { centsToAmount } from '@skinbet/shared/money';
import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import { moveInstances } from '../../items/inventory';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import {
  insertDebt,
  lockOpenDebts,
  lockUserBalance,
  markDebtSettled,
  type OfferItem,
  type TradeOfferRow,
} from './trade-offers.repository';

export interface ReversalDeps {
  money: MoneyService;
  notifications: NotificationsService;
}

/** The ledger keys of a reversed deposit: its debit, and the later payment of what it left owing. */
export const reversalKeys = (offerId: number) => ({
  debit: `trade:${offerId}:reversal`,
  debt: `trade:${offerId}:debt`,
  reference: `trade_offer:${offerId}`,
});

/**
 * Steam reverted a credited skin deposit within Trade Protection (state 12;
 * docs/payments/steam-trades.md "Trade Protection and reversals"). The caller's conditional
 * `reverted_at IS NULL` matched, so this runs once per offer, in its transaction. Each skin the
 * player still holds (`available`) goes back (`reverted`). For the others — lost or kept in a game,
 * sold, won by someone else, or staked right now (`in_bet`: the bet runs on, the player keeps what
 * it brings) — their deposit value is debited `available → clearing:steam` as far as the balance
 * goes, and the rest becomes the offer's debt, which blocks withdrawals.
 */
export async function applyReversal(
  tx: Transaction,
  afterCommit: AfterCommit,
  deps: ReversalDeps,
  offer: TradeOfferRow,
): Promise<{ returned: number; debited: number; debt: number }> {
  const keys = reversalKeys(offer.id);
  const skins = offer.items as OfferItem[];
  const instanceIds = skins.flatMap((skin) => (skin.inventoryItemId === undefined ? [] : [skin.inventoryItemId]));
  // Instances first, then the player's row (the storehouse's lock order).
  const taken = await moveInstances(tx, {
    userId: offer.userId,
    ids: instanceIds,
    from: 'available',
    to: 'reverted',
    exceptWon: false,
    reason: 'trade_reversal',
    reference: keys.reference,
  });
  const takenIds = new Set(taken.map((row) => row.id));
  const gone = skins
    .filter((skin) => skin.inventoryItemId === undefined || !takenIds.has(skin.inventoryItemId))
    .reduce((sum, skin) => sum + skin.price, 0);

  let debited = 0;
  let debt = 0;
  if (gone > 0) {
    const balance = await lockUserBalance(tx, offer.userId);
    debited = Math.min(gone, balance);
    if (debited > 0) {
      await deps.money.transfer(tx, afterCommit, {
        kind: 'trade_reversal',
        from: userAccount(offer.userId),
        to: houseAccount('clearing:steam'),
        amount: debited,
        reference: keys.reference,
        idempotencyKey: keys.debit,
      });
    }
    debt = gone - debited;
    if (debt > 0) {
      await insertDebt(tx, { userId: offer.userId, amount: debt, reason: 'trade_reversal', tradeOfferId: offer.id });
    }
  }
  await deps.notifications.notify(tx, afterCommit, {
    userId: offer.userId,
    name: 'notification.trade_reverted',
    params: { returned: taken.length, debited: centsToAmount(debited), debt: centsToAmount(debt) },
  });
  return { returned: taken.length, debited, debt };
}

/**
 * Pays the player's open reversal debts from their balance, oldest first, each only in full
 * (`available → clearing:steam`, once per debt by its key): a debt the balance covers stops
 * blocking withdrawals. Answers what is still owed.
 */
export async function settleCoveredDebts(
  tx: Transaction,
  afterCommit: AfterCommit,
  deps: Pick<ReversalDeps, 'money'>,
  userId: number,
): Promise<number> {
  const debts = await lockOpenDebts(tx, userId);
  if (debts.length === 0) return 0;
  let balance = await lockUserBalance(tx, userId);
  let owed = 0;
  for (const debt of debts) {
    if (debt.amount > balance || debt.tradeOfferId === null) {
      owed += debt.amount;
      continue;
    }
    const keys = reversalKeys(debt.tradeOfferId);
    await deps.money.transfer(tx, afterCommit, {
      kind: 'trade_reversal',
      from: userAccount(userId),
      to: houseAccount('clearing:steam'),
      amount: debt.amount,
      reference: keys.reference,
      idempotencyKey: keys.debt,
    });
    await markDebtSettled(tx, debt.id);
    balance -= debt.amount;
  }
  return owed;
}
