import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { byTestId, demoName, pathnameOf, saveScreenshot, signInAsDemo } from './support/app';
import { MOBILE, useBrowserSite } from './support/harness';

/** An operator signed in through the API (the demo sign-in makes staff on a test server). */
async function adminToken(siteUrl: string): Promise<string> {
  const login = await fetch(`${siteUrl}/api/auth/test-login?name=${demoName('staff')}&role=admin`);
  expect(login.status).toBe(200);
  return ((await login.json()) as { api_token: string }).api_token;
}

async function adminCall(siteUrl: string, token: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.text()}`).toBe(200);
}

/** A PNG chunk: length, type, data, CRC of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real picture to attach, as a player's screenshot would be: a 320 × 180 violet PNG. */
function screenshot(width = 320, height = 180): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [139, 92, 246]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The ticket id of the page the browser is on (`/ticket/:id`). */
const ticketIdOf = (page: Page) => Number(pathnameOf(page).split('/').pop());

/** The HTTP status of a GET made with the page's own session cookie. */
const statusFromPage = (page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).status, path);

describe('support tickets in a real browser (/support, /ticket/{id})', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('a player writes with a screenshot, staff answers, the reply shows on the page, and the ticket closes', async () => {
    const { page } = harness;
    await page.goto(harness.url('/support'));
    await signInAsDemo(page);

    // No ticket yet: the form opens from the tickets block, above the FAQ.
    await testId('support-tickets').waitFor();
    await testId('tickets-empty').waitFor();
    await testId('ticket-new').click();
    await testId('ticket-title').fill('Withdrawal question');
    await testId('ticket-message').fill('Hello! How long does a skin withdrawal take?');
    await testId('ticket-image').setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: screenshot(),
    });
    await testId('ticket-image-preview').waitFor();
    await testId('ticket-submit').click();

    // The new ticket's page: the first message is the player's, with the re-encoded picture.
    await testId('ticket-page').waitFor();
    const ticketId = ticketIdOf(page);
    expect(ticketId).toBeGreaterThan(0);
    expect(await testId('ticket-status').getAttribute('data-status')).toBe('0');
    const first = testId('ticket-msg').first();
    expect(await first.getAttribute('data-staff')).toBe('false');
    expect(await first.locator('p').textContent()).toBe('Hello! How long does a skin withdrawal take?');
    const image = first.getByTestId('ticket-msg-image');
    await expect
      .poll(() =>
        image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth),
      )
      .toBe(320);
    const imagePath = new URL((await image.getAttribute('src'))!, harness.site.url).pathname;
    expect(imagePath).toMatch(/^\/api\/tickets\/images\/[0-9a-f]{32}$/);

    // The player writes again from the page (a text message this time).
    await testId('ticket-reply-text').fill('It is my first withdrawal.');
    await testId('ticket-reply-send').click();
    await expect.poll(() => testId('ticket-msg').count()).toBe(2);
    // The message may arrive by push before the send's own answer clears the form: wait for both.
    await expect.poll(() => testId('ticket-reply-text').inputValue()).toBe('');

    // One open ticket at a time (docs/community/tickets.md "Rules"): /support offers to continue it instead of a new
    // form.
    await page.goto(harness.url('/support'));
    await testId('ticket-open-note').waitFor();
    expect(await testId('ticket-new').count()).toBe(0);
    expect(await testId('ticket-row').first().getAttribute('data-ticket-id')).toBe(String(ticketId));
    await testId('ticket-open-link').click();
    await testId('ticket-page').waitFor();
    expect(ticketIdOf(page)).toBe(ticketId);
    await expect.poll(() => testId('ticket-msg').count()).toBe(2);

    // Staff reply through the admin call: the page shows it (pushed, or at the latest by the 5 s poll).
    const staff = await adminToken(harness.site.url);
    await adminCall(harness.site.url, staff, '/api/admin/tickets/reply', {
      id: ticketId,
      message: 'Usually 5–30 minutes after moderation.',
    });
    const reply = page.locator('[data-testid="ticket-msg"][data-staff="true"]');
    await reply.waitFor();
    expect(await reply.locator('p').textContent()).toBe('Usually 5–30 minutes after moderation.');
    // The reply is also a notice that links to the ticket from the notifications panel.
    await page.locator('[data-testid="notice-info"][data-key="notification.ticket_reply"]').waitFor();
    await testId('open-notifications').click();
    const notice = page.locator('[data-testid="notification"][data-name="notification.ticket_reply"]');
    await notice.waitFor();
    expect(await notice.getByTestId('notification-link').getAttribute('href')).toBe(`/ticket/${ticketId}`);
    await notice.getByTestId('notification-link').click();
    await testId('panel-notifications').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'ticket-conversation', { fullPage: true });

    // Another player cannot read the ticket or its picture: both answer as if they did not exist.
    const stranger = await harness.browser.newContext({ viewport: MOBILE });
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(harness.url(`/ticket/${ticketId}`));
      await signInAsDemo(strangerPage);
      await byTestId(strangerPage, 'ticket-not-found').waitFor();
      expect(await statusFromPage(strangerPage, imagePath)).toBe(404);
    } finally {
      await stranger.close();
    }
    expect(await statusFromPage(page, imagePath)).toBe(200);

    // The player closes the ticket: no more reply box, the page says it is closed.
    await testId('ticket-close').click();
    await testId('ticket-close-confirm').click();
    await testId('ticket-closed-note').waitFor();
    expect(await testId('ticket-status').getAttribute('data-status')).toBe('1');
    expect(await testId('ticket-reply').count()).toBe(0);
    await saveScreenshot(page, 'ticket-closed');

    // A closed ticket takes no messages, and a new ticket can be opened again.
    const refused = await page.evaluate(async (id) => {
      const form = new FormData();
      form.append('id', String(id));
      form.append('message', 'one more thing');
      const response = await fetch('/api/tickets/sendMessage', { method: 'POST', body: form });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    }, ticketId);
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: 'ticket_api.already_closed' }) });
    await page.goto(harness.url('/support'));
    await testId('ticket-new').waitFor();
    expect(await page.locator('[data-testid="ticket-row"][data-status="1"]').count()).toBe(1);
  });

  it('closed by staff: the open page learns it from its poll and stops taking replies', async () => {
    const { page } = harness;
    await page.setViewportSize(MOBILE);
    await page.goto(harness.url('/support'));
    await signInAsDemo(page);
    await testId('ticket-new').click();
    await testId('ticket-title').fill('Bonus');
    await testId('ticket-message').fill('Where do I see the bonus conditions?');
    await testId('ticket-submit').click();
    await testId('ticket-page').waitFor();
    const ticketId = ticketIdOf(page);
    await testId('ticket-reply').waitFor();
    await saveScreenshot(page, 'ticket-360');

    const staff = await adminToken(harness.site.url);
    await adminCall(harness.site.url, staff, '/api/admin/tickets/close', { id: ticketId });
    // No socket event carries the status: the 5 s poll of /messages does.
    await testId('ticket-closed-note').waitFor();
    expect(await testId('ticket-status').getAttribute('data-status')).toBe('1');
    expect(await testId('ticket-reply').count()).toBe(0);
  });
});
