import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { byTestId, saveScreenshot, signInAsDemo } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * Responsible gambling in a real browser (issue 28, docs/product/responsible-gambling.md): a deposit
 * limit set from the first-deposit offer refuses a deposit over it; a time-out closes every game
 * with the banner up; the reality check shows after its interval (the page's clock moved on, no
 * real waiting).
 */

/** Long betting windows, so a bet placed by hand lands in one on a busy machine. */
const GAME_ENV = {
  CRASH_COUNTDOWN_MS: '20000',
  CRASH_PAUSE_MS: '1500',
  WHEEL_BETTING_MS: '20000',
  WHEEL_SPIN_MS: '3000',
  WHEEL_RESULT_MS: '2000',
};
const TEST_TIMEOUT_MS = 300_000;
const ROUND_TIMEOUT_MS = 90_000;

/** The refusal notice of one server key; its text must have its placeholders filled in. */
const failNotice = (page: Page, key: string) => page.locator(`[data-testid="notice-fail"][data-key="${key}"]`);

async function expectFilled(notice: Locator, expected: RegExp): Promise<void> {
  await notice.first().waitFor();
  const text = (await notice.first().textContent()) ?? '';
  expect(text).toMatch(expected);
  expect(text).not.toMatch(/\{\w+\}/);
}

/** Selects the dearest free skin of the inventory column, so the stake clears any minimum bet. */
async function selectDearestSkin(page: Page): Promise<void> {
  const free = byTestId(page, 'inventory-grid').locator('[data-testid="item-card"]:not([data-unavailable])');
  await expect.poll(() => free.count()).toBeGreaterThan(0);
  const prices = await free.evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-price'))));
  await free.nth(prices.indexOf(Math.max(...prices))).click();
}

/** Deposit modal → amount → the sandbox card method. */
async function tryDeposit(page: Page, amount: number): Promise<void> {
  await byTestId(page, 'deposit-open').click();
  await byTestId(page, 'deposit-money').waitFor();
  await byTestId(page, 'deposit-amount').fill(String(amount));
  await page.locator('[data-testid="deposit-method"][data-code="Cardru"]').click();
}

describe('responsible gambling in a real browser (issue 28)', () => {
  const harness = useBrowserSite({ env: GAME_ENV });
  const testId = (id: string) => byTestId(harness.page, id);

  it(
    'sets a deposit limit from the first-deposit offer, then a deposit over it is refused with what is left',
    async () => {
      const { page } = harness;
      await page.goto(harness.url('/'));
      await signInAsDemo(page);

      // No deposit yet: the modal offers a limit, and links to the page.
      await testId('deposit-open').click();
      const offer = testId('deposit-limit-offer');
      await offer.waitFor();
      expect(await testId('deposit-rg-link').getAttribute('href')).toBe('/responsible-gaming');
      await testId('deposit-limit-period').selectOption('day');
      await testId('deposit-limit-amount').fill('20');
      await testId('deposit-limit-set').click();
      await page.locator('[data-testid="notice-success"][data-key="responsible.offer.saved"]').waitFor();
      await offer.waitFor({ state: 'detached' });
      await saveScreenshot(page, 'rg-deposit-limit-set');
      await page.keyboard.press('Escape');
      await testId('deposit-modal').waitFor({ state: 'detached' });

      // $15 fits: the order is made and holds its part of the limit while open.
      await tryDeposit(page, 15);
      await page.waitForURL(/\/payments\/\d+$/);

      // $10 more does not: $5 is left of the day's $20.
      await tryDeposit(page, 10);
      await expectFilled(failNotice(page, 'rg_api.deposit_limit'), /\$5\.00/);
      // Raised while the deposit window is open, the notice shows inside it: the modal sits in the
      // browser's top layer, and a notice left in the page would be hidden under it.
      await testId('deposit-modal').locator('[data-key="rg_api.deposit_limit"]').waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toMatch(/^\/payments\/\d+$/);
      await saveScreenshot(page, 'rg-deposit-refused');

      // The profile shows the limit and what it has used.
      await page.goto(harness.url('/profile#responsible-gaming'));
      const slot = page.locator('[data-testid="rg-limit"][data-kind="deposit"][data-period="day"]');
      await expect.poll(() => slot.getByTestId('rg-limit-usage').getAttribute('data-amount')).toBe('20');
      expect(await slot.getByTestId('rg-limit-usage').textContent()).toContain('$15.00');

      // Raising it waits 24 hours, shown as pending with its time, until cancelled.
      await slot.getByTestId('rg-limit-input').fill('50');
      await slot.getByTestId('rg-limit-delayed').waitFor();
      await slot.getByTestId('rg-limit-save').click();
      await page.locator('[data-testid="notice-success"][data-key="responsible.limits.saved_delayed"]').waitFor();
      const pending = slot.getByTestId('rg-limit-pending');
      await expect.poll(() => pending.textContent()).toContain('$50.00');
      expect(await slot.getByTestId('rg-limit-usage').getAttribute('data-amount')).toBe('20');
      await saveScreenshot(page, 'rg-limit-pending');
      await slot.getByTestId('rg-limit-cancel').click();
      await pending.waitFor({ state: 'detached' });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a time-out, once confirmed, closes crash, jackpot, wheel and cases with the banner up',
    async () => {
      const { page } = harness;
      await page.goto(harness.url('/profile'));
      await signInAsDemo(page);
      await page.goto(harness.url('/profile#responsible-gaming'));
      const timeout = testId('rg-timeout');
      await timeout.locator('[data-testid="rg-exclusion-length"][data-days="1"]').click();
      await timeout.getByTestId('rg-exclusion-start').click();
      // The confirmation says it cannot be undone before anything is sent.
      expect(await timeout.getByRole('alertdialog').textContent()).toContain('нельзя отменить');
      await timeout.getByTestId('rg-exclusion-confirm').click();
      await testId('rg-exclusion-running').waitFor();
      const banner = testId('rg-exclusion-banner');
      await banner.waitFor();
      expect(await banner.getAttribute('data-kind')).toBe('timeout');
      await saveScreenshot(page, 'rg-timeout-started');

      const excluded = () => failNotice(page, 'rg_api.excluded');
      const closedUntil = /Игра для вас закрыта до .*\d/;

      // Crash: a bet in the countdown.
      await page.goto(harness.url('/'));
      await testId('crash-page').waitFor();
      await banner.waitFor();
      const phase = () => testId('crash-phase').getAttribute('data-phase');
      await expect.poll(phase, { timeout: ROUND_TIMEOUT_MS }).toBe('waiting');
      await selectDearestSkin(page);
      await testId('crash-preset-manual').click();
      await testId('crash-bet-button').click();
      await expectFilled(excluded(), closedUntil);

      // Jackpot.
      await page.goto(harness.url('/jackpot'));
      await testId('jackpot-page').waitFor();
      await banner.waitFor();
      await selectDearestSkin(page);
      const participate = testId('jackpot-participate');
      await expect.poll(() => participate.isEnabled(), { timeout: ROUND_TIMEOUT_MS }).toBe(true);
      await participate.click();
      await expectFilled(excluded(), closedUntil);

      // Wheel: a bet while betting is open.
      await page.goto(harness.url('/wheel'));
      await testId('wheel-page').waitFor();
      await banner.waitFor();
      await selectDearestSkin(page);
      const red = testId('wheel-bet-red');
      await expect.poll(() => red.isEnabled(), { timeout: ROUND_TIMEOUT_MS }).toBe(true);
      await red.click();
      await expectFilled(excluded(), closedUntil);

      // Cases: the cheapest case.
      await page.goto(harness.url('/cases'));
      await banner.waitFor();
      const cards = testId('cases-grid').getByTestId('case-card');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      const prices = await cards.evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-price'))));
      await cards.nth(prices.indexOf(Math.min(...prices))).click();
      await testId('case-page').waitFor();
      await testId('case-open').click();
      await expectFilled(excluded(), closedUntil);
      await saveScreenshot(page, 'rg-timeout-case-refused');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'the reality check shows after its interval with the session so far, and "take a break" starts a time-out',
    async () => {
      const { page } = harness;
      // The page's clock, installed before the site loads, is moved on instead of waiting an hour.
      await page.clock.install();
      await page.goto(harness.url('/'));
      const scheduled = page.waitForResponse((response) => response.url().endsWith('/api/user/realityCheck/get'));
      await signInAsDemo(page);
      const check = testId('reality-check');
      expect((await scheduled).status()).toBe(200);
      expect(await check.count()).toBe(0);

      // The default interval is 60 minutes.
      await page.clock.fastForward('59:00');
      expect(await check.count()).toBe(0);
      await page.clock.fastForward('01:30');
      await check.waitFor();
      await testId('reality-check-played').waitFor();
      await testId('reality-check-net').waitFor();
      expect(await testId('reality-check-limits').getAttribute('href')).toBe('/profile#responsible-gaming');
      await saveScreenshot(page, 'rg-reality-check');

      await testId('reality-check-break').click();
      await testId('reality-check-break-confirm').click();
      await check.waitFor({ state: 'detached' });
      const banner = testId('rg-exclusion-banner');
      await banner.waitFor();
      expect(await banner.getAttribute('data-kind')).toBe('timeout');

      // The footer's link: the page's self-assessment is answered in the page alone.
      await testId('footer-responsible').click();
      await testId('rg-page').waitFor();
      const result = testId('rg-assessment-result');
      const noes = testId('rg-assessment-no');
      for (let index = 0; index < (await noes.count()); index += 1) await noes.nth(index).check();
      await expect.poll(() => result.getAttribute('data-act')).toBe('false');
      await testId('rg-assessment-yes').nth(1).check();
      await expect.poll(() => result.getAttribute('data-act')).toBe('true');
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'rg-page-with-banner');
    },
    TEST_TIMEOUT_MS,
  );
});
