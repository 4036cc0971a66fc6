import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { CashbackBox } from './CashbackBox';

/** The box as the page shows it, with `user` in the cache (null: a guest). */
function render(user: Partial<UserDto> | null): string {
  const client = createQueryClient();
  client.setQueryData(QUERY_KEYS.user, user && ({ id: 7, balance: 10, ...user } as UserDto));
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CashbackBox />
    </QueryClientProvider>,
  );
}

const takeButton = (html: string) => /<button[^>]*data-testid="cashback-take"[^>]*>/.exec(html)?.[0] ?? '';

describe('CashbackBox', () => {
  // The page's Suspense boundary waits for the box's namespace; a synchronous render cannot.
  beforeAll(() => i18next.loadNamespaces('cashback'));

  it('shows the cashback divided by 100 and lets it be taken', () => {
    const html = render({ cashback: 250 });
    expect(html).toContain('data-cashback="250"');
    expect(html).toMatch(/data-testid="cashback-amount"[^>]*>\$2\.50</);
    expect(takeButton(html)).not.toContain('disabled');
  });

  it('disables the take button at zero ("empty")', () => {
    const html = render({ cashback: 0 });
    expect(html).toMatch(/data-testid="cashback-amount"[^>]*>\$0\.00</);
    expect(takeButton(html)).toContain('disabled');
  });

  it('asks a guest to sign in instead', () => {
    const html = render(null);
    expect(takeButton(html)).toBe('');
    expect(html).toContain('data-testid="cashback-login"');
  });
});
