import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import { MAX_KEPT_MESSAGES, mergeMessages, reduceChat, type ChatEvent, type ChatLive } from './chat-state';

function message(id: number, text = `message ${id}`): ChatMessageDto {
  return {
    id,
    user: {
      id: 7,
      username: 'ann',
      avatar: '/a.png',
      is_admin: false,
      is_moderator: false,
      is_youtuber: false,
      is_demo: false,
    },
    time: '2026-01-01T12:00:00.000Z',
    message: text,
    type: 'message',
    stats: null,
    balance: null,
  };
}

const INACTIVE_QUIZ = { isActive: false, id: null, item: null, question: null };
const state = (ids: number[]): ChatLive => ({
  messages: ids.map((id) => message(id)),
  online: 3,
  quiz: INACTIVE_QUIZ,
  enabled: true,
});
const ids = (chat: ChatLive) => chat.messages.map((entry) => entry.id);
const replay = (chat: ChatLive, events: ChatEvent[]) => events.reduce(reduceChat, chat);

describe('chat state', () => {
  it('appends a new message once, however often it arrives', () => {
    const next = replay(state([1, 2]), [
      { type: 'newMessage', payload: { message: message(3) } },
      { type: 'newMessage', payload: { message: message(3) } },
    ]);
    expect(ids(next)).toEqual([1, 2, 3]);
  });

  it('keeps messages in id order when one overtakes another', () => {
    expect(mergeMessages([message(1), message(3)], [message(2)]).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('removes a deleted message and ignores a deletion it has already applied', () => {
    const chat = state([1, 2, 3]);
    const deleted = reduceChat(chat, { type: 'chatDeleted', payload: { id: 2 } });
    expect(ids(deleted)).toEqual([1, 3]);
    expect(reduceChat(deleted, { type: 'chatDeleted', payload: { id: 2 } })).toBe(deleted);
  });

  it('replaces the list on loadChat (an empty one after /clear), then carries on from there', () => {
    const next = replay(state([1, 2]), [
      { type: 'loadChat', payload: { messages: [] } },
      { type: 'newMessage', payload: { message: message(5) } },
    ]);
    expect(ids(next)).toEqual([5]);
  });

  it('a snapshot replaying events it already contains ends where the live page is', () => {
    const events: ChatEvent[] = [
      { type: 'newMessage', payload: { message: message(3) } },
      { type: 'chatDeleted', payload: { id: 1 } },
      { type: 'online', payload: { count: 9 } },
    ];
    const live = replay(state([1, 2]), events);
    const snapshotTakenAfter = state([2, 3]);
    expect(replay({ ...snapshotTakenAfter, online: 9 }, events)).toEqual(live);
  });

  it('follows the online count, the quiz and the chat switch', () => {
    const quiz = { isActive: true, id: 4, item: null, question: { ru: 'Вопрос?', en: 'Question?' } };
    const next = replay(state([]), [
      { type: 'online', payload: { count: 12 } },
      { type: 'quizInit', payload: quiz },
      { type: 'chatStatus', payload: { enabled: false } },
    ]);
    expect(next).toMatchObject({ online: 12, quiz, enabled: false });
  });

  it('keeps at most the newest MAX_KEPT_MESSAGES', () => {
    const many = Array.from({ length: MAX_KEPT_MESSAGES + 10 }, (_, index) => message(index + 1));
    const kept = mergeMessages([], many);
    expect(kept).toHaveLength(MAX_KEPT_MESSAGES);
    expect(kept[0]!.id).toBe(11);
  });
});
