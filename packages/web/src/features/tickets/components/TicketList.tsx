import { Link } from 'react-router';
import type { TicketDto } from '@skinbet/shared/schemas/tickets.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { formatTicketTime } from '../ticket-format';
import { StatusBadge } from './StatusBadge';
import styles from './Tickets.module.css';

/** The player's tickets, newest first, each linking to its conversation. */
export function TicketList({ tickets }: { tickets: readonly TicketDto[] }) {
  const { t, language } = useI18n('tickets');
  if (tickets.length === 0) {
    return (
      <p className={styles.hint} data-testid="tickets-empty">
        {t('tickets.empty')}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={t('tickets.list_label')} data-testid="tickets-list">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/ticket/${ticket.id}`}
            className={styles.row}
            data-testid="ticket-row"
            data-ticket-id={ticket.id}
            data-status={ticket.status}
          >
            <span className={styles.rowId}>#{ticket.id}</span>
            <span className={styles.rowSubject}>{ticket.subject}</span>
            <span className={styles.rowMeta}>
              {ticket.compensated !== null && (
                <span className={styles.paid}>
                  {t('tickets.compensated', { amount: formatAmount(ticket.compensated) })}
                </span>
              )}
              <StatusBadge status={ticket.status} />
              <time dateTime={ticket.updated_at}>{formatTicketTime(ticket.updated_at, language)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
