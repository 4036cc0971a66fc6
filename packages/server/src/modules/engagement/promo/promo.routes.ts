import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkPromoRequest,
  checkPromoResponse,
  createPromoRequest,
  createPromoResponse,
  usePromoRequest,
  usePromoResponse,
} from '@skinbet/shared/schemas/payments.schemas';
import {
  adminIdRequest,
  adminPromoDisableResponse,
  adminPromoListRequest,
  adminPromoListResponse,
} from '@skinbet/shared/schemas/admin-content.schemas';
import { answers } from '../../../http/responses';
import type { PromoService } from './promo.service';

/**
 * Promo codes (docs/api/http.md "Calls"). The player's two calls share the `promo` rate-limit
 * bucket: each try of a code costs one, so codes cannot be guessed by brute force. A code that
 * is not a code at all (empty, too long, other characters) is `promo_api.invalid`.
 */
export async function promoRoutes(app: FastifyInstance, deps: { promos: PromoService }): Promise<void> {
  const { promos } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/payment/check-promocode',
    {
      schema: {
        tags: ['payment'],
        summary: "A deposit code's bonus percent for this player, or why it does not apply (nothing is reserved)",
        body: checkPromoRequest,
        response: answers(checkPromoResponse),
      },
      config: { auth: 'user', bucket: 'promo', invalidRequest: 'promo_api.invalid' },
    },
    async (request) => promos.checkDepositCode(request.user.id, request.body.promocode),
  );

  api.post(
    '/api/user/usePromo',
    {
      schema: {
        tags: ['user'],
        summary: "Credit a balance code's amount to the balance, once per player, within its limits",
        body: usePromoRequest,
        response: answers(usePromoResponse),
      },
      config: {
        auth: 'user',
        bucket: 'promo',
        mutates: true,
        restricted: true,
        playing: true,
        invalidRequest: 'promo_api.invalid',
      },
    },
    async (request) => promos.useBalanceCode(request.user.id, request.body.promocode),
  );

  api.post(
    '/api/admin/promocodes/create',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a balance or deposit promo code with total and daily limits (audited)',
        body: createPromoRequest,
        response: answers(createPromoResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => promos.create(request.user.id, request.body),
  );

  api.post(
    '/api/admin/promocodes/list',
    {
      schema: {
        tags: ['admin'],
        summary: 'Promo codes newest first with their usage (total, today) and state',
        body: adminPromoListRequest,
        response: answers(adminPromoListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => promos.list(request.body),
  );

  api.post(
    '/api/admin/promocodes/disable',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable a promo code: players are refused it as ended from now on (audited promo.disable)',
        body: adminIdRequest,
        response: answers(adminPromoDisableResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => promos.disable(request.user.id, request.body.id),
  );
}
