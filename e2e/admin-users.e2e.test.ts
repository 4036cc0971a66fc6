import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { byTestId, demoName, saveScreenshot, signInAsDemo } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * The console's Users area in a real browser (docs/operations/console.md "Users"): a member of staff
 * finds a player and bans them — the player's open page loses its socket and their next case opening
 * is refused — then unbans them; corrects the balance with a reason, and a correction above
 * ADMIN_ADJUST_LIMIT waits until a second admin approves it; the audit log shows every step.
 */

async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(response?.status()).toBe(200);
}

/** Presses Open on the case the player has on screen: what they do when they try to play. */
async function tryOpeningACase(page: Page): Promise<void> {
  await byTestId(page, 'case-open').click();
}

describe('console: users in a real browser', () => {
  const harness = useBrowserSite({ env: { ADMIN_ADJUST_LIMIT: '100' } });
  const testId = (id: string) => byTestId(harness.page, id);

  it('finds a player, bans and unbans them, corrects the balance and a second admin approves the large one', async () => {
    const { page } = harness;

    // The player, on their own page: signed in, on a case, with their socket open.
    const player = await harness.openPage();
    const closedSockets: string[] = [];
    let openedSockets = 0;
    player.page.on('websocket', (socket) => {
      openedSockets += 1;
      socket.on('close', () => closedSockets.push(socket.url()));
    });
    await player.page.goto(harness.url('/cases'));
    const playerName = demoName('player');
    await signInAsDemo(player.page, playerName);
    await byTestId(player.page, 'cases-grid').waitFor();
    const cards = player.page.getByTestId('case-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const prices = await cards.evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-price'))));
    await cards.nth(prices.indexOf(Math.min(...prices))).click();
    await byTestId(player.page, 'case-contents').waitFor();
    await expect.poll(() => openedSockets).toBeGreaterThan(0);
    const playerNotice = (key: string) => player.page.locator(`[data-testid="notice-fail"][data-key="${key}"]`);

    // Staff find the player by part of their name.
    await signInAsAdmin(page, harness.site.url);
    await page.goto(harness.url('/admin/users'));
    await testId('admin-users').waitFor();
    await testId('users-search-input').fill(playerName.slice(0, -2));
    await testId('users-search-submit').click();
    await testId('users-results').getByRole('link', { name: playerName }).click();
    await testId('admin-user-page').waitFor();
    await expect.poll(() => testId('user-balance-available').textContent()).toContain('100');

    // Ban with a reason: the player's socket drops at once, and their next case opening is refused.
    const closedBefore = closedSockets.length;
    await testId('user-ban-open').click();
    await testId('reason-dialog-reason').fill('Chargeback fraud');
    await testId('reason-dialog-confirm').click();
    await testId('user-banned-badge').waitFor();
    await testId('user-ban').getByText('Chargeback fraud').waitFor();
    await expect.poll(() => closedSockets.length).toBeGreaterThan(closedBefore);
    await tryOpeningACase(player.page);
    await playerNotice('auth_api.banned').waitFor();
    await saveScreenshot(page, 'admin-user-banned');

    // Unban: the player opens the case.
    await testId('user-unban').click();
    await testId('confirm-dialog-confirm').click();
    await testId('user-banned-badge').waitFor({ state: 'detached' });
    await tryOpeningACase(player.page);
    await byTestId(player.page, 'case-reel').waitFor();

    // A correction within the limit is booked at once, with its reason.
    await testId('user-adjust-open').click();
    await testId('user-adjust-amount').fill('5');
    await testId('reason-dialog-reason').fill('Refund of a lost bet');
    await testId('reason-dialog-confirm').click();
    const applied = page.locator('[data-testid^="adjustment-"][data-status="applied"]', {
      hasText: 'Refund of a lost bet',
    });
    await applied.waitFor();

    // One above ADMIN_ADJUST_LIMIT waits for a second admin; its requester cannot approve it.
    await testId('user-adjust-open').click();
    await testId('user-adjust-amount').fill('150');
    await testId('reason-dialog-reason').fill('Lost deposit credited by hand');
    await testId('reason-dialog-confirm').click();
    const pending = page.locator('[data-testid^="adjustment-"][data-status="pending"]');
    await pending.waitFor();
    const pendingId = Number((await pending.getAttribute('data-testid'))!.replace('adjustment-', ''));
    expect(await testId(`adjustment-approve-${pendingId}`).count()).toBe(0);

    const second = await harness.openPage();
    await signInAsAdmin(second.page, harness.site.url);
    await second.page.goto(page.url());
    await byTestId(second.page, `adjustment-approve-${pendingId}`).click();
    await second.page.locator(`[data-testid="adjustment-${pendingId}"][data-status="applied"]`).waitFor();
    await second.context.close();
    expect(second.errors).toEqual([]);

    // The audit log shows each step, named after its call.
    await page.goto(harness.url('/admin/audit'));
    await testId('admin-audit').waitFor();
    await testId('filter-action').fill('users.');
    await testId('filter-action').press('Enter');
    const table = testId('audit-table');
    for (const action of ['users.ban', 'users.unban', 'users.adjust', 'users.adjust_approve']) {
      await table.locator('tbody tr', { hasText: action }).first().waitFor();
    }
    await table.locator('tbody tr', { hasText: 'Chargeback fraud' }).first().waitFor();
    await saveScreenshot(page, 'admin-users-audit');

    await player.context.close();
    expect(player.errors).toEqual([]);
  });
});
