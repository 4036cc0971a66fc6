import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TicketDto } from '@skinbet/shared/schemas/tickets.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { closeTicket } from '../api/tickets.api';
import { loadedTicketProblem } from '../ticket-rules';
import styles from './Tickets.module.css';

/**
 * Closing a ticket (docs/community/tickets.md "Rules": status 1 after a successful close) asks
 * once more: a closed ticket takes no messages, and a new question then needs a new ticket.
 */
export function CloseTicket({ ticketId, loaded }: { ticketId: number; loaded: Pick<TicketDto, 'id' | 'status'> }) {
  const { t } = useI18n('tickets');
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () => closeTicket(ticketId),
    onSuccess: () => notify.success('tickets.closed_done'),
    meta: { errorKey: 'ticket_error.close' },
  });

  if (!confirming) {
    return (
      <button
        type="button"
        className={`button button--ghost button--small ${styles.closeButton}`}
        onClick={() => setConfirming(true)}
        data-testid="ticket-close"
      >
        {t('tickets.close.button')}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={t('tickets.close.question')}>
      <span>{t('tickets.close.question')}</span>
      <button
        type="button"
        className="button button--danger button--small"
        disabled={close.isPending}
        onClick={() => {
          const problem = loadedTicketProblem(loaded, ticketId);
          if (problem) return notify.fail(problem);
          close.mutate();
        }}
        data-testid="ticket-close-confirm"
      >
        {t('tickets.close.confirm')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={close.isPending}
        onClick={() => setConfirming(false)}
      >
        {t('tickets.close.keep')}
      </button>
    </div>
  );
}
