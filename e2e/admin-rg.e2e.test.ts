import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents } from '@skinbet/shared/money';
import type { AdminLimitHitsResponse } from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { api } from './support/api';
import { byTestId, demoName, saveScreenshot } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * The console's view of a player's protections in a real browser (docs/operations/console.md
 * "Users", "Reports"): a player sets a daily wager limit of one case's price, asks to raise it
 * (waiting 24 hours), opens the case once (exactly at the limit), is refused the second opening,
 * then takes a 24-hour time-out. Staff see the badge, the limit with its use and the waiting raise,
 * the time-out they cannot lift, the refusal in the history, and the player in the day's
 * limit-hits report, linking back to the player's page.
 */

async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(response?.status()).toBe(200);
}

/** A demo player signed in through the API, with the name staff will see. */
async function apiPlayer(siteUrl: string): Promise<{ name: string; token: string; id: number }> {
  const name = demoName('rg');
  const login = await fetch(`${siteUrl}/api/auth/test-login?name=${name}`);
  expect(login.status).toBe(200);
  const { api_token: token } = (await login.json()) as { api_token: string };
  const me = await api<{ id: number }>(siteUrl, token, '/api/user/get', {});
  return { name, token, id: me.id };
}

/** The cheapest case: opening it is a stake of its price. */
async function cheapestCase(siteUrl: string): Promise<{ id: number; price: number }> {
  const response = await fetch(`${siteUrl}/api/cases/get`);
  const { cases } = (await response.json()) as { cases: { id: number; price: number }[] };
  expect(cases.length).toBeGreaterThan(0);
  return cases.reduce((cheapest, box) => (box.price < cheapest.price ? box : cheapest));
}

/** A POST whose refusal the test reads: the status and the error key. */
async function attempt(siteUrl: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** The report's read happens beside the refusal: a bound for waiting on it, not a timed assertion. */
const POLL = { timeout: 15_000, interval: 250 };

describe('console: responsible gambling in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it("shows a player's limit, waiting raise, refusal and time-out, and the day's limit-hits report", async () => {
    const { page } = harness;
    const siteUrl = harness.site.url;
    const player = await apiPlayer(siteUrl);
    const box = await cheapestCase(siteUrl);
    const priceCents = Math.round(box.price * 100);

    // The player limits their stakes to one opening a day, then asks for ten: the raise waits.
    await api(siteUrl, player.token, '/api/user/limits/set', { kind: 'wager', period: 'day', amount: box.price });
    await api(siteUrl, player.token, '/api/user/limits/set', {
      kind: 'wager',
      period: 'day',
      amount: (priceCents * 10) / 100,
    });

    // Exactly at the limit is accepted; the next opening is refused by it.
    await api(siteUrl, player.token, '/api/cases/open', { id: box.id });
    const refused = await attempt(siteUrl, player.token, '/api/cases/open', { id: box.id });
    expect(refused.status).not.toBe(200);
    expect(refused.body.message).toBe('rg_api.wager_limit');
    const day = new Date().toISOString().slice(0, 10);

    // A time-out of 24 hours: nothing staff can lift.
    await api(siteUrl, player.token, '/api/user/exclusion/set', { kind: 'timeout', days: 1 });

    // The refusal is recorded beside the refused transaction, not in it: wait until the report has it.
    await signInAsAdmin(page, siteUrl);
    await expect
      .poll(async () => {
        const report = await page.evaluate(
          async ([url, body]) => {
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            return (await response.json()) as AdminLimitHitsResponse;
          },
          ['/api/admin/reports/limitHits', { day }] as const,
        );
        return report.players.some((row) => row.user_id === player.id);
      }, POLL)
      .toBe(true);

    // The player's page: the time-out badge in the header, then the tab.
    await page.goto(harness.url(`/admin/users/${player.id}`));
    await testId('admin-user-page').waitFor();
    await testId('user-excluded-badge').waitFor();
    expect(await testId('user-excluded-badge').getAttribute('data-kind')).toBe('timeout');
    await testId('user-tab-rg').click();
    const panel = testId('user-panel-rg');
    await panel.waitFor();

    // The limit stays one opening while the raise waits; the window used exactly that.
    const wagerDay = testId('user-rg-limit-wager-day');
    expect(await wagerDay.getByTestId('amount').textContent()).toBe(formatCents(priceCents));
    expect(await wagerDay.getByTestId('used').textContent()).toBe(formatCents(priceCents));
    expect(await wagerDay.getByTestId('pending').textContent()).toContain(formatCents(priceCents * 10));

    expect(await testId('user-rg-exclusion-state').getAttribute('data-state')).toBe('until');
    await testId('user-rg-no-lifting').waitFor();
    // Read-only: the tab has nothing to press.
    expect(await panel.locator('button').count()).toBe(0);

    const history = testId('user-rg-history');
    for (const event of ['limit_set', 'limit_raise_requested', 'limit_hit', 'exclusion_started']) {
      await history.locator(`tr[data-event="${event}"]`).first().waitFor();
    }
    await saveScreenshot(page, 'admin-user-responsible-gambling');

    // The day's limit-hits report lists the player and links to their page.
    await page.goto(harness.url('/admin/reports'));
    await testId('reports-limit-hits').waitFor();
    await testId('limit-hits-day').fill(day);
    const table = testId('limit-hits-table');
    const link = table.getByTestId(`user-link-${player.id}`);
    await link.waitFor();
    expect(await link.textContent()).toBe(player.name);
    await saveScreenshot(page, 'admin-reports-limit-hits');
    await link.click();
    await testId('admin-user-page').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/users/${player.id}`);
  });
});
