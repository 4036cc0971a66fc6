import type { RefObject } from 'react';
import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { isChatStaff } from '../chat-view';
import { ChatMessage } from './ChatMessage';
import styles from './ChatPanel.module.css';

/**
 * The messages, oldest at the top, following new ones unless the reader scrolled back
 * (docs/community/chat.md "Rules").
 */
export function MessageList({
  messages,
  listRef,
  onScroll,
  unseen,
  onJump,
}: {
  messages: readonly ChatMessageDto[];
  listRef: RefObject<HTMLOListElement | null>;
  onScroll: () => void;
  /** Messages that arrived since the reader scrolled back: the jump button's count. */
  unseen: number;
  onJump: () => void;
}) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const staff = isChatStaff(user);
  return (
    <div className={styles.listWrap}>
      <ol
        ref={listRef}
        className={styles.list}
        onScroll={onScroll}
        aria-label={t('chat.messages_label')}
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        data-testid="chat-messages"
      >
        {messages.length === 0 && (
          <li className={styles.empty} data-testid="chat-empty">
            {t('chat.empty')}
          </li>
        )}
        {messages.map((message) => (
          <ChatMessage key={message.id} message={message} username={user?.username ?? null} staff={staff} />
        ))}
      </ol>
      {unseen > 0 && (
        <button type="button" className={styles.jump} onClick={onJump} data-testid="chat-jump">
          {t('chat.new_messages', { count: unseen })} ↓
        </button>
      )}
    </div>
  );
}
