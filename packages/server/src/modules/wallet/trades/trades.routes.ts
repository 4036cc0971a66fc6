import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  siteSaleRequest,
  siteSaleResponse,
  skinWithdrawRequest,
  skinWithdrawResponse,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import type { ErrorKey } from '@skinbet/shared/errors';
import { answers } from '../../../http/responses';
import type { SecondFactorGate } from '../../account/auth';
import type { SiteSale } from './site-sale.service';
import type { SkinWithdrawRequests } from './skin-withdraw-request';

const tags = ['withdrawals'];

/** The call sends `{items: {<id>: {}}}`; anything but one id there is "one item at a time", a bad code a wrong code. */
function skinWithdrawError(body: unknown): ErrorKey {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (fields.code !== undefined && !skinWithdrawRequest.shape.code.safeParse(fields.code).success) {
    return 'two_factor_api.invalid_code';
  }
  return 'inventory_api.one_item';
}

/**
 * Skins out (docs/payments/steam-trades.md "Withdrawals by trade", "Sale to the site"): by Steam
 * trade offer, or sold to the site at the fee.
 */
export async function tradesRoutes(
  app: FastifyInstance,
  deps: { requests: SkinWithdrawRequests; sale: SiteSale; secondFactor: SecondFactorGate },
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
      config: {
        auth: 'user',
        bucket: 'write',
        mutates: true,
        restricted: true,
        invalidRequest: skinWithdrawError,
      },
    },
    async (request) => {
      const ids = Object.keys(request.body.items).map(Number);
      // A player with two-factor sign-in proves it first (docs/money/withdrawals.md "Second factor").
      await deps.secondFactor.require(request, request.body.code);
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
