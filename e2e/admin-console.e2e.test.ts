import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiUser } from './support/api';
import { byTestId, demoName, pathnameOf, postFromPage, saveScreenshot, signInAsDemo } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * The operator console's shell and its audit log in a real browser (docs/operations/console.md):
 * players never see the console, staff reach it from the site, and an audited call shows in the log
 * with its actor, target, before → after and address, found again through the log's filters.
 */

/** Signs the browser in as a demo admin: the sign-in sets the session cookie in the page's context. */
async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(response?.status()).toBe(200);
}

describe('operator console (/admin) in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('a player sees no Admin link, and /admin refuses them', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await signInAsDemo(page);
    await testId('mode-bar').waitFor();
    expect(await testId('section-admin').count()).toBe(0);
    await page.goto(harness.url('/admin'));
    await testId('admin-forbidden').waitFor();
    expect(await testId('admin-console').count()).toBe(0);
  });

  it('an admin opens the console from the site, and an audited call shows in the audit log', async () => {
    const { page } = harness;
    await signInAsAdmin(page, harness.site.url);
    await page.goto(harness.url('/'));
    await testId('section-admin').click();
    await testId('admin-console').waitFor();
    expect(pathnameOf(page)).toBe('/admin');
    await testId('admin-index').waitFor();

    // A staff action through the API with the page's own session: it is audited with its address.
    const player = await apiUser(harness.site.url);
    const set = await postFromPage(page, '/api/admin/streamers/set', { user_id: player.id, is_youtuber: true });
    expect(set.status).toBe(200);

    await testId('admin-nav-audit').click();
    await testId('admin-audit').waitFor();
    expect(pathnameOf(page)).toBe('/admin/audit');
    const table = testId('audit-table');
    const row = table.locator('tbody tr', { hasText: 'streamers.set' }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('127.0.0.1');

    // Filters go to the server: an area's prefix keeps the entry, another area's empties the table.
    await testId('filter-action').fill('streamers.');
    await testId('filter-action').press('Enter');
    await row.waitFor();
    await saveScreenshot(page, 'admin-audit-log');
    await testId('filter-action').fill('users.ban');
    await testId('filter-action').press('Enter');
    await expect.poll(() => testId('table-state').textContent()).toMatch(/Ничего не найдено|Nothing found/);
    await testId('filter-action').fill('');
    await testId('filter-action').press('Enter');
    await row.waitFor();

    // Back to the site from the console's own link.
    await page.getByRole('link', { name: /На сайт|Back to the site/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
