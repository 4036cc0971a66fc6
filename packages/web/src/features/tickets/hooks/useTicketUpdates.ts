import { useCallback, useEffect, useRef } from 'react';
import type { TicketMessageDto } from '@skinbet/shared/schemas/tickets.schemas';
import { queryClient } from '../../../lib/query-client';
import { notify } from '../../../lib/notices';
import { useServerEvent } from '../../../lib/socket';
import { addTicketMessages, fetchMessagesAfter, ticketQuery } from '../api/tickets.api';
import { lastMessageId, TICKET_POLL_MS } from '../ticket-rules';

/**
 * Keeps an open ticket's conversation fresh (docs/api/socket-events.md "Server to client"):
 * `ticketMessage` pushes land at once, and every 5 s the page asks for the messages after the newest
 * it has, which also catches what a dropped socket missed and a close by staff (the answer carries
 * the status). The poll stops when the ticket is closed, and skips while the tab is hidden. A failed
 * poll says so once, not every 5 s.
 */
export function useTicketUpdates(ticketId: number, open: boolean): void {
  const failed = useRef(false);

  const onPush = useCallback(
    (message: TicketMessageDto) => {
      if (message.ticket_id === ticketId) addTicketMessages(ticketId, [message]);
    },
    [ticketId],
  );
  useServerEvent('ticketMessage', onPush);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let busy = false;
    const poll = async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        const known = queryClient.getQueryData(ticketQuery(ticketId).queryKey)?.messages ?? [];
        const answer = await fetchMessagesAfter(ticketId, lastMessageId(known), controller.signal);
        addTicketMessages(ticketId, answer.messages, answer.status);
        failed.current = false;
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!failed.current) notify.failure(error, 'ticket_error.fetch_new_messages');
        failed.current = true;
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void poll(), TICKET_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [ticketId, open]);
}
