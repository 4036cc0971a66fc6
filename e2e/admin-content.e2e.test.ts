import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { byTestId, demoName, saveScreenshot } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * The console's Content area in a real browser (docs/operations/console.md "Content"): an admin
 * creates a promo code and disables it from the table, and sets a site banner that every page then
 * shows at the top in the player's language until they close that version.
 */

async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(response?.status()).toBe(200);
}

describe('console content in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('creates a promo code and disables it from the table', async () => {
    const { page } = harness;
    await signInAsAdmin(page, harness.site.url);
    await page.goto(harness.url('/admin/content'));
    await testId('admin-content').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/content/promo');

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const form = testId('promo-form');
    await form.getByLabel('Код').fill(code);
    await form.getByLabel('Сумма, $').fill('1.25');
    await form.getByRole('button', { name: 'Создать код' }).click();
    const row = testId('promo-table').locator('tbody tr', { hasText: code.toLowerCase() });
    await row.waitFor();
    expect(await row.textContent()).toContain('действует');

    await row.getByRole('button', { name: 'Отключить' }).click();
    await testId('promo-disable-dialog').getByTestId('confirm-dialog-confirm').click();
    await expect.poll(() => row.textContent()).toContain('отключён');
    await saveScreenshot(page, 'admin-content-promo');
  });

  it('sets the site banner, shown on every page until the player closes this version', async () => {
    const { page } = harness;
    await signInAsAdmin(page, harness.site.url);
    await page.goto(harness.url('/admin/content/banner'));
    const form = testId('banner-form');
    await form.waitFor();
    await form.getByLabel('Текст (рус.)').fill('Плановые работы сегодня в 03:00');
    await form.getByLabel('Текст (англ.)').fill('Planned maintenance today at 03:00');
    await testId('banner-enabled').check();
    await expect.poll(() => testId('banner-preview').textContent()).toContain('Planned maintenance today at 03:00');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => page.getByText(/Версия \d+, изменён/).textContent()).toMatch(/Версия [1-9]/);
    await saveScreenshot(page, 'admin-content-banner');

    await page.goto(harness.url('/'));
    const banner = testId('site-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Плановые работы сегодня в 03:00');
    await banner.getByRole('button', { name: 'Закрыть' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await testId('user-balance').waitFor();
    expect(await testId('site-banner').count()).toBe(0);
  });
});
