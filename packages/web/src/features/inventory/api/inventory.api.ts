import { z } from 'zod';
import { APP_ID } from '@skinbet/shared/schemas/common.schemas';
import { inventoryItemSchema, tradeResultSchema, type InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { apiPost } from '../../../lib/api-client';
import { setCachedBalance } from '../../../lib/balance';
import { defineQuery, invalidateQuery } from '../../../lib/query';
import { QUERY_KEYS } from '../../../lib/query-keys';

const inventoryAnswer = z.object({ items: z.array(inventoryItemSchema) });

/** `/api/user/getInventory {appId: 730}`: the signed-in user's skins. */
export const inventoryQuery = defineQuery<InventoryItemDto[]>({
  key: QUERY_KEYS.inventory,
  fetch: async () =>
    (
      await apiPost('/api/user/getInventory', { appId: APP_ID }, inventoryAnswer, {
        fallbackKey: 'inventory_error.load',
      })
    ).items,
  errorKey: 'inventory_error.load',
});

/** True when the item may be selected for selling or betting (SPEC §5: never a won item). */
export function isTradable(item: InventoryItemDto): boolean {
  return item.status === 'available' && item.pivot.is_won_item === 0;
}

/** Sells owned instances to the site; the balance and the inventory are refreshed from the answer. */
export async function sellItems(myIds: number[]): Promise<string> {
  const result = await apiPost('/api/user/sell', { sellIds: myIds }, tradeResultSchema, {
    fallbackKey: 'storehouse_error.sell',
  });
  setCachedBalance(result.balance);
  await invalidateQuery(QUERY_KEYS.inventory);
  return result.message;
}
