import { describe, expect, it } from 'vitest';
import { CHAT } from '@skinbet/shared/chat';
import {
  canMute,
  chatBadge,
  formatWholeAmount,
  formatWholePercent,
  isReadingBack,
  lengthCounter,
  mentionsUser,
  MUTE_DURATIONS,
  quizQuestion,
  sendBlock,
  unseenCount,
} from './chat-view';

const roles = (is_admin: boolean, is_moderator: boolean, is_youtuber: boolean) => ({
  is_admin,
  is_moderator,
  is_youtuber,
});

describe('chat view', () => {
  it('shows one badge: admin over moderator over video creator', () => {
    expect(chatBadge(roles(true, true, true))).toBe('admin');
    expect(chatBadge(roles(false, true, true))).toBe('moderator');
    expect(chatBadge(roles(false, false, true))).toBe('youtuber');
    expect(chatBadge(roles(false, false, false))).toBeNull();
  });

  it('highlights "@name," only when it names the reader', () => {
    expect(mentionsUser('@Вася, привет', 'Вася')).toBe(true);
    expect(mentionsUser('@вася, привет', 'Вася')).toBe(true);
    expect(mentionsUser('@Петя, привет', 'Вася')).toBe(false);
    expect(mentionsUser('привет @Вася, как дела', 'Вася')).toBe(false);
    expect(mentionsUser('@Вася привет', 'Вася')).toBe(false);
    expect(mentionsUser('@Вася, привет', null)).toBe(false);
  });

  it('sends only for a signed-in player with text, and not while the chat is off unless admin', () => {
    const player = { is_admin: false };
    expect(sendBlock(null, true, 'hi')).toBe('guest');
    expect(sendBlock(player, true, '   ')).toBe('empty');
    expect(sendBlock(player, false, 'hi')).toBe('chat_off');
    expect(sendBlock({ is_admin: true }, false, 'hi')).toBeNull();
    expect(sendBlock(player, true, 'hi')).toBeNull();
  });

  it('counts characters against the 255 limit', () => {
    expect(lengthCounter('')).toBe(`0/${CHAT.maxLength}`);
    expect(lengthCounter('x'.repeat(255))).toBe('255/255');
  });

  it('stops following new messages once the reader is more than 300 px up', () => {
    const at = (distance: number) => ({ scrollHeight: 2000, clientHeight: 500, scrollTop: 1500 - distance });
    expect(isReadingBack(at(0))).toBe(false);
    expect(isReadingBack(at(CHAT.scrollAwayPx))).toBe(false);
    expect(isReadingBack(at(CHAT.scrollAwayPx + 1))).toBe(true);
    // A list shorter than its box is always at the bottom.
    expect(isReadingBack({ scrollHeight: 300, clientHeight: 500, scrollTop: 0 })).toBe(false);
  });

  it('counts the messages that arrived after the reader scrolled away', () => {
    const messages = [1, 2, 3, 4, 5].map((id) => ({ id }));
    expect(unseenCount(messages, 3)).toBe(2);
    expect(unseenCount(messages, 5)).toBe(0);
    expect(unseenCount(messages, null)).toBe(0);
  });

  it('lets staff mute players, admins mute staff, and nobody mute themselves', () => {
    const player = { id: 1, is_admin: false, is_moderator: false };
    const moderator = { id: 2, is_admin: false, is_moderator: true };
    const admin = { id: 3, is_admin: true, is_moderator: false };
    expect(canMute(player, { ...player, id: 9 })).toBe(false);
    expect(canMute(moderator, player)).toBe(true);
    expect(canMute(moderator, { ...moderator, id: 8 })).toBe(false);
    expect(canMute(moderator, admin)).toBe(false);
    expect(canMute(admin, moderator)).toBe(true);
    expect(canMute(admin, admin)).toBe(false);
    expect(canMute(null, player)).toBe(false);
  });

  it('offers the published mute durations and forever', () => {
    expect(MUTE_DURATIONS).toEqual([5, 20, 60, 120, 800, null]);
  });

  it('shows chat stats without decimals', () => {
    expect(formatWholeAmount(12.49)).toBe('$12');
    expect(formatWholeAmount(-3.5)).toBe('-$3');
    expect(formatWholeAmount(0)).toBe('$0');
    expect(formatWholePercent(57.25)).toBe('57%');
  });

  it('asks the quiz question in the page language', () => {
    const question = { ru: 'Столица Франции?', en: 'Capital of France?' };
    expect(quizQuestion(question, 'en')).toBe('Capital of France?');
    expect(quizQuestion(question, 'ru')).toBe('Столица Франции?');
    expect(quizQuestion({ ru: 'Вопрос?', en: '' }, 'en')).toBe('Вопрос?');
    expect(quizQuestion(null, 'ru')).toBe('');
  });
});
