import type { AdminTicketsListRequest } from '@skinbet/shared/schemas/tickets.schemas';
import type { TableQuery } from '../console/table-query';

export const TICKET_PAGE_SIZE = 50;

/** The queue's toolbar: a status ('' for all), fairness tickets only, only those waiting for staff. */
export interface TicketToolbar {
  status: '' | '0' | '1';
  fairness: boolean;
  awaitingStaff: boolean;
}

/** The `/api/admin/tickets/list` body for the table's state and the toolbar. */
export function ticketQueueBody(query: TableQuery, toolbar: TicketToolbar): AdminTicketsListRequest {
  const userId = Number(query.filters.user);
  return {
    ...(toolbar.status === '' ? {} : { status: toolbar.status === '1' ? 1 : 0 }),
    ...(toolbar.fairness ? { fairness: true } : {}),
    ...(toolbar.awaitingStaff ? { awaiting_staff: true } : {}),
    ...(Number.isInteger(userId) && userId > 0 ? { user_id: userId } : {}),
    page: query.page,
    page_size: TICKET_PAGE_SIZE,
  };
}
