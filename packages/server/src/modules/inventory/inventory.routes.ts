import type { FastifyInstance } from 'fastify';
import { getInventoryRequest, type InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { requireUser } from '../auth/request-auth';
import { presentMarketItem } from './item.presenter';

export async function inventoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/user/getInventory', async (request, reply) => {
    const user = await requireUser(request, reply, ctx.services.sessions);
    if (!getInventoryRequest.safeParse(request.body ?? {}).success) {
      throw new ApiError('inventory_api.invalid_app_id', 400);
    }
    const rows = await ctx.services.inventory.listHeld(user.id);
    const items: InventoryItemDto[] = rows.map((row) => ({
      ...presentMarketItem(row),
      myId: row.myId,
      status: row.status as InventoryItemDto['status'],
      pivot: { is_won_item: row.isWonItem ? 1 : 0 },
    }));
    return { items };
  });
}
