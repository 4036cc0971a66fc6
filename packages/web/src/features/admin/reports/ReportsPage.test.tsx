import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GgrReportResponse } from '@skinbet/shared/schemas/admin-money.schemas';
import type { LedgerCheckRunsResponse, LiabilitiesResponse } from '@skinbet/shared/schemas/admin-reports.schemas';
import type { AdminLimitHitsResponse } from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { i18nReady } from '../../../lib/i18n';
import { adminQueryKey } from '../console/admin-api';
import ReportsPage from './ReportsPage';
import { defaultGgrPeriod, utcDay } from './reports-data';

const run = {
  id: 7,
  trigger: 'manual' as const,
  actor_id: 3,
  actor_name: 'Alice',
  started_at: '2026-01-02T10:00:00.000Z',
  duration_ms: 12,
  accounts: 40,
  transfers: 900,
  mismatch_count: 1,
  mismatches: [{ check: 'user_cache', account: 'user:9:available', expected: 500, actual: 501 }],
};
const runs: LedgerCheckRunsResponse = {
  last: run,
  runs: [
    run,
    { ...run, id: 6, trigger: 'periodic', actor_id: null, actor_name: null, mismatch_count: 0, mismatches: [] },
  ],
  page: 1,
  total: 2,
  every_ms: 3_600_000,
};
const liabilities: LiabilitiesResponse = {
  at: '2026-01-02T10:00:00.000Z',
  players: [
    { type: 'available', amount: 120.5, players: 4 },
    { type: 'held', amount: 10, players: 1 },
    { type: 'cashback', amount: 0.25, players: 1 },
  ],
  players_total: 130.75,
  house: [{ account: 'house:marketing', balance: -130.75 }],
  house_total: -130.75,
  difference: 0,
};

function render() {
  const client = new QueryClient();
  const period = defaultGgrPeriod(Date.now());
  const ggr: GgrReportResponse = {
    ...period,
    rows: [
      {
        game: 'crash',
        day: period.to,
        bets: 3,
        players: 2,
        wagered: 30,
        paid: 20,
        ggr: 10,
        rtp: 0.666667,
        published_rtp: 0.96,
      },
    ],
    totals: [
      {
        game: 'crash',
        bets: 3,
        players: 2,
        wagered: 30,
        paid: 20,
        ggr: 10,
        rtp: 0.666667,
        published_rtp: 0.96,
        account: 'house:game:crash',
        ledger: 10,
      },
    ],
  };
  client.setQueryData(adminQueryKey('/api/admin/reports/ggr', period), ggr);
  client.setQueryData(adminQueryKey('/api/admin/ledger/checks', { page: 1 }), runs);
  client.setQueryData(adminQueryKey('/api/admin/reports/liabilities', {}), liabilities);
  // The limit-hits report opens on today (UTC).
  const today = utcDay(Date.now());
  const hits: AdminLimitHitsResponse = {
    day: today,
    players: [
      {
        user_id: 12,
        username: 'Bob',
        kind: 'deposit',
        period: 'day',
        hits: 3,
        first_at: `${today}T08:00:00.000Z`,
        last_at: `${today}T09:00:00.000Z`,
      },
    ],
  };
  client.setQueryData(adminQueryKey('/api/admin/reports/limitHits', { day: today }), hits);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ReportsPage', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['admin', 'admin_reports']);
  });

  it('shows the GGR totals, the last ledger check with its mismatch and the history, and the liabilities', () => {
    const html = render();
    expect(html).toContain('house:game:crash');
    expect(html).toContain('66.67 %');
    expect(html).toContain('data-testid="ggr-csv"');
    expect(html).toContain('data-testid="ledger-check-last"');
    expect(html).toContain('user:9:available');
    expect(html).toContain('href="/admin/users/3"');
    expect(html).toMatch(/(Ежечасно|Hourly)/);
    expect(html).toContain('house:marketing');
    expect(html).toContain('data-testid="liabilities-difference"');
  });

  it("lists today's limit hits, each player linking to their page", () => {
    const html = render();
    expect(html).toContain(`data-testid="limit-hits-day" value="${utcDay(Date.now())}"`);
    expect(html).toMatch(/href="\/admin\/users\/12"[^>]*>Bob</);
    expect(html).toMatch(/(Депозиты|Deposit)<\/td><td[^>]*>(24 часа|24 hours)</);
    expect(html).not.toContain('data-testid="limit-hits-empty"');
  });
});
