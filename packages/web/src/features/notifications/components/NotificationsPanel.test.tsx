import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDto, UserDto } from '@skinbet/shared/schemas/user.schemas';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { NotificationsPanel } from './NotificationsPanel';

const notice = (id: number, extra: Partial<NotificationDto>): NotificationDto => ({
  id,
  name: 'notification.demo_welcome',
  content: '',
  params: {},
  is_read: false,
  created_at: '2026-11-26T06:00:00.000Z',
  ...extra,
});

function render(notifications: NotificationDto[]): string {
  const client = createQueryClient();
  client.setQueryData(QUERY_KEYS.user, { id: 1, notifications } as unknown as UserDto);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the notification panel (issue 16)', () => {
  beforeAll(() => i18next.loadNamespaces('notifications'));

  it('counts the unread notices and shows a won skin with its picture', () => {
    const html = render([
      notice(1, {
        name: 'notification.giveaway_won',
        params: { giveaway_id: 3, item: 'AK-47 | Redline (FT)', image: 'https://cdn.example/ak.png', amount: 12.5 },
      }),
      notice(2, { is_read: true }),
    ]);
    expect(html).toContain('data-count="1"');
    expect(html).toMatch(/<img[^>]*src="https:\/\/cdn.example\/ak.png"[^>]*alt="AK-47 \| Redline \(FT\)"/);
    expect(html).toContain('AK-47 | Redline (FT) ($12.50)');
  });

  it('links a ticket reply to its ticket, and nothing else', () => {
    const html = render([
      notice(1, { name: 'notification.ticket_reply', params: { id: 42 } }),
      notice(2, { name: 'notification.withdrawal_canceled', params: { id: 42, amount: 5 } }),
    ]);
    expect(html.match(/data-testid="notification-link"/g)).toHaveLength(1);
    expect(html).toContain('href="/ticket/42"');
    expect(html).not.toContain('data-testid="notification-image"');
  });
});
