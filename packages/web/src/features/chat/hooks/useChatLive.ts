import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { onServerEvent, onSocketConnect } from '../../../lib/socket';
import { CHAT_QUERY_KEY, chatQuery } from '../api/chat.api';
import { clearChatEvents, recordChatEvent } from '../chat-event-log';
import { reduceChat, type ChatEvent, type ChatLive } from '../chat-state';

/** Re-reads the chat; a read already under way is joined, not restarted. */
const refetchChat = () => void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_KEY }, { cancelRefetch: false });

/** Writes one event into the cached chat (and the log a snapshot being read will replay). */
export function applyChatEvent(event: ChatEvent): void {
  recordChatEvent(event, Date.now());
  const state = queryClient.getQueryData<ChatLive>(CHAT_QUERY_KEY);
  if (state) queryClient.setQueryData<ChatLive>(CHAT_QUERY_KEY, reduceChat(state, event));
}

/**
 * Keeps the cached chat live for the whole visit (docs/community/chat.md "Rules",
 * docs/api/http.md "Calls"): reads the history after every (re)connection, applies messages,
 * deletions, `/clear`, the online count, the quiz and the chat switch as they arrive, and tells
 * the quiz's winner what they won.
 */
export function useChatLive(): void {
  // An observer for the whole visit: the chat is read at start even while it is not on screen.
  useQuery(chatQuery);
  const userIdRef = useCurrentUserIdRef();

  useEffect(() => {
    const stops = [
      onSocketConnect(refetchChat),
      onServerEvent('loadChat', (payload) => applyChatEvent({ type: 'loadChat', payload })),
      onServerEvent('newMessage', (payload) => applyChatEvent({ type: 'newMessage', payload })),
      onServerEvent('chatDeleted', (payload) => applyChatEvent({ type: 'chatDeleted', payload })),
      onServerEvent('online', (payload) => applyChatEvent({ type: 'online', payload })),
      onServerEvent('quizInit', (payload) => applyChatEvent({ type: 'quizInit', payload })),
      onServerEvent('chatStatus', (payload) => applyChatEvent({ type: 'chatStatus', payload })),
      onServerEvent('quizSolved', (payload) => {
        if (payload.user.id === userIdRef.current) {
          notify.success('chat.quiz.you_won', { item: payload.item.name });
          // The quiz prize went into the winner's inventory.
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
        } else {
          notify.info('chat.quiz.solved', { answer: payload.answer });
        }
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      clearChatEvents();
      // Without listeners the cached chat goes stale: the next mount starts from a new snapshot.
      queryClient.removeQueries({ queryKey: CHAT_QUERY_KEY });
    };
    // The ref is the same object for the hook's life: the listeners are added once.
  }, [userIdRef]);
}
