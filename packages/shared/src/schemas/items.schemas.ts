import { z } from 'zod';
import { amountSchema, appIdSchema, idListSchema, idSchema } from './common.schemas';

export const getInventoryRequest = z.object({ appId: appIdSchema });

/** A catalog item as shown in the storehouse. */
export const marketItemSchema = z.object({
  id: z.number(),
  market_hash_name: z.string(),
  name: z.string(),
  weapon: z.string(),
  exterior: z.string().nullable(),
  rarity: z.string(),
  rarity_color: z.string(),
  stattrak: z.boolean(),
  price: z.number(),
  image: z.string(),
  market_count: z.number(),
});
export type MarketItemDto = z.infer<typeof marketItemSchema>;

/** An owned instance: `myId` is the instance, `id` the catalog item (docs/architecture/data-model.md "Entities"). */
export const inventoryItemSchema = marketItemSchema.extend({
  myId: z.number(),
  status: z.enum(['available', 'in_bet', 'withdrawing']),
  pivot: z.object({ is_won_item: z.union([z.literal(0), z.literal(1)]) }),
});
export type InventoryItemDto = z.infer<typeof inventoryItemSchema>;

/** `/api/user/getInventory`: the caller's items still held (available, staked or being withdrawn). */
export const inventoryResponse = z.object({ items: z.array(inventoryItemSchema) });

export const STOREHOUSE_PAGE_SIZE = 40;

export const storehouseListRequest = z.object({
  appId: appIdSchema,
  page: z.int().min(1).max(10_000).default(1),
  market_hash_name: z.string().trim().max(100).default(''),
  minPrice: amountSchema.default(0),
  maxPrice: amountSchema.optional(),
});

export const storehouseListResponse = z.object({
  items: z.array(marketItemSchema),
  page: z.number(),
  hasMore: z.boolean(),
});

/** Exchange: sell `sellIds` (owned instances) and buy `buyIds` (catalog items, repeats buy several). */
export const buyRequest = z
  .object({ buyIds: idListSchema.default([]), sellIds: idListSchema.default([]) })
  .refine((body) => body.buyIds.length + body.sellIds.length > 0, 'nothing selected');

export const sellRequest = z.object({ sellIds: idListSchema.min(1) });

export const tradeResultSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  balance: z.number(),
  bought: z.array(idSchema),
});
export type TradeResultDto = z.infer<typeof tradeResultSchema>;
