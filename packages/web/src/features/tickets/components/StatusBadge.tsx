import { useI18n } from '../../../lib/i18n';
import styles from './Tickets.module.css';

/** Ticket states (docs/community/tickets.md "Rules"): 0 open, 1 closed. */
export function StatusBadge({ status }: { status: 0 | 1 }) {
  const { t } = useI18n('tickets');
  return (
    <span
      className={`${styles.status} ${status === 0 ? styles.statusOpen : styles.statusClosed}`}
      data-testid="ticket-status"
      data-status={status}
    >
      {status === 0 ? t('tickets.status.open') : t('tickets.status.closed')}
    </span>
  );
}
