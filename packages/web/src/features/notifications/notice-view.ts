import type { NotificationDto } from '@skinbet/shared/schemas/user.schemas';

/** Notices about a support ticket: their params carry the ticket's `id` (server tickets module). */
const TICKET_NOTICE = /^notification\.ticket_[a-z_]+$/;

/** Where a notice leads: a ticket's reply, close or compensation to that ticket's page; else nowhere. */
export function noticeLink(notice: Pick<NotificationDto, 'name' | 'params'>): { to: string; id: number } | null {
  const id = notice.params.id;
  if (!TICKET_NOTICE.test(notice.name) || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  return { to: `/ticket/${id}`, id };
}

/**
 * The picture of a won skin (issue 16: a win notice carries the item image), only from an
 * absolute http(s) URL or a site path, so a notice can never point the page at another scheme.
 */
export function noticeImage(notice: Pick<NotificationDto, 'params'>): { src: string; alt: string } | null {
  const image = notice.params.image;
  if (typeof image !== 'string' || !/^(https?:\/\/|\/(?!\/))/.test(image)) return null;
  const item = notice.params.item;
  return { src: image, alt: typeof item === 'string' ? item : '' };
}

export function unreadCount(notices: readonly Pick<NotificationDto, 'is_read'>[]): number {
  return notices.reduce((count, notice) => count + (notice.is_read ? 0 : 1), 0);
}
