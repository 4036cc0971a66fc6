import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminItemResponse,
  adminItemsRequest,
  adminItemsResponse,
  itemPriceRequest,
  itemStockRequest,
} from '@skinbet/shared/schemas/admin-cases.schemas';
import { answers } from '../../../http/responses';
import type { ItemsAdminService } from './items-admin.service';

const tags = ['admin'];

/** The console's item prices and storehouse stock (docs/operations/console.md "Cases and items"), admins only. */
export async function itemsAdminRoutes(app: FastifyInstance, deps: { itemsAdmin: ItemsAdminService }): Promise<void> {
  const { itemsAdmin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/items/list',
    {
      schema: {
        tags,
        summary: 'Search the catalog by name (in stock or not), dearest first',
        body: adminItemsRequest,
        response: answers(adminItemsResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    (request) => itemsAdmin.list(request.body.query, request.body.page),
  );

  api.post(
    '/api/admin/items/price',
    {
      schema: { tags, summary: 'Set an item’s price', body: itemPriceRequest, response: answers(adminItemResponse) },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => ({
      status: 'success' as const,
      item: await itemsAdmin.setPrice(request.user.id, request.body.item_id, request.body.price),
    }),
  );

  api.post(
    '/api/admin/items/stock',
    {
      schema: {
        tags,
        summary: 'Set the storehouse’s units of an item',
        body: itemStockRequest,
        response: answers(adminItemResponse),
      },
      config: { auth: 'admin', bucket: 'write' },
    },
    async (request) => ({
      status: 'success' as const,
      item: await itemsAdmin.setStock(request.user.id, request.body.item_id, request.body.count),
    }),
  );
}
