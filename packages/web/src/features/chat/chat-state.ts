import type { ChatMessageDto, ChatQuizDto } from '@skinbet/shared/schemas/chat.schemas';
import type { SocketEventOf } from '../../lib/socket';

/**
 * The chat as the page knows it (docs/community/chat.md "Rules"): the `/api/chat/getMessages`
 * snapshot with the socket's events applied on top, kept in the TanStack Query cache.
 */
export interface ChatLive {
  /** Oldest first, as the server sends them; each id once. */
  messages: ChatMessageDto[];
  online: number;
  quiz: ChatQuizDto;
  /** False while an admin has switched the chat off ("Chat off"). */
  enabled: boolean;
}

/** The server events that change the chat (`quizSolved` only informs: `quizInit` follows it). */
export type ChatEvent = SocketEventOf<'loadChat' | 'newMessage' | 'chatDeleted' | 'online' | 'quizInit' | 'chatStatus'>;

/**
 * A tab left open for hours must not grow without bound: beyond this many messages the oldest
 * go (the server's history is 50; the rest arrived live).
 */
export const MAX_KEPT_MESSAGES = 200;

/** Adds messages by id: a message already there (the sender's own answer, a replay) is kept once. */
export function mergeMessages(messages: readonly ChatMessageDto[], added: readonly ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  // Ids grow with time, so sorting by id keeps a message that overtook another (two sends
  // committing in the other order) in the order they were written.
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return merged.length > MAX_KEPT_MESSAGES ? merged.slice(-MAX_KEPT_MESSAGES) : merged;
}

/**
 * Applies one event. Replaying an event the state already reflects changes nothing, so a
 * snapshot can replay every event that arrived while it was being read (see chat-event-log).
 */
export function reduceChat(state: ChatLive, event: ChatEvent): ChatLive {
  switch (event.type) {
    case 'loadChat':
      // The whole list again: on connect, and empty after a staff `/clear`.
      return { ...state, messages: mergeMessages([], event.payload.messages) };
    case 'newMessage':
      return { ...state, messages: mergeMessages(state.messages, [event.payload.message]) };
    case 'chatDeleted': {
      const messages = state.messages.filter((message) => message.id !== event.payload.id);
      return messages.length === state.messages.length ? state : { ...state, messages };
    }
    case 'online':
      return event.payload.count === state.online ? state : { ...state, online: event.payload.count };
    case 'quizInit':
      return { ...state, quiz: event.payload };
    case 'chatStatus':
      return event.payload.enabled === state.enabled ? state : { ...state, enabled: event.payload.enabled };
  }
}
