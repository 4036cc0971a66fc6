import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { type AdminUserRgResponse } from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { i18nReady } from '../../../lib/i18n';
import { adminQueryKey } from '../console/admin-api';
import { ResponsibleGamblingTab } from './ResponsibleGamblingTab';

const USER = 42;

/** All nine slots unset, then the ones a test sets. */
function limits(set: AdminUserRgResponse['limits']): AdminUserRgResponse['limits'] {
  const all = LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, used: 0 })));
  return all.map((slot) => set.find((row) => row.kind === slot.kind && row.period === slot.period) ?? slot);
}

function render(data: AdminUserRgResponse) {
  const client = new QueryClient();
  client.setQueryData(adminQueryKey('/api/admin/users/responsibleGambling', { id: USER }), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ResponsibleGamblingTab userId={USER} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The cells of one limit row, as text. */
function limitRow(html: string, kind: string, period: string): string {
  const match = new RegExp(`data-testid="user-rg-limit-${kind}-${period}">(.*?)</tr>`).exec(html);
  expect(match, `${kind}-${period}`).not.toBeNull();
  return match![1]!.replace(/<[^>]+>/g, '|');
}

describe('ResponsibleGamblingTab', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['admin', 'admin_users']);
  });

  it('shows the nine limits with their use and a waiting raise, a time-out in force and the history', () => {
    const html = render({
      limits: limits([
        { kind: 'deposit', period: 'day', amount: 50, used: 49.99 },
        {
          kind: 'loss',
          period: 'week',
          amount: 20,
          used: 5,
          pending: { amount: 100, effective_at: '2026-12-08T10:00:00.000Z' },
        },
        {
          kind: 'wager',
          period: 'month',
          amount: 300,
          used: 0,
          pending: { amount: null, effective_at: '2026-12-08T11:00:00.000Z' },
        },
      ]),
      exclusion: { kind: 'timeout', until: '2026-12-14T10:00:00.000Z' },
      reality_check_minutes: 30,
      history: [
        { at: '2026-12-07T10:05:00.000Z', event: 'limit_hit', kind: 'deposit', period: 'day', amount: null },
        { at: '2026-12-07T10:00:00.000Z', event: 'limit_set', kind: 'deposit', period: 'day', amount: 50 },
        { at: '2026-12-07T09:00:00.000Z', event: 'exclusion_started', kind: 'timeout', period: null, amount: 7 },
      ],
    });
    expect(html.match(/data-testid="user-rg-limit-/g)).toHaveLength(9);
    expect(limitRow(html, 'deposit', 'day')).toContain('$50.00');
    expect(limitRow(html, 'deposit', 'day')).toContain('$49.99');
    expect(limitRow(html, 'loss', 'week')).toMatch(/\$100\.00 (с|from) /);
    expect(limitRow(html, 'wager', 'month')).toMatch(/(снимается с|removed from) /);
    expect(limitRow(html, 'deposit', 'week')).toMatch(/\|(нет|none)\|/);

    expect(html).toContain('data-state="until"');
    expect(html).toMatch(/(Тайм-аут: до|Time-out: until) /);
    expect(html).toContain('data-testid="user-rg-no-lifting"');
    // Read-only: nothing on the tab acts on the player.
    expect(html).not.toContain('<button');

    expect(html).toContain('data-event="limit_hit"');
    expect(html).toMatch(/(Депозиты, 24 часа: \$50\.00|Deposit, 24 hours: \$50\.00)/);
    expect(html).toMatch(/(Тайм-аут, 7 дней|Time-out, 7 days)/);
  });

  it('says a self-exclusion for good, and one past its period waiting for the player to reopen', () => {
    const base = { limits: limits([]), reality_check_minutes: 60, history: [] };
    const forGood = render({ ...base, exclusion: { kind: 'self_exclusion', until: null, permanent: true } });
    expect(forGood).toContain('data-state="for_good"');
    expect(forGood).toMatch(/(навсегда|for good)/);
    const waiting = render({
      ...base,
      exclusion: { kind: 'self_exclusion', until: null, permanent: false, can_reopen: true },
    });
    expect(waiting).toContain('data-state="awaiting_reopen"');
    const none = render({ ...base, exclusion: { kind: null, until: null } });
    expect(none).toContain('data-state="none"');
    expect(none).toMatch(/(Изменений пока нет|No changes yet)/);
  });
});
