import { lazy, Suspense } from 'react';
import { Drawer } from '../../components/Drawer';
import { Skeleton } from '../../components/Skeleton';
import { useI18n } from '../../lib/i18n';
import { DESKTOP_CHAT_MEDIA, useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import styles from './AppLayout.module.css';

/**
 * The chat's code loads after the first render (a lazy chunk, outside the first-load budget).
 * `ChatLive` keeps the chat fed from the socket for the whole visit (the chat loads at
 * start), whether or not it is on screen; `ChatPanel` is the chat itself.
 */
const ChatLive = lazy(() => import('../../features/chat/components/ChatLive'));
const ChatPanel = lazy(() => import('../../features/chat/components/ChatPanel'));

function ChatSkeleton() {
  return (
    <div className={styles.chatSkeleton} aria-busy="true">
      <Skeleton height={28} width="50%" />
      <Skeleton height={48} />
      <Skeleton height={48} />
      <Skeleton height={48} />
    </div>
  );
}

/**
 * The desktop chat (docs/product/screens.md "Layout": a column on the right, shown by default,
 * hidden by its header button and shown again from the tool bar) and mobile chat (a drawer
 * opened from the tool bar).
 */
export function ChatSlot() {
  const { t } = useI18n();
  const desktop = useMediaQuery(DESKTOP_CHAT_MEDIA);
  const chatVisible = useUiStore((state) => state.chatVisible);
  const mobileChatOpen = useUiStore((state) => state.mobileChatOpen);
  const setChatVisible = useUiStore((state) => state.setChatVisible);
  const setMobileChatOpen = useUiStore((state) => state.setMobileChatOpen);

  return (
    <>
      <Suspense fallback={null}>
        <ChatLive />
      </Suspense>
      {desktop && chatVisible && (
        <aside className={styles.chat} aria-label={t('chat.title')} data-testid="chat-column">
          <Suspense fallback={<ChatSkeleton />}>
            <ChatPanel onHide={() => setChatVisible(false)} />
          </Suspense>
        </aside>
      )}
      {!desktop && mobileChatOpen && (
        <Drawer title={t('chat.title')} onClose={() => setMobileChatOpen(false)} testId="chat-drawer">
          <Suspense fallback={<ChatSkeleton />}>
            <ChatPanel />
          </Suspense>
        </Drawer>
      )}
    </>
  );
}
