import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import type { InventoryService } from '../../items/inventory/inventory.service';
import { userAccount, type MoneyService } from '../../ledger/money/money.service';
import { withdrawalKeys } from './withdrawal-keys';
import type { WithdrawalRow } from './withdrawals.repository';

/**
 * Gives back what a withdrawal took, once: the held sum to the balance (`held → available`) for
 * money, the skin to the inventory (`withdrawing → available`) for a skin. Callers run it only
 * after their conditional status change to `canceled` matched, so it runs once per withdrawal;
 * the release key would refuse a second booking anyway. Answers the balance after (money).
 */
export async function releaseWithdrawal(
  tx: Transaction,
  afterCommit: AfterCommit,
  deps: { money: MoneyService; inventory: InventoryService },
  row: WithdrawalRow,
): Promise<number | null> {
  if (row.type === 'money') {
    const keys = withdrawalKeys(row.id);
    const moved = await deps.money.transfer(tx, afterCommit, {
      kind: 'withdrawal_release',
      from: userAccount(row.userId, 'held'),
      to: userAccount(row.userId, 'available'),
      amount: row.amount,
      reference: keys.reference,
      idempotencyKey: keys.release,
    });
    return moved.toBalance;
  }
  if (row.inventoryItemId !== null) {
    await deps.inventory.move(tx, {
      userId: row.userId,
      ids: [row.inventoryItemId],
      from: 'withdrawing',
      to: 'available',
      reason: 'withdrawal_canceled',
      reference: withdrawalKeys(row.id).reference,
      unavailableKey: 'inventory_api.item_not_found',
    });
  }
  return null;
}
