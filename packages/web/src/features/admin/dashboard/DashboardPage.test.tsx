import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@skinbet/shared/schemas/admin-dashboard.schemas';
import { i18nReady } from '../../../lib/i18n';
import { adminQueryKey } from '../console/admin-api';
import DashboardPage from './DashboardPage';

const rtp = (inside: boolean | null, measured: number | null) => ({
  published: 0.96,
  measured,
  standard_error: 0.01,
  spread: 0.03,
  low: 0.93,
  high: 0.99,
  inside,
});

const data: DashboardResponse = {
  from: '2026-01-01',
  to: '2026-01-02',
  generated_at: '2026-01-02T12:00:00.000Z',
  online: 17,
  days: ['2026-01-01', '2026-01-02'],
  totals: { bets: 42, wagered: 100, paid: 90, ggr: 10, bonus_costs: 2.5, ngr: 7.5, deposits: 50, withdrawals: 20 },
  games: [
    {
      game: 'crash',
      bets: 40,
      players: 5,
      wagered: 90,
      paid: 80,
      ggr: 10,
      bonus_costs: 2,
      ngr: 8,
      rtp: rtp(true, 0.95),
    },
    { game: 'wheel', bets: 2, players: 1, wagered: 10, paid: 10, ggr: 0, bonus_costs: 0, ngr: 0, rtp: rtp(false, 1) },
    { game: 'jackpot', bets: 0, players: 0, wagered: 0, paid: 0, ggr: 0, bonus_costs: 0, ngr: 0, rtp: rtp(null, null) },
  ],
  game_days: [{ day: '2026-01-01', game: 'crash', bets: 40, wagered: 90, paid: 80, ggr: 10, bonus_costs: 2, ngr: 8 }],
  costs: [{ day: '2026-01-01', kind: 'promo_balance', game: null, count: 1, amount: 0.5 }],
  money: [
    { day: '2026-01-01', deposits: 50, deposits_count: 2, withdrawals: 0, withdrawals_count: 0, withdrawal_fees: 0 },
    { day: '2026-01-02', deposits: 0, deposits_count: 0, withdrawals: 20, withdrawals_count: 1, withdrawal_fees: 5 },
  ],
  queues: [
    { queue: 'withdrawals', count: 3, oldest_at: '2026-01-02T10:00:00.000Z', oldest_age_seconds: 7200 },
    { queue: 'deposit_reviews', count: 0, oldest_at: null, oldest_age_seconds: null },
    { queue: 'tickets', count: 1, oldest_at: '2026-01-02T11:00:00.000Z', oldest_age_seconds: 3600 },
  ],
};

/** The page with the dashboard's answer already in the cache (the call the page makes without a period). */
function render() {
  const client = new QueryClient();
  client.setQueryData(adminQueryKey('/api/admin/dashboard', {}), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DashboardPage', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['admin', 'admin_dashboard']);
  });

  it('shows online now, the totals, the RTP verdicts and the queues linking to their pages', () => {
    const html = render();
    expect(html).toContain('data-testid="dashboard-online">17<');
    expect(html).toContain('data-testid="dashboard-bets">42<');
    expect(html).toMatch(/data-testid="rtp-verdict-crash"[^>]*>● (В пределах|Inside)</);
    expect(html).toMatch(/data-testid="rtp-verdict-wheel"[^>]*>▲ (Вне пределов|Outside)</);
    expect(html).toMatch(/data-testid="rtp-verdict-jackpot"[^>]*>—</);
    expect(html).toContain('95.00 %');
    expect(html).toContain('93.00 % … 99.00 %');
    expect(html).toContain('href="/admin/withdrawals"');
    expect(html).toContain('href="/admin/deposits"');
    expect(html).toContain('href="/admin/support"');
    expect(html).toContain('data-testid="queue-count-withdrawals">3<');
    expect(html).toContain('promo_balance');
    // The period the server answered fills the picker.
    expect(html).toContain('value="2026-01-01"');
  });
});
