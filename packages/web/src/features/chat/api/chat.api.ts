import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { chatMessagesResponse, chatSendResponse, type ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import type { MuteMinutes } from '@skinbet/shared/chat';
import { apiPost } from '../../../lib/api-client';
import { chatEventsSince } from '../chat-event-log';
import { mergeMessages, reduceChat, type ChatLive } from '../chat-state';

export const CHAT_QUERY_KEY = ['chat'] as const;

/** Moderation calls answer `{status: "success"}` and nothing else; the change arrives as events. */
const moderationAnswer = z.object({ status: z.literal('success') });

/**
 * `POST /api/chat/getMessages` (docs/api/http.md "Calls"): history, online count, quiz and the
 * chat switch, with the events that arrived while it was being read applied on top (see
 * chat-event-log).
 */
async function fetchChat(signal: AbortSignal): Promise<ChatLive> {
  const sentAt = Date.now();
  const dto = await apiPost('/api/chat/getMessages', {}, chatMessagesResponse, {
    fallbackKey: 'chat_error.load',
    signal,
  });
  const snapshot: ChatLive = { ...dto, messages: mergeMessages([], dto.messages) };
  return chatEventsSince(sentAt).reduce(reduceChat, snapshot);
}

export const chatQuery = queryOptions({
  queryKey: CHAT_QUERY_KEY,
  queryFn: ({ signal }) => fetchChat(signal),
  meta: { errorKey: 'chat_error.load' },
  // Socket events keep it current; it is re-read after every (re)connection.
  staleTime: Infinity,
});

/** `POST /api/chat/sendMessage {message}`: the stored message (null when a command posts nothing, e.g. `/clear`). */
export async function sendChatMessage(message: string): Promise<ChatMessageDto | null> {
  const answer = await apiPost('/api/chat/sendMessage', { message }, chatSendResponse, {
    fallbackKey: 'chat_error.send_message',
  });
  return answer.message;
}

/** `POST /api/chat/delete {id}` (staff). */
export async function deleteChatMessage(id: number): Promise<void> {
  await apiPost('/api/chat/delete', { id }, moderationAnswer, { fallbackKey: 'chat_error.delete_message' });
}

/** `POST /api/chat/ban {user_id, duration, reason_id}` (staff); a null duration is forever. */
export async function muteChatUser(userId: number, duration: MuteMinutes | null, reasonId: number): Promise<void> {
  await apiPost('/api/chat/ban', { user_id: userId, duration, reason_id: reasonId }, moderationAnswer, {
    fallbackKey: 'chat_error.mute_user',
  });
}

/** `POST /api/chat/unBan {id}` (staff): lifts the user's mute. */
export async function unmuteChatUser(userId: number): Promise<void> {
  await apiPost('/api/chat/unBan', { id: userId }, moderationAnswer, { fallbackKey: 'chat_error.unmute_user' });
}
