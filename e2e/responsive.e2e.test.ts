import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  byTestId,
  demoName,
  horizontalOverflow,
  pathnameOf,
  saveScreenshot,
  signInAsDemo,
  waitForApp,
} from './support/app';
import { MOBILE, useBrowserSite } from './support/harness';
import { dialogProblems, drawerProblems, settleLayout } from './support/layout';

async function expectNoHorizontalScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth, `${screen}: page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** docs/product/screens.md "Layout": every screen works at 360 px wide, with no sideways scrolling. */
describe('a 360 px wide phone', () => {
  const harness = useBrowserSite({ viewport: MOBILE });
  const testId = (id: string) => byTestId(harness.page, id);

  it('renders the home page for a guest and a player without horizontal scroll', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    await testId('crash-page').waitFor();
    expect(await page.evaluate(() => window.innerWidth)).toBe(MOBILE.width);
    await expectNoHorizontalScroll(page, 'home (guest)');

    await signInAsDemo(page);
    await expect.poll(() => testId('inventory-grid').getByTestId('item-card').count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page, 'home (player)');
    await saveScreenshot(page, 'home-360');

    // The panels fit too.
    await testId('open-storehouse').click();
    await expect.poll(() => testId('panel-storehouse').getByTestId('item-card').count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page, 'storehouse panel');
  });

  it('renders the profile, support and agreement pages without horizontal scroll', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await signInAsDemo(page);

    await page.goto(harness.url('/profile'));
    await testId('profile-page').waitFor();
    await expect.poll(() => testId('transaction-row').count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page, 'profile');

    await page.goto(harness.url('/support'));
    await expect.poll(() => testId('faq-item').count()).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page, 'support');

    await page.goto(harness.url('/user-agreement'));
    await testId('agreement-page').waitFor();
    await expectNoHorizontalScroll(page, 'agreement');
  });

  it('opens the nav from the burger, follows a link and closes with Escape', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    const burger = testId('nav-toggle');
    expect(await burger.isVisible()).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    await burger.click();
    const drawer = testId('nav-drawer');
    await drawer.waitFor();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await expectNoHorizontalScroll(page, 'nav drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await burger.click();
    await drawer.getByRole('link', { name: 'Поддержка' }).click();
    await testId('support-page').waitFor();
    expect(pathnameOf(page)).toBe('/support');
    await drawer.waitFor({ state: 'detached' });
  });

  it('shows every nav link in the burger drawer', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    await testId('nav-toggle').click();
    await testId('nav-drawer').waitFor();
    await settleLayout(page);
    expect(await drawerProblems(page, 'nav-drawer', ['a'])).toEqual([]);
    await saveScreenshot(page, 'nav-drawer-360');
  });

  it('fits the chat moderation dialog, selects and all, on the phone', async () => {
    const { page } = harness;
    // A player's message to moderate, sent with the player's own session.
    const signIn = async (query: string) => {
      const response = await page.goto(harness.url(`/api/auth/test-login?${query}`));
      expect(response?.ok(), `demo sign-in ${query}`).toBe(true);
    };
    await signIn(`name=${demoName('writer')}`);
    const text = `moderate me ${Date.now()}`;
    const sent = await page.evaluate(async (message) => {
      const response = await fetch('/api/chat/sendMessage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      return response.status;
    }, text);
    expect(sent).toBe(200);

    await signIn(`name=${demoName('mod')}&role=moderator`);
    await page.goto(harness.url('/'));
    await testId('user-balance').waitFor();
    await testId('chat-toggle').click();
    const message = testId('chat-message').filter({ hasText: text });
    await message.getByTestId('chat-manage').click();
    const dialog = testId('chat-moderation-modal');
    await dialog.getByTestId('chat-mute-reason').waitFor();
    await settleLayout(page);
    expect(await dialogProblems(page, 'chat-moderation-modal')).toEqual([]);
    await saveScreenshot(page, 'chat-moderation-360');
  });
});
