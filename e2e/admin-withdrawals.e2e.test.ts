import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents } from '@skinbet/shared/money';
import { byTestId, demoName, saveScreenshot } from './support/app';
import { api, apiUser } from './support/api';
import { useBrowserSite } from './support/harness';

/**
 * The console's Withdrawals area in a real browser (docs/operations/console.md "Withdrawals"): a
 * member of staff approves one player's withdrawal and rejects another's from the queue, with the
 * facts panel open, then finds both decisions in the audit log.
 */

const TEST_TIMEOUT_MS = 400_000;

/** A JSON POST as the holder of `token`, answering the status whatever it is (a bet may be refused while the wheel spins). */
async function post(siteUrl: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * A player with a money withdrawal waiting in moderation, made through the API as the sandbox
 * allows: an operator's manual bank credit (a real deposit), every demo skin staked on the wheel
 * until that bet settles (each credit must be wagered once, docs/money/wagering.md), then $7.50
 * to a card.
 */
async function playerWithWithdrawal(siteUrl: string, adminToken: string) {
  const player = await apiUser(siteUrl);
  await api(siteUrl, adminToken, '/api/admin/deposits/manual', {
    user_id: player.id,
    amount: 10,
    reference: demoName('bank'),
  });
  type Inventory = { items: { myId: number; status: string }[] };
  const inventory = await api<Inventory>(siteUrl, player.token, '/api/user/getInventory', { appId: 730 });
  const items = inventory.items.filter((item) => item.status === 'available').map((item) => item.myId);
  await expect
    .poll(async () => (await post(siteUrl, player.token, '/api/wheel/setBet', { items, color: 'black' })).status, {
      timeout: 90_000,
      interval: 1_000,
    })
    .toBe(200);
  await expect
    .poll(
      async () =>
        (await api<{ unwagered: number }>(siteUrl, player.token, '/api/user/getAvailableWithdraw', {})).unwagered,
      { timeout: 120_000, interval: 1_000 },
    )
    .toBe(0);
  const created = await api<{ withdraw: { id: number } }>(siteUrl, player.token, '/api/user/createWithdraw', {
    sum: 7.5,
    wallet: '4111 1111 1111 1111',
    system: 5,
  });
  return { ...player, withdrawalId: created.withdraw.id };
}

async function signInAsAdmin(page: Page, siteUrl: string, name: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${name}&role=admin`);
  expect(response?.status()).toBe(200);
}

describe('console: withdrawals in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it(
    'approves one withdrawal and rejects another from the queue, and the audit log shows both',
    async () => {
      const { page } = harness;
      const siteUrl = harness.site.url;
      const adminName = demoName('admin');
      const login = await fetch(`${siteUrl}/api/auth/test-login?name=${adminName}&role=admin`);
      const adminToken = ((await login.json()) as { api_token: string }).api_token;
      const [first, second] = await Promise.all([
        playerWithWithdrawal(siteUrl, adminToken),
        playerWithWithdrawal(siteUrl, adminToken),
      ]);

      await signInAsAdmin(page, siteUrl, adminName);
      await page.goto(harness.url('/admin/withdrawals'));
      await testId('admin-withdrawals').waitFor();

      // The first player's request: its facts, then approved.
      await testId('filter-user').fill(String(first.id));
      await testId('filter-user').press('Enter');
      await testId(`withdrawal-approve-${first.withdrawalId}`).waitFor();
      await testId(`withdrawal-facts-${first.withdrawalId}`).click();
      // Deposited: the $10 bank credit.
      await testId('withdrawal-facts').getByText(formatCents(1000)).first().waitFor();
      await saveScreenshot(page, 'admin-withdrawal-facts', { fullPage: true });
      await testId(`withdrawal-approve-${first.withdrawalId}`).click();
      await testId('confirm-dialog-confirm').click();
      await expect.poll(() => testId('withdrawals-notice').textContent()).toContain(String(first.withdrawalId));
      await testId(`withdrawal-approve-${first.withdrawalId}`).waitFor({ state: 'detached' });

      // The second player's request: rejected with a reason the player is shown.
      await testId('filter-user').fill(String(second.id));
      await testId('filter-user').press('Enter');
      await testId(`withdrawal-reject-${second.withdrawalId}`).click();
      await testId('reason-dialog-reason').fill('Card holder name does not match');
      await testId('reason-dialog-confirm').click();
      await testId(`withdrawal-reject-${second.withdrawalId}`).waitFor({ state: 'detached' });

      const mine = await api<{ withdraws: { id: number; status: string; reason: string | null }[] }>(
        siteUrl,
        second.token,
        '/api/user/withdraws',
        {},
      );
      expect(mine.withdraws.find((row) => row.id === second.withdrawalId)).toMatchObject({
        status: 'canceled',
        reason: 'Card holder name does not match',
      });
      const approved = await api<{ withdraws: { id: number; status: string }[] }>(
        siteUrl,
        first.token,
        '/api/user/withdraws',
        {},
      );
      expect(approved.withdraws.find((row) => row.id === first.withdrawalId)?.status).toMatch(/sending|completed/);

      // Both decisions in the audit log, named after their calls, with their players.
      await page.goto(harness.url('/admin/audit'));
      await testId('admin-audit').waitFor();
      await testId('filter-action').fill('withdrawals.');
      await testId('filter-action').press('Enter');
      const table = testId('audit-table');
      await table
        .locator('tbody tr', { hasText: `withdrawal:${first.withdrawalId}` })
        .getByText('withdrawals.approve')
        .waitFor();
      await table
        .locator('tbody tr', { hasText: `withdrawal:${second.withdrawalId}` })
        .getByText('withdrawals.reject')
        .waitFor();
      await table.locator('tbody tr', { hasText: 'Card holder name does not match' }).first().waitFor();
      await saveScreenshot(page, 'admin-withdrawals-audit', { fullPage: true });
    },
    TEST_TIMEOUT_MS,
  );
});
