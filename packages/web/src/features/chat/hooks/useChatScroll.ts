import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import { isReadingBack, unseenCount } from '../chat-view';

/**
 * Auto-scroll (docs/community/chat.md "Rules"): the list follows new messages while the
 * reader is at (or within 300 px of) the bottom; once they scroll further up it stays where
 * they are and counts what arrived for the "new messages" button, which jumps back down.
 */
export function useChatScroll(messages: readonly ChatMessageDto[] | undefined) {
  const listRef = useRef<HTMLOListElement>(null);
  const [readingBack, setReadingBack] = useState(false);
  /** The newest message the reader had when they scrolled away. */
  const [lastSeenId, setLastSeenId] = useState<number | null>(null);
  const newestId = messages?.at(-1)?.id ?? null;

  // Before paint, so a new message never flashes in place before the list moves down.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && !readingBack) list.scrollTop = list.scrollHeight;
  }, [messages, readingBack]);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const away = isReadingBack(list);
    if (away === readingBack) return;
    setReadingBack(away);
    setLastSeenId(away ? newestId : null);
  }, [readingBack, newestId]);

  /** Back to the newest message (the jump button, and after the reader sends one). */
  const jumpToBottom = useCallback(() => {
    setReadingBack(false);
    setLastSeenId(null);
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, []);

  const unseen = readingBack && messages ? unseenCount(messages, lastSeenId) : 0;
  return { listRef, onScroll, unseen, jumpToBottom };
}
