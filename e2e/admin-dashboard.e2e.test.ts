import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiUser } from './support/api';
import { byTestId, demoName, pathnameOf, saveScreenshot } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * The console's Dashboard and Reports in a real browser (docs/operations/console.md "Dashboard",
 * "Reports"): the dashboard draws its charts and tables from the server's figures and links its
 * queues to their pages; the reports run the ledger check and record it, show the liabilities
 * balanced against the house, and download the GGR report as the server's CSV.
 */

async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(response?.status()).toBe(200);
}

describe('console dashboard and reports in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('the dashboard shows online, totals, charts, RTP and the queues linking to their pages', async () => {
    const { page } = harness;
    // A player with a demo balance: the demo credit is on the books, and the player is counted online.
    await apiUser(harness.site.url);
    await signInAsAdmin(page, harness.site.url);
    // The dashboard is an admin's first page of the console.
    await page.goto(harness.url('/admin'));
    await testId('admin-index').waitFor();
    await testId('admin-dashboard').waitFor();
    await expect.poll(async () => Number(await testId('dashboard-online').textContent())).toBeGreaterThanOrEqual(1);
    await testId('dashboard-rtp').locator('tbody tr').first().waitFor();
    expect(await testId('dashboard-rtp').locator('tbody tr').count()).toBeGreaterThanOrEqual(4);
    // uPlot draws the per-day charts in canvases of their own.
    await page.locator('canvas').first().waitFor();
    expect(await page.locator('canvas').count()).toBeGreaterThanOrEqual(4);

    // A preset moves the period, and the inputs follow the server's answer.
    await testId('period-7').click();
    await expect
      .poll(() => testId('period-from').inputValue())
      .toBe(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
    await saveScreenshot(page, 'admin-dashboard');

    await testId('queue-link-withdrawals').click();
    await page.waitForURL((url) => url.pathname === '/admin/withdrawals');
    expect(pathnameOf(page)).toBe('/admin/withdrawals');
  });

  it('the reports run the ledger check into its history, balance the liabilities and download the CSV', async () => {
    const { page } = harness;
    await signInAsAdmin(page, harness.site.url);
    await page.goto(harness.url('/admin/reports'));
    await testId('admin-reports').waitFor();
    await testId('ggr-totals').locator('tbody tr').first().waitFor();

    const historyRows = testId('ledger-check-history').locator('tbody tr');
    await testId('ledger-check-run').click();
    await testId('ledger-check-last').waitFor();
    await expect.poll(() => testId('ledger-check-last').textContent()).toMatch(/Учёт сходится|The books hold/);
    await expect.poll(() => historyRows.first().textContent()).toMatch(/Учёт сходится|The books hold/);

    await expect.poll(() => testId('liabilities-difference').textContent()).toMatch(/^\D*0([.,]00)?\D*$/);

    const download = page.waitForEvent('download');
    await testId('ggr-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ggr-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    await saveScreenshot(page, 'admin-reports');
  });
});
