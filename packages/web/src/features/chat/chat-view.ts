import { CHAT, mentionOf, type MuteMinutes } from '@skinbet/shared/chat';
import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';

type ChatUser = ChatMessageDto['user'];

/**
 * Chat badges (docs/community/chat.md "Moderation"): admin shield, moderator shield if not admin,
 * video-creator icon if neither.
 */
export type ChatBadge = 'admin' | 'moderator' | 'youtuber';

export function chatBadge(user: Pick<ChatUser, 'is_admin' | 'is_moderator' | 'is_youtuber'>): ChatBadge | null {
  if (user.is_admin) return 'admin';
  if (user.is_moderator) return 'moderator';
  return user.is_youtuber ? 'youtuber' : null;
}

/** Moderators and admins manage the chat (docs/community/chat.md "Moderation"). */
export function isChatStaff(user: Pick<ChatUser, 'is_admin' | 'is_moderator'> | null | undefined): boolean {
  return user?.is_admin === true || user?.is_moderator === true;
}

/**
 * docs/community/chat.md "Rules": a message starting with `@name,` is highlighted when `name` is
 * the reader's. Names are compared without case, as players type them by hand.
 */
export function mentionsUser(text: string, username: string | null | undefined): boolean {
  if (!username) return false;
  const mentioned = mentionOf(text);
  return mentioned !== null && mentioned.toLocaleLowerCase() === username.trim().toLocaleLowerCase();
}

/**
 * Why the send button is off, or null when it may send (docs/community/chat.md "Rules": signed in,
 * chat on, some text).
 */
export type SendBlock = 'guest' | 'chat_off' | 'empty';

export function sendBlock(
  user: Pick<ChatUser, 'is_admin'> | null | undefined,
  enabled: boolean,
  text: string,
): SendBlock | null {
  if (!user) return 'guest';
  // The server lets admins write while the chat is off (they may announce why).
  if (!enabled && !user.is_admin) return 'chat_off';
  return text.trim() === '' ? 'empty' : null;
}

/** The form's counter: characters typed of the 255 allowed (docs/community/chat.md "Rules"). */
export function lengthCounter(text: string): string {
  return `${text.length}/${CHAT.maxLength}`;
}

export interface ScrollMetrics {
  scrollHeight: number;
  scrollTop: number;
  clientHeight: number;
}

export function distanceFromBottom({ scrollHeight, scrollTop, clientHeight }: ScrollMetrics): number {
  return Math.max(0, scrollHeight - scrollTop - clientHeight);
}

/**
 * docs/community/chat.md "Rules": once the reader has scrolled more than 300 px up, new messages
 * no longer pull the list down (they are counted for the "new messages" button instead).
 */
export function isReadingBack(metrics: ScrollMetrics): boolean {
  return distanceFromBottom(metrics) > CHAT.scrollAwayPx;
}

/** Messages that arrived after the last one the reader had in view when they scrolled away. */
export function unseenCount(messages: readonly Pick<ChatMessageDto, 'id'>[], lastSeenId: number | null): number {
  if (lastSeenId === null) return 0;
  return messages.filter((message) => message.id > lastSeenId).length;
}

/**
 * Whether `viewer` may mute the author of a message (docs/community/chat.md "Rules",
 * docs/product/overview.md "Roles and permissions"): staff only, never oneself, and a moderator
 * never another moderator or an admin (the server refuses those too).
 */
export function canMute(
  viewer: Pick<ChatUser, 'id' | 'is_admin' | 'is_moderator'> | null | undefined,
  author: Pick<ChatUser, 'id' | 'is_admin' | 'is_moderator'>,
): boolean {
  if (!viewer || !isChatStaff(viewer) || viewer.id === author.id) return false;
  return viewer.is_admin || !isChatStaff(author);
}

/** The published mute durations, then forever (null; docs/community/chat.md "Moderation"). */
export const MUTE_DURATIONS: readonly (MuteMinutes | null)[] = [...CHAT.muteMinutes, null];

/** The chat commands of the commands modal (docs/product/screens.md "Layout"); `/clear` is for staff only. */
export const CHAT_COMMANDS = [
  { command: '/stats', key: 'stats', staffOnly: false },
  { command: '/balance', key: 'balance', staffOnly: false },
  { command: '/clear', key: 'clear', staffOnly: true },
] as const;

export const CLEAR_COMMAND = '/clear';

/** "14:05" in the reader's language and time zone. */
export function formatMessageTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
}

/** docs/community/chat.md "Rules": chat stats show no decimals ("$12", "-$3", "57%"). */
export function formatWholeAmount(amount: number): string {
  const whole = Math.round(amount);
  return whole < 0 ? `-$${Math.abs(whole)}` : `$${whole}`;
}

export function formatWholePercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** The quiz question in the page's language, the other one when it is missing. */
export function quizQuestion(question: { ru: string; en: string } | null, language: string): string {
  if (!question) return '';
  return (language === 'en' ? question.en : question.ru) || question.ru || question.en;
}
