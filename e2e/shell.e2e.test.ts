import { describe, expect, it } from 'vitest';
import { formatCents } from '@skinbet/shared/money';
import {
  byTestId,
  DEMO_START_CENTS,
  openLoginModal,
  openPanel,
  pathnameOf,
  saveScreenshot,
  signInAsDemo,
  waitForApp,
} from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * The app shell (docs/product/screens.md "Layout"): header, sign-in, modals, panels, language,
 * settings and routing.
 */
describe('web shell', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('shows a guest the sign-in button and no account, without asking who is signed in', async () => {
    const { page } = harness;
    // Without a session cookie there is nobody to ask about: the question could only be refused.
    const userReads: string[] = [];
    const refusals: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/get') userReads.push(request.url());
    });
    page.on('console', (message) => {
      if (message.text().includes('401')) refusals.push(message.text());
    });
    await page.goto(harness.url('/'));
    await waitForApp(page);
    await testId('crash-page').waitFor();
    expect(userReads).toEqual([]);
    expect(refusals).toEqual([]);

    expect(await testId('login-button').isVisible()).toBe(true);
    for (const id of ['user-balance', 'user-level', 'account-block', 'logout', 'open-notifications']) {
      expect(await testId(id).count(), id).toBe(0);
    }
    // The inventory column invites a guest to sign in instead of listing skins.
    await testId('inventory-guest').waitFor();
    expect(await testId('inventory-grid').getByTestId('item-card').count()).toBe(0);
    await saveScreenshot(page, 'home-guest');
  });

  it('gates both ways of signing in behind the user agreement', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    const modal = await openLoginModal(page);
    await saveScreenshot(page, 'login-modal');

    const steam = modal.getByTestId('steam-sign-in');
    const demoSubmit = modal.getByTestId('demo-login-submit');
    expect(await modal.getByTestId('agreement-checkbox').isChecked()).toBe(false);
    expect(await steam.getAttribute('href')).toBeNull();
    expect(await steam.getAttribute('aria-disabled')).toBe('true');
    expect(await demoSubmit.isDisabled()).toBe(true);

    // Clicking Steam before agreeing stays on the page and says why.
    await steam.click();
    await testId('notice-fail').first().waitFor();
    expect(await testId('notice-fail').first().getAttribute('data-key')).toBe('auth.agreement_required');
    expect(pathnameOf(page)).toBe('/');
    expect(await modal.isVisible()).toBe(true);

    await modal.getByTestId('agreement-checkbox').check();
    expect(await steam.getAttribute('href')).toBe('/socialite/steam');
    expect(await steam.getAttribute('aria-disabled')).toBe('false');
    await modal.getByTestId('demo-name').fill('e2e_gate');
    expect(await demoSubmit.isDisabled()).toBe(false);

    // Unticking takes it back.
    await modal.getByTestId('agreement-checkbox').uncheck();
    expect(await steam.getAttribute('href')).toBeNull();
    expect(await demoSubmit.isDisabled()).toBe(true);
  });

  it('signs a demo player in and shows their balance, level and name', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    const name = await signInAsDemo(page);

    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS));
    expect(await testId('user-level').textContent()).toMatch(/^\d+$/);
    expect(await testId('level-bar').isVisible()).toBe(true);
    const progress = testId('level-bar').getByRole('progressbar');
    const percent = Number(await progress.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    expect(await testId('user-name').textContent()).toBe(name);
    expect(await testId('login-button').count()).toBe(0);
    expect(await testId('login-modal').count()).toBe(0);

    // A demo account comes with a few skins in the inventory.
    await expect.poll(() => testId('inventory-grid').getByTestId('item-card').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'home-signed-in');

    // The session is a cookie: a reload keeps the player signed in.
    await page.reload();
    await expect.poll(() => testId('user-name').textContent()).toBe(name);
  });

  it('logs out and clears the user and the inventory', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await signInAsDemo(page);
    await expect.poll(() => testId('inventory-grid').getByTestId('item-card').count()).toBeGreaterThan(0);

    await testId('logout').click();
    await testId('login-button').waitFor();
    expect(await testId('user-balance').count()).toBe(0);
    expect(await testId('account-block').count()).toBe(0);
    await testId('inventory-guest').waitFor();
    expect(await testId('inventory-grid').getByTestId('item-card').count()).toBe(0);

    // And the server forgot the session too.
    await page.reload();
    await waitForApp(page);
    expect(await testId('login-button').isVisible()).toBe(true);
    expect(await testId('user-balance').count()).toBe(0);
  });

  it('closes the login and settings modals with Escape, the × button and the backdrop, focus back on the opener', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
    const closers = {
      Escape: () => page.keyboard.press('Escape'),
      '× button': (modal: string) => testId(modal).getByRole('button', { name: 'Закрыть' }).first().click(),
      // The backdrop is the dialog's own box outside its content: the window's corner.
      backdrop: () => page.mouse.click(4, 4),
    };
    for (const [opener, modal] of [
      ['login-button', 'login-modal'],
      ['open-settings', 'settings-modal'],
    ] as const) {
      for (const [how, close] of Object.entries(closers)) {
        await testId(opener).click();
        await testId(modal).waitFor();
        await close(modal);
        await testId(modal).waitFor({ state: 'detached' });
        // Keyboard and screen reader users carry on where they were (WAI-ARIA dialog pattern).
        expect(await focused(), `${modal} closed by ${how}`).toBe(opener);
      }
    }

    // The page is usable again: the login modal opens anew.
    await openLoginModal(page);
  });

  it('opens the storehouse panel from the tool bar and closes it with Escape', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    const panel = await openPanel(page, 'storehouse');
    await expect.poll(() => panel.getByTestId('item-card').count()).toBeGreaterThan(0);
    expect(await testId('open-storehouse').getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'storehouse-panel');

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('opens the notifications panel for a player', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await signInAsDemo(page);
    const panel = await openPanel(page, 'notifications');
    // A new demo account gets a welcome notification.
    await expect.poll(() => panel.getByTestId('notification').count()).toBeGreaterThan(0);
    expect(await panel.getByTestId('notification').first().textContent()).not.toBe('');
  });

  it('switches the language, and remembers it across a reload', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: /^(Основное меню|Main menu)$/ }).first();

    // Russian by default.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await nav.getByRole('link', { name: 'Главная' }).isVisible()).toBe(true);
    expect(await testId('login-button').textContent()).toBe('Войти');
    expect(await testId('lang-ru').getAttribute('aria-pressed')).toBe('true');

    await testId('lang-en').click();
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await testId('login-button').textContent()).toBe('Sign in');
    expect(await testId('lang-en').getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await nav.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);

    // The settings modal offers the same switch.
    await testId('open-settings').click();
    await testId('settings-language').selectOption('ru');
    await nav.getByRole('link', { name: 'Главная' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
  });

  it('keeps view settings across a reload', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    await testId('open-settings').click();
    const modal = testId('settings-modal');
    await modal.waitFor();
    await saveScreenshot(page, 'settings-modal');

    // The defaults (docs/product/screens.md "Settings"): sound on at volume 0.5, streamer mode off.
    expect(await modal.getByTestId('settings-sound').isChecked()).toBe(true);
    expect(await modal.getByTestId('settings-volume').inputValue()).toBe('0.5');
    expect(await modal.getByTestId('settings-streamer-mode').isChecked()).toBe(false);

    await modal.getByTestId('settings-streamer-mode').check();
    await modal.getByTestId('settings-sound').uncheck();
    expect(await modal.getByTestId('settings-volume').isDisabled()).toBe(true);
    expect(await testId('toggle-sound').getAttribute('aria-pressed')).toBe('false');

    await page.reload();
    await waitForApp(page);
    expect(await testId('toggle-sound').getAttribute('aria-pressed')).toBe('false');
    await testId('open-settings').click();
    await modal.waitFor();
    expect(await modal.getByTestId('settings-streamer-mode').isChecked()).toBe(true);
    expect(await modal.getByTestId('settings-sound').isChecked()).toBe(false);

    // The tool bar's sound button is the same setting.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await testId('toggle-sound').click();
    await testId('open-settings').click();
    expect(await modal.getByTestId('settings-sound').isChecked()).toBe(true);
  });

  it('sends an unknown path home', async () => {
    const { page } = harness;
    await page.goto(harness.url('/no/such/page'));
    await waitForApp(page);
    await expect.poll(() => pathnameOf(page)).toBe('/');
    await testId('crash-page').waitFor();
  });

  it('sends /load opened directly home', async () => {
    const { page } = harness;
    await page.goto(harness.url('/load'));
    await waitForApp(page);
    await expect.poll(() => pathnameOf(page)).toBe('/');
    expect(await testId('load-page').count()).toBe(0);
  });
});
