import { centsToAmount } from '@skinbet/shared/money';
import { siteSalePayout } from '@skinbet/shared/wallet';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { InventoryService } from '../../items/inventory/inventory.service';
import { instancesReference } from '../../ledger/money';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import { stock } from '../../items/storehouse/stock.service';

export type SiteSale = ReturnType<typeof createSiteSale>;

/**
 * `POST /api/withdraws/sell` — the skin-withdraw-type modal's "sell to the site": the player's
 * available skins, won ones included, become `sold` and go back to the storehouse stock. The
 * storehouse pays each skin's price: `siteSalePayout(price, won).payout` to the player (kind
 * `skin_sale`) — the full price, as the storehouse's own sale, except for a won skin, which the
 * storehouse refuses and which alone pays the 20 % fee — and the fee to the
 * house's fees account, so the storehouse books the skin at its price, as any sale.
 * Skins still under Trade Protection may be sold: their payout is then protected value, which a
 * withdrawal must leave on the balance until the 7 days end (trade-offers.repository protectedValueOf).
 */
export function createSiteSale(deps: { db: Database; money: MoneyService; inventory: InventoryService }) {
  const { db, money, inventory } = deps;

  return {
    async sell(userId: number, ids: number[]): Promise<{ amount: number; fee: number; balance: number }> {
      return inTransaction(db, async (tx, afterCommit) => {
        // Lock order as the storehouse's: instances, catalog rows by ascending id, the player's row.
        const sold = await inventory.move(tx, {
          userId,
          ids,
          from: 'available',
          to: 'sold',
          reason: 'site_sale',
          unavailableKey: 'inventory_api.item_not_found',
        });
        const counts = new Map<number, number>();
        for (const row of [...sold].sort((a, b) => a.itemId - b.itemId)) {
          counts.set(row.itemId, (counts.get(row.itemId) ?? 0) + 1);
        }
        for (const [itemId, count] of counts) await stock.put(tx, itemId, count);

        // The fee is rounded per skin, as the modal shows it next to each one.
        const split = sold.map((row) => siteSalePayout(row.price, row.isWonItem));
        const payout = split.reduce((sum, part) => sum + part.payout, 0);
        const fee = split.reduce((sum, part) => sum + part.fee, 0);
        const reference = instancesReference(sold.map((row) => row.id));
        // A sale is its instances leaving the player: the first instance can be sold once.
        const key = `skin_sale:${sold[0]!.id}:${sold.length}`;
        const paid = await money.transfer(tx, afterCommit, {
          kind: 'skin_sale',
          from: houseAccount('storehouse'),
          to: userAccount(userId),
          amount: payout,
          reference,
          idempotencyKey: key,
        });
        if (fee > 0) {
          await money.transfer(tx, afterCommit, {
            kind: 'skin_sale',
            from: houseAccount('storehouse'),
            to: houseAccount('fees'),
            amount: fee,
            reference,
            idempotencyKey: `${key}:fee`,
          });
        }
        return { amount: centsToAmount(payout), fee: centsToAmount(fee), balance: centsToAmount(paid.toBalance ?? 0) };
      });
    },
  };
}
