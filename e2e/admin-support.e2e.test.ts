import { describe, expect, it } from 'vitest';
import { byTestId, demoName, saveScreenshot } from './support/app';
import { apiUser } from './support/api';
import { useBrowserSite } from './support/harness';

/**
 * The console's Support area in a real browser (docs/operations/console.md "Support"): a moderator
 * finds a player's ticket in the queue (linked to the player's page), answers it and closes it; the
 * player's ticket shows the answer.
 */
describe('console: support in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('a moderator answers and closes a ticket from the queue', async () => {
    const { page } = harness;
    const siteUrl = harness.site.url;
    const player = await apiUser(siteUrl);
    const form = new FormData();
    form.set('title', 'Where is my withdrawal');
    form.set('message', 'It has been waiting since yesterday');
    const created = await fetch(`${siteUrl}/api/tickets/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}` },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const ticketId = ((await created.json()) as { ticket: { id: number } }).ticket.id;

    const login = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('mod')}&role=moderator`);
    expect(login?.status()).toBe(200);
    await page.goto(harness.url('/admin/support'));
    await testId('admin-support').waitFor();
    await testId('filter-user').fill(String(player.id));
    await testId('filter-user').press('Enter');
    const table = testId('support-table');
    await table.locator('tbody tr', { hasText: 'Where is my withdrawal' }).waitFor();
    expect(await table.getByTestId(`user-link-${player.id}`).getAttribute('href')).toBe(`/admin/users/${player.id}`);

    await testId(`ticket-open-${ticketId}`).click();
    await testId('admin-ticket').waitFor();
    await testId('ticket-messages').getByText('It has been waiting since yesterday').waitFor();
    await testId('ticket-reply').fill('It was approved this morning, the payout is on its way.');
    await testId('ticket-send').click();
    await testId('ticket-messages').getByText('It was approved this morning').waitFor();
    // Compensation is for admins: a moderator is not offered it.
    expect(await testId('ticket-compensate').count()).toBe(0);
    await testId('ticket-close').click();
    await testId('confirm-dialog-confirm').click();
    await expect.poll(() => testId('ticket-status').getAttribute('data-status')).toBe('1');
    await saveScreenshot(page, 'admin-support-ticket', { fullPage: true });

    const read = await fetch(`${siteUrl}/api/tickets/getById`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ id: ticketId }),
    });
    const ticket = (await read.json()) as { status: number; messages: { is_staff: boolean; message: string }[] };
    expect(ticket.status).toBe(1);
    expect(ticket.messages.at(-1)).toMatchObject({ is_staff: true });
  });
});
