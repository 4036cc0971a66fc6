import type { FastifyInstance } from 'fastify';
import { buyRequest, sellRequest, storehouseListRequest } from '@skinbet/shared/schemas/items.schemas';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/parse';
import { requireUser } from '../auth/request-auth';
import { presentMarketItem } from '../inventory/item.presenter';

export async function storehouseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { sessions, storehouse } = ctx.services;

  // Public: guests may browse the storehouse; buying needs a session.
  app.post('/api/all-items/getList', async (request) => {
    const query = parseInput(storehouseListRequest, request.body);
    const result = await storehouse.list({
      search: query.market_hash_name,
      minPriceCents: amountToCents(query.minPrice) ?? 0,
      maxPriceCents: query.maxPrice === undefined ? null : (amountToCents(query.maxPrice) ?? null),
      page: query.page,
    });
    return { items: result.rows.map(presentMarketItem), page: query.page, hasMore: result.hasMore };
  });

  app.post('/api/user/buy', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    const parsed = buyRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(selectionError(request.body), 400);
    const result = await storehouse.trade({ userId: user.id, ...parsed.data });
    return {
      status: 'success',
      message: 'storehouse_api.bought',
      balance: centsToAmount(result.balance),
      bought: result.bought,
    };
  });

  app.post('/api/user/sell', { config: { mutates: true } }, async (request, reply) => {
    const user = await requireUser(request, reply, sessions);
    const parsed = sellRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(selectionError(request.body), 400);
    const result = await storehouse.trade({ userId: user.id, buyIds: [], sellIds: parsed.data.sellIds });
    return { status: 'success', message: 'storehouse_api.sold', balance: centsToAmount(result.balance), bought: [] };
  });
}

/** An empty selection gets its own SPEC §8 message; any other malformed body is a bad request. */
function selectionError(body: unknown): 'storehouse_api.no_items_selected' | 'app_api.invalid_request' {
  const { buyIds, sellIds } = (body ?? {}) as { buyIds?: unknown; sellIds?: unknown };
  const empty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);
  return empty(buyIds) && empty(sellIds) ? 'storehouse_api.no_items_selected' : 'app_api.invalid_request';
}
