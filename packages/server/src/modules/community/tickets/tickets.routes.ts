import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodySchema, successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  ticketCloseRequest,
  ticketGetByIdRequest,
  ticketImageParams,
  ticketMessagesParams,
  ticketMessagesQuery,
  ticketMessagesResponse,
  ticketsListResponse,
  ticketWithMessagesSchema,
} from '@skinbet/shared/schemas/tickets.schemas';
import { answers } from '../../../http/responses';
import type { TicketsService } from './tickets.service';

const tags = ['tickets'];

/**
 * The player's ticket calls (docs/api/http.md "Calls") with JSON bodies; `create` and
 * `sendMessage` take forms and live in tickets-upload.routes.ts. Reads share the `read` bucket
 * (the open ticket page polls its messages every few seconds), closing a ticket is a write. A
 * ticket id that is not an id at all is `ticket_api.invalid_id`.
 */
export async function ticketsRoutes(app: FastifyInstance, deps: { tickets: TicketsService }): Promise<void> {
  const { tickets } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tickets/get',
    {
      schema: { tags, summary: "The player's support tickets, newest first", response: answers(ticketsListResponse) },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => tickets.list(request.user.id),
  );

  api.post(
    '/api/tickets/getById',
    {
      schema: {
        tags,
        summary: 'One ticket with its messages (its player, or staff)',
        body: ticketGetByIdRequest,
        response: answers(ticketWithMessagesSchema),
      },
      config: { auth: 'user', bucket: 'read', invalidRequest: 'ticket_api.invalid_id' },
    },
    async (request) => tickets.getById(request.user, request.body.id),
  );

  api.get(
    '/api/tickets/:ticketId/messages',
    {
      schema: {
        tags,
        summary: "A ticket's messages after `after_id` (default 0), oldest first, and its status: the open page's poll",
        params: ticketMessagesParams,
        querystring: ticketMessagesQuery,
        response: answers(ticketMessagesResponse),
      },
      config: { auth: 'user', bucket: 'read', invalidRequest: 'ticket_api.invalid_id' },
    },
    async (request) => tickets.messagesAfter(request.user, request.params.ticketId, request.query.after_id),
  );

  api.post(
    '/api/tickets/close',
    {
      schema: {
        tags,
        summary: "Close the player's active ticket (a new one can be opened after)",
        body: ticketCloseRequest,
        response: answers(successBodySchema),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, invalidRequest: 'ticket_api.invalid_id' },
    },
    async (request) => tickets.close(request.user, request.body.id),
  );

  // Bytes, not JSON: outside the zod type provider, whose replies are the schema's JSON answers.
  app.get<{ Params: z.infer<typeof ticketImageParams> }>(
    '/api/tickets/images/:imageId',
    {
      schema: {
        tags,
        summary: "A ticket's attached image (re-encoded, no metadata): its player and staff only, 404 for anyone else",
        params: ticketImageParams,
        response: { '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request, reply) => {
      const image = await tickets.image(request.user, request.params.imageId);
      return (
        reply
          .type(image.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, max-age=3600')
          // Opened on its own, the image runs nothing and embeds nowhere else.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          .send(image.bytes)
      );
    },
  );
}
