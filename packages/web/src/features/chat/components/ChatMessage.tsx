import { memo } from 'react';
import { Link } from 'react-router';
import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import { UserName } from '../../../components/UserName';
import { useI18n } from '../../../lib/i18n';
import { chatBadge, formatMessageTime, mentionsUser } from '../chat-view';
import { manageMessage } from '../hooks/moderation-store';
import { BadgeIcon } from './BadgeIcon';
import { MessageCard } from './MessageCard';
import styles from './ChatMessage.module.css';

interface ChatMessageProps {
  message: ChatMessageDto;
  /** The reader's name, for the `@name,` highlight (docs/community/chat.md "Rules"). */
  username: string | null;
  /**
   * The reader is a moderator or admin: each message gets the management button
   * (docs/community/chat.md "Moderation").
   */
  staff: boolean;
}

/**
 * One message (docs/product/screens.md "Layout", docs/community/chat.md "Rules"): avatar and
 * name → the author's profile (the name blurred in streamer mode), their badge, the time,
 * and the text — always as React text, never HTML, so whatever a player typed shows exactly
 * as typed — or the stats/balance card of a command.
 */
export const ChatMessage = memo(function ChatMessage({ message, username, staff }: ChatMessageProps) {
  const { t, language } = useI18n();
  const { user } = message;
  const badge = chatBadge(user);
  const mention = message.type === 'message' && mentionsUser(message.message, username);
  return (
    <li
      className={`${styles.message} ${mention ? styles.mention : ''}`}
      data-testid="chat-message"
      data-id={message.id}
      data-user-id={user.id}
      data-type={message.type}
      data-mention={mention || undefined}
    >
      <Link to={`/user/${user.id}`} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
        <img className={styles.avatar} src={user.avatar} alt="" width={32} height={32} loading="lazy" />
      </Link>
      <div className={styles.body}>
        <div className={styles.meta}>
          <Link to={`/user/${user.id}`} className={styles.author} data-testid="chat-author">
            <UserName name={user.username} demo={user.is_demo} className={styles.name} />
          </Link>
          {badge && <BadgeIcon badge={badge} label={t(`chat.badge.${badge}`)} />}
          <time className={styles.time} dateTime={message.time}>
            {formatMessageTime(message.time, language)}
          </time>
          {staff && (
            <button
              type="button"
              className={styles.manage}
              aria-label={t('chat.manage')}
              title={t('chat.manage')}
              onClick={() => manageMessage(message)}
              data-testid="chat-manage"
            >
              <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <circle cx="5" cy="12" r="2" />
                <circle cx="12" cy="12" r="2" />
                <circle cx="19" cy="12" r="2" />
              </svg>
            </button>
          )}
        </div>
        {message.type === 'message' ? (
          <p className={styles.text} data-testid="chat-message-text">
            {message.message}
          </p>
        ) : (
          <MessageCard message={message} />
        )}
      </div>
    </li>
  );
});
