import { useLayoutEffect, useRef } from 'react';
import type { TicketMessageDto } from '@skinbet/shared/schemas/tickets.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatTicketTime } from '../ticket-format';
import styles from './Tickets.module.css';

/** How close to the bottom (px) still counts as "reading the latest": new messages then scroll into view. */
const FOLLOW_THRESHOLD = 120;

/**
 * The conversation: the player's messages on one side, staff replies on the other with a support
 * label, each with its time and, when attached, a thumbnail that opens the full picture. A new
 * message scrolls the list down only when the reader was already at the bottom.
 */
export function TicketMessages({ messages, myId }: { messages: readonly TicketMessageDto[]; myId: number }) {
  const { t, language } = useI18n('tickets');
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const node = list.current;
    if (node && following.current) node.scrollTop = node.scrollHeight;
  }, [messages.length]);

  return (
    <ol
      ref={list}
      className={styles.messages}
      aria-label={t('tickets.conversation')}
      onScroll={(event) => {
        const node = event.currentTarget;
        following.current = node.scrollHeight - node.scrollTop - node.clientHeight < FOLLOW_THRESHOLD;
      }}
      data-testid="ticket-messages"
    >
      {messages.map((message) => {
        const mine = !message.is_staff && message.user.id === myId;
        return (
          <li
            key={message.id}
            className={`${styles.message} ${message.is_staff ? styles.staff : styles.mine}`}
            data-testid="ticket-msg"
            data-staff={message.is_staff}
            data-message-id={message.id}
          >
            <header className={styles.messageHead}>
              <span className={styles.author}>
                {message.is_staff ? t('tickets.staff') : mine ? t('tickets.you') : message.user.username}
              </span>
              <time dateTime={message.created_at}>{formatTicketTime(message.created_at, language)}</time>
            </header>
            <p className={styles.messageText}>{message.message}</p>
            {message.image && (
              <a
                href={message.image}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.thumbLink}
                aria-label={t('tickets.image.open')}
              >
                <img
                  className={styles.thumb}
                  src={message.image}
                  alt={t('tickets.image.alt')}
                  loading="lazy"
                  decoding="async"
                  data-testid="ticket-msg-image"
                />
              </a>
            )}
          </li>
        );
      })}
    </ol>
  );
}
