import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../lib/i18n';
import { chatQuery } from '../api/chat.api';
import { useChatScroll } from '../hooks/useChatScroll';
import { ChatHeader } from './ChatHeader';
import { MessageList } from './MessageList';
import { QuizPanel } from './QuizPanel';
import { SendForm } from './SendForm';
import styles from './ChatPanel.module.css';

/**
 * The chat (docs/product/screens.md "Layout"): header, message list, the quiz while one is
 * active, and the send form with its rules, commands and (for staff) clear links. `onHide` is
 * the desktop column's hide button; in the mobile drawer the drawer's own close button does
 * that.
 */
export function ChatPanel({ onHide }: { onHide?: () => void }) {
  const { t } = useI18n();
  const { data: chat, isError, refetch, isFetching } = useQuery(chatQuery);
  const { listRef, onScroll, unseen, jumpToBottom } = useChatScroll(chat?.messages);

  return (
    <section className={styles.panel} aria-label={t('chat.title')} data-testid="chat-panel">
      <ChatHeader online={chat?.online ?? null} onHide={onHide} />
      {chat ? (
        <MessageList
          messages={chat.messages}
          listRef={listRef}
          onScroll={onScroll}
          unseen={unseen}
          onJump={jumpToBottom}
        />
      ) : (
        <div className={styles.status} aria-busy={!isError}>
          {isError && (
            <>
              <p>{t('chat.load_failed')}</p>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={isFetching}
                onClick={() => void refetch()}
              >
                {t('chat.retry')}
              </button>
            </>
          )}
        </div>
      )}
      {chat?.quiz.isActive && <QuizPanel quiz={chat.quiz} />}
      <SendForm enabled={chat?.enabled ?? true} onSent={jumpToBottom} />
    </section>
  );
}

export default ChatPanel;
