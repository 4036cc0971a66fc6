import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buyRequest,
  sellRequest,
  storehouseListRequest,
  storehouseListResponse,
  tradeResultSchema,
} from '@skinbet/shared/schemas/items.schemas';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import { answers } from '../../../http/responses';
import { presentMarketItem } from '../inventory';
import type { StorehouseService } from './storehouse.service';

const tags = ['storehouse'];

export async function storehouseRoutes(app: FastifyInstance, deps: { storehouse: StorehouseService }): Promise<void> {
  const { storehouse } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: guests may browse the storehouse; buying needs a session.
  api.post(
    '/api/all-items/getList',
    {
      schema: {
        tags,
        summary: 'Search the storehouse (a page of 40)',
        body: storehouseListRequest,
        response: answers(storehouseListResponse),
      },
      config: { auth: 'public', bucket: 'search' },
    },
    async (request) => {
      const query = request.body;
      const result = await storehouse.list({
        search: query.market_hash_name,
        minPriceCents: amountToCents(query.minPrice) ?? 0,
        maxPriceCents: query.maxPrice === undefined ? null : (amountToCents(query.maxPrice) ?? null),
        page: query.page,
      });
      return { items: result.rows.map(presentMarketItem), page: query.page, hasMore: result.hasMore };
    },
  );

  api.post(
    '/api/user/buy',
    {
      schema: { tags, summary: 'Sell and buy in one exchange', body: buyRequest, response: answers(tradeResultSchema) },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true, invalidRequest: selectionError },
    },
    async (request) => {
      const result = await storehouse.trade({ userId: request.user.id, ...request.body });
      return {
        status: 'success' as const,
        message: 'storehouse_api.bought',
        balance: centsToAmount(result.balance),
        bought: result.bought,
      };
    },
  );

  api.post(
    '/api/user/sell',
    {
      schema: { tags, summary: 'Sell owned items', body: sellRequest, response: answers(tradeResultSchema) },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true, invalidRequest: selectionError },
    },
    async (request) => {
      const result = await storehouse.trade({ userId: request.user.id, buyIds: [], sellIds: request.body.sellIds });
      return {
        status: 'success' as const,
        message: 'storehouse_api.sold',
        balance: centsToAmount(result.balance),
        bought: [],
      };
    },
  );
}

/**
 * An empty selection gets its own error message (docs/api/errors.md "Keys"); any other malformed
 * body is a bad request.
 */
function selectionError(body: unknown): 'storehouse_api.no_items_selected' | 'app_api.invalid_request' {
  const { buyIds, sellIds } = (body ?? {}) as { buyIds?: unknown; sellIds?: unknown };
  const empty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);
  return empty(buyIds) && empty(sellIds) ? 'storehouse_api.no_items_selected' : 'app_api.invalid_request';
}
