import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  siteSaleRequest,
  siteSaleResponse,
  skinWithdrawRequest,
  skinWithdrawResponse,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { answers } from '../../../http/responses';
import type { SiteSale } from './site-sale.service';
import type { SkinWithdrawRequests } from './skin-withdraw-request';

const tags = ['withdrawals'];

/**
 * Skins out (docs/payments/steam-trades.md "Withdrawals by trade", "Sale to the site"): by Steam
 * trade offer, or sold to the site at the fee.
 */
export async function tradesRoutes(
  app: FastifyInstance,
  deps: { requests: SkinWithdrawRequests; sale: SiteSale },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/withdraws/send',
    {
      schema: {
        tags,
        summary: 'Withdraw one skin by Steam trade offer (after moderation)',
        body: skinWithdrawRequest,
        response: answers(skinWithdrawResponse),
      },
      // The call sends `{items: {<id>: {}}}`; anything but one id there is "one item at a time".
      config: {
        auth: 'user',
        bucket: 'write',
        mutates: true,
        restricted: true,
        invalidRequest: 'inventory_api.one_item',
      },
    },
    async (request) => {
      const ids = Object.keys(request.body.items).map(Number);
      return { status: 'success' as const, withdraw: await deps.requests.request(request.user.id, ids) };
    },
  );

  api.post(
    '/api/withdraws/sell',
    {
      schema: {
        tags,
        summary: 'Sell skins to the site at their price less the 20 % fee',
        body: siteSaleRequest,
        response: answers(siteSaleResponse),
      },
      config: {
        auth: 'user',
        bucket: 'write',
        mutates: true,
        restricted: true,
        invalidRequest: 'storehouse_api.no_items_selected',
      },
    },
    async (request) => ({ status: 'success' as const, ...(await deps.sale.sell(request.user.id, request.body.items)) }),
  );
}
