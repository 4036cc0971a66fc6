import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminGiveawayCreateRequest,
  adminGiveawayCreateResponse,
  adminGiveawayEndRequest,
  adminGiveawayEndResponse,
  adminTelegramConfirmRequest,
} from '@skinbet/shared/schemas/giveaways.schemas';
import { adminGiveawayListRequest, adminGiveawayListResponse } from '@skinbet/shared/schemas/admin-content.schemas';
import { answers } from '../../../http/responses';
import type { GiveawaysService } from './giveaways.service';

const tags = ['admin'];

/** The operators' giveaway calls (admin only; each one audited). */
export async function giveawaysAdminRoutes(app: FastifyInstance, deps: { giveaways: GiveawaysService }) {
  const { giveaways } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/giveaways/create',
    {
      schema: {
        tags,
        summary: 'Open a giveaway of a catalog skin in stock, ending in ends_in_s, with optional conditions',
        body: adminGiveawayCreateRequest,
        response: answers(adminGiveawayCreateResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => giveaways.create(request.user.id, request.body),
  );

  api.post(
    '/api/admin/giveaways/list',
    {
      schema: {
        tags,
        summary: 'Giveaways newest first: prize, conditions, participants, winner',
        body: adminGiveawayListRequest,
        response: answers(adminGiveawayListResponse),
      },
      config: { auth: 'admin', bucket: 'read' },
    },
    async (request) => giveaways.adminList(request.body),
  );

  api.post(
    '/api/admin/giveaways/end',
    {
      schema: {
        tags,
        summary: 'Draw an active giveaway now (the same provably fair draw as at its end time)',
        body: adminGiveawayEndRequest,
        response: answers(adminGiveawayEndResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => ({ status: 'success' as const, draw: await giveaways.end(request.user.id, request.body.id) }),
  );

  api.post(
    '/api/admin/telegram/confirm',
    {
      schema: {
        tags,
        summary: "Record (or clear) a player's Telegram channel subscription: the giveaway's telegram condition",
        body: adminTelegramConfirmRequest,
        response: answers(successBodySchema),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true },
    },
    async (request) => {
      await giveaways.confirmTelegram(request.user.id, request.body.user_id, request.body.subscribed);
      return { status: 'success' as const };
    },
  );
}
