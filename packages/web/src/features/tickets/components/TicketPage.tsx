import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { TicketWithMessagesDto } from '@skinbet/shared/schemas/tickets.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { ticketQuery } from '../api/tickets.api';
import { useTicketUpdates } from '../hooks/useTicketUpdates';
import { formatTicketTime } from '../ticket-format';
import { parseTicketId, TICKETS_ANCHOR } from '../ticket-rules';
import { CloseTicket } from './CloseTicket';
import { ReplyForm } from './ReplyForm';
import { StatusBadge } from './StatusBadge';
import { TicketMessages } from './TicketMessages';
import styles from './Tickets.module.css';
import { SignInPrompt } from '../../../components/SignInButton';

/**
 * `/ticket/:id` (docs/product/screens.md "Support"): one ticket's conversation with support.
 * While the ticket is open the page polls for new messages every 5 s and takes `ticketMessage`
 * pushes; the player can reply (with a screenshot) or close it. Someone else's ticket reads as
 * not found, as the server says.
 */
export function TicketPage() {
  const id = parseTicketId(useParams().id);
  const { user, known } = useCurrentUser();
  if (id === null) return <NotFound />;
  if (!known) return <TicketSkeleton />;
  if (!user) return <GuestPrompt />;
  // Keyed on the id: another ticket starts from its own loading state and poll.
  return <TicketView key={id} id={id} myId={user.id} />;
}

function TicketView({ id, myId }: { id: number; myId: number }) {
  const { t } = useI18n('tickets');
  const query = useQuery(ticketQuery(id));
  const ticket = query.data;
  useTicketUpdates(id, ticket?.status === 0);

  if (query.isPending) return <TicketSkeleton />;
  if (query.isError) {
    return (
      <section className={styles.state} role="status" data-testid="ticket-error">
        <p>{t('ticket_error.load_by_id')}</p>
        <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
          {t('tickets.retry')}
        </button>
      </section>
    );
  }
  if (!ticket) return <NotFound />;
  return (
    <article className={styles.page} aria-labelledby="ticket-subject" data-testid="ticket-page" data-ticket-id={id}>
      <TicketHeader ticket={ticket} />
      <TicketMessages messages={ticket.messages} myId={myId} />
      {ticket.status === 0 ? (
        <>
          <ReplyForm ticketId={id} loaded={ticket} />
          <CloseTicket ticketId={id} loaded={ticket} />
        </>
      ) : (
        <div className={styles.openNote} data-testid="ticket-closed-note">
          <p>{t('tickets.closed_note')}</p>
          <Link to={`/support#${TICKETS_ANCHOR}`} className="button button--ghost button--small">
            {t('tickets.new')}
          </Link>
        </div>
      )}
    </article>
  );
}

function TicketHeader({ ticket }: { ticket: TicketWithMessagesDto }) {
  const { t, translate, language } = useI18n('tickets');
  return (
    <header className={styles.ticketHead}>
      <Link to={`/support#${TICKETS_ANCHOR}`} className={styles.back}>
        ← {t('tickets.back')}
      </Link>
      <div className={styles.ticketTitleRow}>
        <h1 id="ticket-subject" className={styles.ticketTitle}>
          <span className={styles.rowId}>#{ticket.id}</span> {ticket.subject}
        </h1>
        <StatusBadge status={ticket.status} />
      </div>
      <p className={styles.hint}>
        {t('tickets.opened', { date: formatTicketTime(ticket.created_at, language) })}
        {ticket.game && ticket.round_id !== null && (
          <>
            {' · '}
            <span data-testid="ticket-round-info">
              {t('tickets.round_info', { game: translate(`nav.${ticket.game}`), round: ticket.round_id })}
            </span>
          </>
        )}
      </p>
      {ticket.compensated !== null && (
        <p className={styles.paid} data-testid="ticket-compensated">
          {t('tickets.compensated', { amount: formatAmount(ticket.compensated) })}
        </p>
      )}
    </header>
  );
}

function NotFound() {
  const { t } = useI18n('tickets');
  return (
    <section className={styles.state} data-testid="ticket-not-found">
      <p className={styles.stateTitle}>{t('ticket_api.ticket_not_found')}</p>
      <Link to={`/support#${TICKETS_ANCHOR}`} className="button button--primary">
        {t('tickets.back')}
      </Link>
    </section>
  );
}

function GuestPrompt() {
  const { t } = useI18n('tickets');
  return <SignInPrompt className={styles.state} testId="ticket-guest" text={t('tickets.guest_ticket')} />;
}

function TicketSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="ticket-loading">
      <Skeleton height={80} radius={12} />
      <Skeleton height={280} radius={12} />
    </div>
  );
}

export default TicketPage;
