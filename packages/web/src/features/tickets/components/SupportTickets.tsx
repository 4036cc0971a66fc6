import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useHashScroll } from '../../../lib/use-hash-scroll';
import { ticketsQuery } from '../api/tickets.api';
import { activeTicket, TICKETS_ANCHOR } from '../ticket-rules';
import { NewTicketForm } from './NewTicketForm';
import { TicketList } from './TicketList';
import styles from './Tickets.module.css';
import { SignInPrompt } from '../../../components/SignInButton';

/**
 * The tickets block of `/support` (docs/product/screens.md "Support"): the player's tickets and
 * the new-ticket form. The rules (docs/community/tickets.md "Rules") allow one open ticket: while
 * one is open the form gives way to a link to it, so the rule is visible before anyone types a
 * long message. Guests get a prompt to sign in.
 */
export function SupportTickets() {
  const { t } = useI18n('tickets');
  const { user, known } = useCurrentUser();
  // This block loads after the page: a `#fragment` link is brought into view again once it has
  // taken its place (its own `#tickets`, or an FAQ answer it pushed down).
  useHashScroll();
  return (
    <section
      id={TICKETS_ANCHOR}
      className={styles.section}
      aria-labelledby="tickets-title"
      data-testid="support-tickets"
    >
      <div className={styles.sectionHeader}>
        <h2 id="tickets-title" className={styles.sectionTitle}>
          {t('tickets.title')}
        </h2>
        <p className={styles.hint}>{t('tickets.lead')}</p>
      </div>
      {!known ? <Skeleton height={120} radius={12} /> : user ? <PlayerTickets /> : <GuestPrompt />}
    </section>
  );
}

function PlayerTickets() {
  const { t } = useI18n('tickets');
  const tickets = useQuery(ticketsQuery);
  const [writing, setWriting] = useState(false);

  if (tickets.isPending) return <Skeleton height={120} radius={12} />;
  if (tickets.isError) {
    return (
      <div className={styles.state} role="status">
        <p>{t('ticket_error.load_tickets')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void tickets.refetch()}>
          {t('tickets.retry')}
        </button>
      </div>
    );
  }
  const open = activeTicket(tickets.data);
  return (
    <>
      {open ? (
        <div className={styles.openNote} role="note" data-testid="ticket-open-note">
          <p>{t('tickets.one_open', { id: open.id })}</p>
          <Link
            to={`/ticket/${open.id}`}
            className="button button--primary button--small"
            data-testid="ticket-open-link"
          >
            {t('tickets.continue')}
          </Link>
        </div>
      ) : writing ? (
        <NewTicketForm onCancel={() => setWriting(false)} />
      ) : (
        <button
          type="button"
          className={`button button--primary ${styles.newButton}`}
          onClick={() => setWriting(true)}
          data-testid="ticket-new"
        >
          {t('tickets.new')}
        </button>
      )}
      <TicketList tickets={tickets.data} />
    </>
  );
}

function GuestPrompt() {
  const { t } = useI18n('tickets');
  return (
    <SignInPrompt className={styles.state} testId="tickets-guest" text={t('tickets.guest')} button={{ small: true }} />
  );
}

export default SupportTickets;
