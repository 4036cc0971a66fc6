import { describe, expect, it } from 'vitest';
import { byTestId, demoName, saveScreenshot } from './support/app';
import { api, apiUser } from './support/api';
import { useBrowserSite } from './support/harness';

/**
 * The console's Deposits area in a real browser (docs/operations/console.md "Deposits"): an admin
 * credits a card-wallet receipt from the review queue, finds a refused provider notification in the
 * log, and credits a bank transfer with the manual form — once, however often it is submitted.
 */
describe('console: deposits in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('approves a card receipt, shows a refused notification, credits a manual deposit once', async () => {
    const { page } = harness;
    const siteUrl = harness.site.url;
    const player = await apiUser(siteUrl);
    const receipt = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const card = await api<{ order: { id: number } }>(siteUrl, player.token, '/api/payment/card/create', {
      sum: 10,
      receipt,
    });
    // A notification nobody signed: refused, and only its summary kept.
    const forged = await fetch(`${siteUrl}/api/payment/notify/freekassa`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `MERCHANT_ID=1&AMOUNT=900&MERCHANT_ORDER_ID=${card.order.id}&SIGN=forged`,
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    const { balance: before } = await api<{ balance: number }>(siteUrl, player.token, '/api/user/get', {});

    const login = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
    expect(login?.status()).toBe(200);
    await page.goto(harness.url('/admin/deposits'));
    // Polled rather than waitFor: right after the sign-in's JSON page, a waitFor here was seen to miss the console.
    await expect.poll(() => testId('admin-deposits').isVisible()).toBe(true);

    // The receipt, approved.
    await testId('filter-user').fill(String(player.id));
    await testId('filter-user').press('Enter');
    await testId('deposits-review-table').getByText(receipt).waitFor();
    await testId(`deposit-approve-${card.order.id}`).click();
    await testId('confirm-dialog-confirm').click();
    await testId(`deposit-approve-${card.order.id}`).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await api<{ balance: number }>(siteUrl, player.token, '/api/user/get', {})).balance)
      .toBe(before + 10);

    // The refused notification in the log.
    await testId('deposits-tab-notifications').click();
    await testId('notifications-kind').selectOption('refused');
    await testId('deposits-log-table').getByText(`MERCHANT_ORDER_ID=${card.order.id}`).waitFor();
    await saveScreenshot(page, 'admin-deposits-refused', { fullPage: true });

    // A manual credit through the form, submitted twice: credited once.
    await testId('deposits-tab-manual').click();
    const reference = demoName('bank');
    await testId('manual-user_id').fill(String(player.id));
    await testId('manual-amount').fill('5');
    await testId('manual-reference').fill(reference);
    await testId('manual-submit').click();
    await expect.poll(() => testId('manual-message').textContent()).toContain(String(before + 15));
    await testId('manual-user_id').fill(String(player.id));
    await testId('manual-amount').fill('5');
    await testId('manual-reference').fill(reference);
    await testId('manual-submit').click();
    await expect.poll(() => testId('manual-message').textContent()).not.toContain(`${before + 20}`);
    await testId('deposits-manual-table').getByText(reference).waitFor();
    expect((await api<{ balance: number }>(siteUrl, player.token, '/api/user/get', {})).balance).toBe(before + 15);
    await saveScreenshot(page, 'admin-deposits-manual', { fullPage: true });
  });
});
