import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import type { InventoryService } from '../../items/inventory/inventory.service';
import { instancesReference } from '../../ledger/money';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import { stock } from '../../items/storehouse/stock.service';

/**
 * `createWithdraw {items}`: the player's skins sold to the site at their catalog price in the
 * withdrawal's own transaction, so their value can leave with it (if the withdrawal is refused,
 * the sale is rolled back with it). The same movement as a storehouse sale: the instances become
 * `sold`, the storehouse stock takes them back, the storehouse pays their price. Won items stay
 * unsellable at full price (docs/payments/steam-trades.md "Sale to the site"). Lock order as the
 * storehouse's: instances, catalog rows by ascending id, then the player's row (the transfer).
 */
export async function sellToSite(
  tx: Transaction,
  afterCommit: AfterCommit,
  deps: { money: MoneyService; inventory: InventoryService },
  sale: { userId: number; ids: number[] },
): Promise<number> {
  const sold = await deps.inventory.move(tx, {
    userId: sale.userId,
    ids: sale.ids,
    from: 'available',
    to: 'sold',
    reason: 'storehouse_sell',
    refuseWonItemsWith: 'storehouse_api.won_item_not_sellable',
    unavailableKey: 'inventory_api.item_not_found',
  });
  const counts = new Map<number, number>();
  for (const row of [...sold].sort((a, b) => a.itemId - b.itemId)) {
    counts.set(row.itemId, (counts.get(row.itemId) ?? 0) + 1);
  }
  for (const [itemId, count] of counts) await stock.put(tx, itemId, count);
  const value = sold.reduce((sum, row) => sum + row.price, 0);
  if (value > 0) {
    await deps.money.transfer(tx, afterCommit, {
      kind: 'storehouse_sell',
      from: houseAccount('storehouse'),
      to: userAccount(sale.userId),
      amount: value,
      reference: instancesReference(sold.map((row) => row.id)),
      // A sale is its instances leaving the player (the storehouse's key): an instance is sold once.
      idempotencyKey: `storehouse_sell:${sold[0]!.id}:${sold.length}`,
    });
  }
  return value;
}
