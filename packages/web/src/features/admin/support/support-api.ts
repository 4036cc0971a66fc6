import { successBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  adminTicketCompensateResponse,
  adminTicketsListResponse,
  ticketSendMessageResponse,
  ticketWithMessagesSchema,
  type AdminTicketsListRequest,
} from '@skinbet/shared/schemas/tickets.schemas';
import { useAdminMutation, useAdminQuery } from '../console/admin-api';

/**
 * The console's support calls (docs/operations/console.md "Support"): the staff queue and actions,
 * and a ticket's messages through the player call that admits staff (`/api/tickets/getById`).
 */

export function useTicketQueue(body: AdminTicketsListRequest) {
  return useAdminQuery('/api/admin/tickets/list', body, adminTicketsListResponse, { refetchInterval: 30_000 });
}

export function useTicket(id: number) {
  return useAdminQuery('/api/tickets/getById', { id }, ticketWithMessagesSchema, { refetchInterval: 15_000 });
}

export const useReplyTicket = () =>
  useAdminMutation<typeof ticketSendMessageResponse, { id: number; message: string }>(
    '/api/admin/tickets/reply',
    ticketSendMessageResponse,
  );

export const useCloseTicket = () =>
  useAdminMutation<typeof successBodySchema, { id: number }>('/api/admin/tickets/close', successBodySchema);

export const useCompensateTicket = () =>
  useAdminMutation<typeof adminTicketCompensateResponse, { id: number }>(
    '/api/admin/tickets/compensate',
    adminTicketCompensateResponse,
  );
