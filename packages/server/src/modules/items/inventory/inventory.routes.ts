import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getInventoryRequest, inventoryResponse, type InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import { answers } from '../../../http/responses';
import type { InventoryService } from './inventory.service';
import { presentMarketItem } from './item.presenter';

export async function inventoryRoutes(app: FastifyInstance, deps: { inventory: InventoryService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/getInventory',
    {
      schema: {
        tags: ['user'],
        summary: 'The items the user holds',
        body: getInventoryRequest,
        response: answers(inventoryResponse),
      },
      // Only CS2 (app 730) exists here: any other appId gets its own error key (docs/api/errors.md "Keys").
      config: { auth: 'user', bucket: 'read', invalidRequest: 'inventory_api.invalid_app_id' },
    },
    async (request) => {
      const rows = await deps.inventory.listHeld(request.user.id);
      const items: InventoryItemDto[] = rows.map((row) => ({
        ...presentMarketItem(row),
        myId: row.myId,
        status: row.status as InventoryItemDto['status'],
        pivot: { is_won_item: row.isWonItem ? 1 : 0 },
      }));
      return { items };
    },
  );
}
