import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ticketCreateResponse,
  ticketMessagesResponse,
  ticketSendMessageResponse,
  ticketsListResponse,
  ticketWithMessagesSchema,
  type TicketMessageDto,
  type TicketWithMessagesDto,
} from '@skinbet/shared/schemas/tickets.schemas';
import { ApiFailure, apiGet, apiPost, apiPostForm } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { mergeMessages } from '../ticket-rules';

/** Only this feature reads tickets, so the cache keys live here rather than in lib/query-keys. */
const TICKETS_KEY = ['tickets'] as const;

/** `POST /api/tickets/get`: the player's tickets, newest first. */
export const ticketsQuery = queryOptions({
  queryKey: [...TICKETS_KEY, 'list'],
  queryFn: async ({ signal }) =>
    (await apiPost('/api/tickets/get', {}, ticketsListResponse, { fallbackKey: 'ticket_error.load_tickets', signal }))
      .tickets,
  meta: { errorKey: 'ticket_error.load_tickets' },
});

/**
 * `POST /api/tickets/getById {id}`: one ticket with its messages, or null when it is not the
 * player's (the server answers 404 for someone else's ticket, never saying it exists).
 */
export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: [...TICKETS_KEY, 'one', id],
    queryFn: async ({ signal }): Promise<TicketWithMessagesDto | null> => {
      try {
        return await apiPost('/api/tickets/getById', { id }, ticketWithMessagesSchema, {
          fallbackKey: 'ticket_error.load_by_id',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorKey: 'ticket_error.load_by_id' },
    // New messages arrive by the poll and the socket, written into this entry.
    staleTime: Infinity,
  });
}

/** Adds messages (and the status the poll answered) to the cached ticket, each message once. */
export function addTicketMessages(id: number, messages: readonly TicketMessageDto[], status?: 0 | 1): void {
  queryClient.setQueryData(ticketQuery(id).queryKey, (ticket) => {
    if (!ticket) return ticket;
    const merged = mergeMessages(ticket.messages, messages);
    const nextStatus = status ?? ticket.status;
    return merged === ticket.messages && nextStatus === ticket.status
      ? ticket
      : { ...ticket, messages: merged, status: nextStatus };
  });
}

/** `GET /api/tickets/{id}/messages?after_id=`: the messages after the newest one the page has. */
export function fetchMessagesAfter(id: number, afterId: number, signal?: AbortSignal) {
  return apiGet(`/api/tickets/${id}/messages?after_id=${afterId}`, ticketMessagesResponse, {
    fallbackKey: 'ticket_error.fetch_new_messages',
    ...(signal ? { signal } : {}),
  });
}

/** `POST /api/tickets/create` (multipart); the new ticket goes into the cache for its page. */
export async function createTicket(form: FormData): Promise<TicketWithMessagesDto> {
  const { ticket } = await apiPostForm('/api/tickets/create', form, ticketCreateResponse, {
    fallbackKey: 'ticket_error.send',
  });
  queryClient.setQueryData(ticketQuery(ticket.id).queryKey, ticket);
  await queryClient.invalidateQueries({ queryKey: ticketsQuery.queryKey });
  return ticket;
}

/** `POST /api/tickets/sendMessage` (multipart); the stored message joins the conversation at once. */
export async function sendTicketMessage(id: number, form: FormData): Promise<TicketMessageDto> {
  const { message } = await apiPostForm('/api/tickets/sendMessage', form, ticketSendMessageResponse, {
    fallbackKey: 'ticket_error.send_message',
  });
  addTicketMessages(id, [message]);
  return message;
}

const closedAnswer = z.object({ status: z.literal('success') });

/** `POST /api/tickets/close {id}`: status 1 from now on (docs/community/tickets.md "Rules"); the list shows it too. */
export async function closeTicket(id: number): Promise<void> {
  await apiPost('/api/tickets/close', { id }, closedAnswer, { fallbackKey: 'ticket_error.close' });
  queryClient.setQueryData(ticketQuery(id).queryKey, (ticket) => (ticket ? { ...ticket, status: 1 as const } : ticket));
  await queryClient.invalidateQueries({ queryKey: ticketsQuery.queryKey });
}
