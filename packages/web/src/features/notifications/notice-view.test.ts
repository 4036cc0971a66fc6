import { describe, expect, it } from 'vitest';
import { noticeImage, noticeLink, unreadCount } from './notice-view';

describe('notification panel rows', () => {
  it('links ticket notices to their ticket', () => {
    expect(noticeLink({ name: 'notification.ticket_reply', params: { id: 12 } })).toEqual({ to: '/ticket/12', id: 12 });
    expect(noticeLink({ name: 'notification.ticket_compensated', params: { id: 3, amount: 9 } })?.to).toBe('/ticket/3');
    expect(noticeLink({ name: 'notification.withdrawal_canceled', params: { id: 12 } })).toBeNull();
    expect(noticeLink({ name: 'notification.ticket_reply', params: { id: '12' } })).toBeNull();
    expect(noticeLink({ name: 'notification.ticket_reply', params: {} })).toBeNull();
  });

  it("shows a won skin's image from an http(s) URL or a site path only", () => {
    expect(noticeImage({ params: { image: 'https://cdn.example/ak.png', item: 'AK-47 | Redline' } })).toEqual({
      src: 'https://cdn.example/ak.png',
      alt: 'AK-47 | Redline',
    });
    expect(noticeImage({ params: { image: '/items/ak.png' } })).toEqual({ src: '/items/ak.png', alt: '' });
    expect(noticeImage({ params: { image: 'javascript:alert(1)' } })).toBeNull();
    expect(noticeImage({ params: { image: '//evil.example/x.png' } })).toBeNull();
    expect(noticeImage({ params: { amount: 5 } })).toBeNull();
  });

  it('counts the unread ones', () => {
    expect(unreadCount([{ is_read: false }, { is_read: true }, { is_read: false }])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});
