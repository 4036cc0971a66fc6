import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  ticketCreateFields,
  ticketCreateResponse,
  ticketSendMessageFields,
  ticketSendMessageResponse,
} from '@skinbet/shared/schemas/tickets.schemas';
import { answers } from '../../../http/responses';
import { FORM_LIMITS, readTicketForm } from './ticket-form';
import type { TicketsService } from './tickets.service';

const tags = ['tickets'];
/** Forms, or JSON (without an image) for API clients. */
const consumes = ['multipart/form-data', 'application/json'];

/**
 * The two ticket calls that take a form with an optional image (docs/api/http.md "Calls", issue
 * 16). Their own scope is the only place @fastify/multipart is registered: every other route keeps
 * refusing multipart bodies (415), and these still pass the route contract's same-origin and auth
 * checks before a byte of the form is read. Each call costs one unit of the `write` bucket, image
 * or not.
 */
export async function ticketsUploadRoutes(
  app: FastifyInstance,
  deps: { tickets: TicketsService; allowedOrigins: string[] },
): Promise<void> {
  const { tickets, allowedOrigins } = deps;
  await app.register(multipart, { limits: FORM_LIMITS });

  app.post(
    '/api/tickets/create',
    {
      schema: {
        tags,
        summary: 'Open a ticket: `title`, `message`, optional `image`, and for a fairness mismatch `game` + `round_id`',
        consumes,
        response: answers(ticketCreateResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true },
    },
    async (request) => {
      const form = await readTicketForm(request, ticketCreateFields, allowedOrigins);
      return tickets.create(request.user, form.fields, form.image);
    },
  );

  app.post(
    '/api/tickets/sendMessage',
    {
      schema: {
        tags,
        summary: "Write on the player's active ticket: `id`, `message`, optional `image`",
        consumes,
        response: answers(ticketSendMessageResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true },
    },
    async (request) => {
      const form = await readTicketForm(request, ticketSendMessageFields, allowedOrigins);
      return tickets.sendMessage(request.user, form.fields, form.image);
    },
  );
}
