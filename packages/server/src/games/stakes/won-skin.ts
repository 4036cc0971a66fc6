import type { Transaction } from '../../db/client';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import { stock } from '../../modules/items/storehouse/stock.service';

/** A win paid as a skin: the won instance (null when no skin fit) and the cents it covers. */
export interface WonSkin {
  winInstanceId: number | null;
  itemsCents: number;
}

/**
 * Pays the skin part of a win of `winCents` (crash, wheel: docs/games/crash.md "Bets and items"):
 * ONE won skin — the dearest storehouse item priced at or below the win, taken from stock and
 * granted as a won item (`is_won_item`) — and answers its price. The caller pays the rest (win −
 * that price) to the balance through the settlement pipeline; with no item that fits, the whole
 * win is money. So the player holds exactly the win afterwards and no value appears or disappears.
 */
export async function grantWonSkin(
  tx: Transaction,
  inventory: InventoryService,
  win: { userId: number; winCents: number; reason: string; reference: string },
): Promise<WonSkin> {
  const picked = await stock.takeDearest(tx, win.winCents);
  const [winInstanceId] = picked
    ? await inventory.grant(tx, {
        userId: win.userId,
        itemIds: [picked.id],
        reason: win.reason,
        reference: win.reference,
        isWonItem: true,
      })
    : [];
  return { winInstanceId: winInstanceId ?? null, itemsCents: picked?.price ?? 0 };
}
