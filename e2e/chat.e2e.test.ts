import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  byTestId,
  currentUserId,
  demoName,
  horizontalOverflow,
  saveScreenshot,
  signInAsDemo,
  waitForApp,
} from './support/app';
import { DESKTOP, MOBILE, useBrowserSite, type Harness } from './support/harness';

/** The classic stored-XSS probe: it must show as these very characters and do nothing. */
const XSS = '<img src=x onerror=alert(1)>';

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and any alert/confirm/prompt the page opened. */
  errors: string[];
  dialogs: string[];
}

/**
 * Another visitor in a browser context of their own (own cookies), with the harness's rules:
 * nothing leaves the site, an uncaught page error is collected, and so is any dialog.
 */
async function newVisitor(harness: Harness, viewport: { width: number; height: number } = DESKTOP): Promise<Visitor> {
  const origin = new URL(harness.site.url).origin;
  const context = await harness.browser.newContext({ viewport });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  context.setDefaultTimeout(45_000);
  const page = await context.newPage();
  const visitor: Visitor = { context, page, errors: [], dialogs: [] };
  page.on('pageerror', (error) => visitor.errors.push(error.stack ?? error.message));
  watchDialogs(page, visitor.dialogs);
  return visitor;
}

/** Records (and dismisses) every dialog the page opens: an XSS payload running would open one. */
function watchDialogs(page: Page, dialogs: string[]): void {
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

async function closeVisitor(visitor: Visitor, who: string): Promise<void> {
  try {
    expect(visitor.errors, `uncaught errors in ${who}'s page`).toEqual([]);
    expect(visitor.dialogs, `dialogs in ${who}'s page`).toEqual([]);
  } finally {
    await visitor.context.close();
  }
}

/** A demo moderator (`role=moderator` on the demo sign-in), signed in through the API's GET. */
async function signInAsModerator(page: Page, harness: Harness): Promise<void> {
  const name = demoName('mod');
  const response = await page.goto(harness.url(`/api/auth/test-login?name=${name}&role=moderator`));
  expect(response?.ok(), 'demo moderator sign-in').toBe(true);
}

/** Opens the home page as a new demo player with the chat in view; returns their id and name. */
async function joinChat(page: Page, url: string): Promise<{ id: number; name: string }> {
  await page.goto(url);
  const name = await signInAsDemo(page);
  await chatReady(page);
  return { id: await currentUserId(page), name };
}

async function chatReady(page: Page): Promise<void> {
  await byTestId(page, 'chat-panel').waitFor();
  await byTestId(page, 'chat-messages').waitFor();
}

/** Every chat message whose text is exactly `text`. */
const messagesWithText = (page: Page, text: string) =>
  byTestId(page, 'chat-message').filter({
    has: page.getByTestId('chat-message-text').getByText(text, { exact: true }),
  });

/** Sends `text` from the chat form; returns once the form was cleared (the server took it). */
async function sendChat(page: Page, text: string): Promise<void> {
  const input = byTestId(page, 'chat-input');
  await input.fill(text);
  const send = byTestId(page, 'chat-send');
  await expect.poll(() => send.isEnabled()).toBe(true);
  await send.click();
  await expect.poll(() => input.inputValue()).toBe('');
}

describe('chat in a real browser', () => {
  const harness = useBrowserSite();

  it('two players chat live: each sees the other, a mention is highlighted, guests cannot write', async () => {
    const alicePage = harness.page;
    const bob = await newVisitor(harness);
    try {
      // A guest reads the chat but cannot write in it.
      await alicePage.goto(harness.url('/'));
      await waitForApp(alicePage);
      await chatReady(alicePage);
      await byTestId(alicePage, 'chat-guest-hint').waitFor();
      expect(await byTestId(alicePage, 'chat-input').isDisabled()).toBe(true);
      expect(await byTestId(alicePage, 'chat-send').isDisabled()).toBe(true);

      const alice = { name: await signInAsDemo(alicePage), id: await currentUserId(alicePage) };
      const bobPlayer = await joinChat(bob.page, harness.url('/'));

      // Send is enabled only with text.
      const input = byTestId(alicePage, 'chat-input');
      await input.fill('   ');
      expect(await byTestId(alicePage, 'chat-send').isDisabled()).toBe(true);

      const hello = `hello from alice ${Date.now()}`;
      await sendChat(alicePage, hello);
      // Cleared and blurred after sending (docs/community/chat.md "Rules").
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(false);
      const seenByBob = messagesWithText(bob.page, hello);
      await seenByBob.waitFor();
      expect(await seenByBob.getAttribute('data-user-id')).toBe(String(alice.id));
      expect(await seenByBob.getByTestId('chat-author').getAttribute('href')).toBe(`/user/${alice.id}`);

      const reply = `@${alice.name}, hi alice ${Date.now()}`;
      await sendChat(bob.page, reply);
      const seenByAlice = messagesWithText(alicePage, reply);
      await seenByAlice.waitFor();
      expect(await seenByAlice.getAttribute('data-user-id')).toBe(String(bobPlayer.id));
      // It names Alice: highlighted for her, not for Bob.
      expect(await seenByAlice.getAttribute('data-mention')).toBe('true');
      expect(await messagesWithText(bob.page, reply).getAttribute('data-mention')).toBeNull();

      // Both are counted online; players get no moderation buttons.
      await expect
        .poll(async () => Number(await byTestId(alicePage, 'chat-online').getAttribute('data-count')))
        .toBeGreaterThanOrEqual(2);
      expect(await byTestId(alicePage, 'chat-manage').count()).toBe(0);
      expect(await byTestId(alicePage, 'chat-status').getAttribute('data-connected')).toBe('true');
      await saveScreenshot(alicePage, 'chat-desktop');

      // The rules (8) and the commands open from the form.
      await byTestId(alicePage, 'chat-rules-link').click();
      await expect.poll(() => byTestId(alicePage, 'chat-rule').count()).toBe(8);
      await alicePage.keyboard.press('Escape');
      await byTestId(alicePage, 'chat-rules-modal').waitFor({ state: 'detached' });
      await byTestId(alicePage, 'chat-commands-link').click();
      await expect.poll(() => byTestId(alicePage, 'chat-command').count()).toBe(2);
      await alicePage.keyboard.press('Escape');

      // The desktop column hides from its header and comes back from the tool bar.
      await byTestId(alicePage, 'chat-hide').click();
      await byTestId(alicePage, 'chat-column').waitFor({ state: 'detached' });
      await byTestId(alicePage, 'chat-toggle').click();
      await messagesWithText(alicePage, reply).waitFor();
    } finally {
      await closeVisitor(bob, 'Bob');
    }
  });

  it('a moderator deletes a message (gone for the player too) and mutes the player, who is told why', async () => {
    const alicePage = harness.page;
    await joinChat(alicePage, harness.url('/'));
    const moderator = await newVisitor(harness);
    try {
      const doomed = `please delete me ${Date.now()}`;
      const rude = `a rude one ${Date.now()}`;
      await sendChat(alicePage, doomed);
      await sendChat(alicePage, rude);

      await signInAsModerator(moderator.page, harness);
      await moderator.page.goto(harness.url('/'));
      await chatReady(moderator.page);
      const target = messagesWithText(moderator.page, doomed);
      await target.waitFor();
      await target.getByTestId('chat-manage').click();
      const dialog = byTestId(moderator.page, 'chat-moderation-modal');
      await dialog.waitFor();
      await dialog.getByTestId('chat-delete').click();
      await dialog.waitFor({ state: 'detached' });

      await messagesWithText(alicePage, doomed).waitFor({ state: 'detached' });
      await messagesWithText(moderator.page, doomed).waitFor({ state: 'detached' });

      // Mute the author for 5 minutes for insults: the published durations and forever are offered.
      await messagesWithText(moderator.page, rude).getByTestId('chat-manage').click();
      await dialog.waitFor();
      const durations = await dialog
        .getByTestId('chat-mute-duration')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(durations).toEqual(['5', '20', '60', '120', '800', 'forever']);
      await dialog.getByTestId('chat-mute-duration').selectOption('5');
      await dialog.getByTestId('chat-mute-reason').selectOption({ label: 'Оскорбления' });
      await dialog.getByTestId('chat-mute').click();
      await dialog.waitFor({ state: 'detached' });

      // The muted player's message is refused with the minutes left and the translated reason.
      const attempt = `still here ${Date.now()}`;
      await byTestId(alicePage, 'chat-input').fill(attempt);
      await byTestId(alicePage, 'chat-send').click();
      const notice = alicePage.locator('[data-testid="notice-fail"][data-key="chat_api.muted"]');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('на 5 мин. Причина: Оскорбления');
      // The text stays in the field, and nothing was posted.
      expect(await byTestId(alicePage, 'chat-input').inputValue()).toBe(attempt);
      expect(await messagesWithText(moderator.page, attempt).count()).toBe(0);
    } finally {
      await closeVisitor(moderator, 'the moderator');
    }
  });

  it('shows an XSS payload as plain text: no element, no script, no dialog', async () => {
    const alicePage = harness.page;
    const aliceDialogs: string[] = [];
    watchDialogs(alicePage, aliceDialogs);
    await joinChat(alicePage, harness.url('/'));
    const bob = await newVisitor(harness);
    try {
      await joinChat(bob.page, harness.url('/'));
      await sendChat(alicePage, XSS);

      for (const page of [alicePage, bob.page]) {
        const shown = messagesWithText(page, XSS).last();
        await shown.waitFor();
        const text = shown.getByTestId('chat-message-text');
        expect(await text.textContent()).toBe(XSS);
        // The characters are text nodes: the element has no child elements at all.
        expect(await text.evaluate((element) => element.childElementCount)).toBe(0);
        expect(await byTestId(page, 'chat-messages').locator('img[src="x"]').count()).toBe(0);
      }
      // Give a would-be onerror handler its chance to fire before checking for dialogs.
      await alicePage.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      expect(aliceDialogs).toEqual([]);
    } finally {
      await closeVisitor(bob, 'Bob');
    }
  });

  it('opens the chat as a drawer on a 360 px phone without sideways scrolling', async () => {
    const phone = await newVisitor(harness, MOBILE);
    try {
      const { page } = phone;
      await page.goto(harness.url('/'));
      await signInAsDemo(page);
      expect(await byTestId(page, 'chat-column').count()).toBe(0);
      await byTestId(page, 'chat-toggle').click();
      await byTestId(page, 'chat-drawer').waitFor();
      await chatReady(page);
      const text = `from a phone ${Date.now()}`;
      await sendChat(page, text);
      await messagesWithText(page, text).waitFor();
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
        innerWidth,
      );
      await saveScreenshot(page, 'chat-360');
      await page.keyboard.press('Escape');
      await byTestId(page, 'chat-drawer').waitFor({ state: 'detached' });
    } finally {
      await closeVisitor(phone, 'the phone');
    }
  });
});
