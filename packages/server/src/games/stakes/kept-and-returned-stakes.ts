import type { ErrorKey } from '@skinbet/shared/errors';
import type { Transaction } from '../../db/client';
import type { InventoryService } from '../../modules/items/inventory/inventory.service';
import { stock } from '../../modules/items/storehouse/stock.service';

/** One owner's staked instances on their way out of a bet, and why (the item events' reason and reference). */
export interface OwnedStake {
  userId: number;
  ids: number[];
  reason: string;
  reference: string;
  unavailableKey: ErrorKey;
}

/**
 * Stakes the site keeps — a closed crash or wheel bet, a jackpot commission: every instance moves
 * `in_bet → lost` (an item event each), then one unit per instance goes back into storehouse
 * stock. Catalog rows are updated in ascending id, the order every game payout and trade keeps
 * (crash-bets.repository's lock-order note), so two payouts never wait on each other in a cycle.
 */
export async function keepStakes(tx: Transaction, inventory: InventoryService, stakes: OwnedStake[]): Promise<void> {
  const returned = new Map<number, number>();
  for (const stake of stakes) {
    if (stake.ids.length === 0) continue;
    const moved = await inventory.move(tx, { ...stake, from: 'in_bet', to: 'lost' });
    for (const row of moved) returned.set(row.itemId, (returned.get(row.itemId) ?? 0) + 1);
  }
  for (const itemId of [...returned.keys()].sort((a, b) => a - b)) {
    await stock.put(tx, itemId, returned.get(itemId)!);
  }
}

/**
 * Stakes given back — a voided round: every instance moves `in_bet → available` to its owner (an
 * item event each); nothing was won or lost, so stock is not touched.
 */
export async function returnStakes(tx: Transaction, inventory: InventoryService, stakes: OwnedStake[]): Promise<void> {
  for (const stake of stakes) {
    if (stake.ids.length === 0) continue;
    await inventory.move(tx, { ...stake, from: 'in_bet', to: 'available' });
  }
}
