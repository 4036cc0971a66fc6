import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ErrorKey } from '@skinbet/shared/errors';
import { idSchema, successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminTicketCloseRequest,
  adminTicketCompensateRequest,
  adminTicketCompensateResponse,
  adminTicketReplyRequest,
  adminTicketsListRequest,
  adminTicketsListResponse,
  ticketSendMessageResponse,
} from '@skinbet/shared/schemas/tickets.schemas';
import { answers } from '../../../http/responses';
import type { TicketsAdminService } from './tickets-admin.service';

const tags = ['admin'];

/** Why the schema refused a reply: a malformed ticket id, a message past the schema's bound, or else. */
function replyRefusal(body: unknown): ErrorKey {
  const { id, message } = (body ?? {}) as { id?: unknown; message?: unknown };
  if (!idSchema.safeParse(id).success) return 'ticket_api.invalid_id';
  return typeof message === 'string' ? 'ticket_api.message_too_long' : 'app_api.invalid_request';
}

/**
 * Staff's ticket calls (docs/community/tickets.md "Rules"): moderators and admins read the queue,
 * reply and close; the x3 compensation is for admins. Every write is audited. Staff read a
 * ticket's messages and images through the player calls (`getById`, `/messages`, `/images`), which
 * admit staff.
 */
export async function ticketsAdminRoutes(app: FastifyInstance, deps: { ticketsAdmin: TicketsAdminService }) {
  const { ticketsAdmin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/tickets/list',
    {
      schema: {
        tags,
        summary: 'Tickets with their players (one status, or all): open ones oldest first, then closed newest first',
        body: adminTicketsListRequest,
        response: answers(adminTicketsListResponse),
      },
      config: { auth: 'staff', bucket: 'read' },
    },
    async (request) => {
      const body = adminTicketsListRequest.parse(request.body ?? {});
      const { page, page_size: pageSize } = body;
      const listed = await ticketsAdmin.list(
        { status: body.status, userId: body.user_id, fairness: body.fairness, awaitingStaff: body.awaiting_staff },
        { offset: (page - 1) * pageSize, limit: pageSize },
      );
      return { ...listed, page, page_size: pageSize };
    },
  );

  api.post(
    '/api/admin/tickets/reply',
    {
      schema: {
        tags,
        summary: 'A staff message on an active ticket: the player gets it live and as a notice (audited)',
        body: adminTicketReplyRequest,
        response: answers(ticketSendMessageResponse),
      },
      config: { auth: 'staff', bucket: 'write', mutates: true, invalidRequest: replyRefusal },
    },
    async (request) => ticketsAdmin.reply(request.user, request.body.id, request.body.message),
  );

  api.post(
    '/api/admin/tickets/close',
    {
      schema: {
        tags,
        summary: 'Close an active ticket (audited)',
        body: adminTicketCloseRequest,
        response: answers(successBodySchema),
      },
      config: { auth: 'staff', bucket: 'write', mutates: true, invalidRequest: 'ticket_api.invalid_id' },
    },
    async (request) => ticketsAdmin.close(request.user, request.body.id),
  );

  api.post(
    '/api/admin/tickets/compensate',
    {
      schema: {
        tags,
        summary:
          "Pay a fairness-mismatch ticket's player 3 × their stake in the named round, from the game's result, once (audited)",
        body: adminTicketCompensateRequest,
        response: answers(adminTicketCompensateResponse),
      },
      config: { auth: 'admin', bucket: 'write', mutates: true, invalidRequest: 'ticket_api.invalid_id' },
    },
    async (request) => ticketsAdmin.compensate(request.user, request.body.id),
  );
}
