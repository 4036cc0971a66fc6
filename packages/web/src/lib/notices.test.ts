import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from './api-client';
import { dismissAllNotices, getNotices, NOTICE_DURATION_MS, noticeText, notify } from './notices';
import { setLanguage } from './i18n';

const current = () => getNotices();

describe('notices', () => {
  afterEach(() => {
    dismissAllNotices();
    vi.useRealTimers();
  });

  it("shows the server's refusal as a fail notice and a broken call as an error", () => {
    notify.failure(new ApiFailure('storehouse_api.insufficient_funds', 400, true), 'storehouse_error.buy');
    notify.failure(new ApiFailure('storehouse_error.buy', 500), 'storehouse_error.buy');
    notify.failure(new TypeError('boom'), 'inventory_error.load');
    expect(current().map(({ kind, key }) => [kind, key])).toEqual([
      ['fail', 'storehouse_api.insufficient_funds'],
      ['error', 'storehouse_error.buy'],
      ['error', 'inventory_error.load'],
    ]);
  });

  it('does not stack the same notice twice and hides notices after 5 s', () => {
    vi.useFakeTimers();
    notify.success('storehouse_api.bought');
    notify.success('storehouse_api.bought');
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(current()).toHaveLength(0);
  });

  it("keeps the server's params and translates a param that is itself a key (a mute's reason)", () => {
    notify.failure(new ApiFailure('chat_api.muted', 403, true, { minutes: 12, reason: 'chat_rules.insults' }));
    const [notice] = current();
    expect(notice).toMatchObject({ kind: 'fail', key: 'chat_api.muted', params: { minutes: 12 } });
    expect(noticeText(notice!)).toBe('Вы заблокированы в чате на 12 мин. Причина: Оскорбления');
  });

  it("reads a param sent in each language (a reason an admin wrote) in the player's language", async () => {
    const params = { minutes: 5, reason: 'chat_reason.r1', reason_ru: 'Спам ставками', reason_en: 'Bet spam' };
    expect(noticeText({ key: 'chat_api.muted', params })).toBe(
      'Вы заблокированы в чате на 5 мин. Причина: Спам ставками',
    );
    await setLanguage('en');
    try {
      expect(noticeText({ key: 'chat_api.muted', params })).toBe('You are blocked in chat for 5 min. Reason: Bet spam');
    } finally {
      await setLanguage('ru');
    }
  });

  it('leaves free-text params as they are', () => {
    expect(noticeText({ key: 'chat.quiz.solved', params: { answer: 'chat_rules.nope' } })).toContain('chat_rules.nope');
  });
});
