import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatCents } from '@skinbet/shared/money';
import { launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';

/** Skin pictures live on Steam's CDN, which this machine cannot reach; make that certain everywhere. */
const STEAM_CDN = /^https:\/\/(steamcdn-a\.akamaihd\.net|community\.cloudflare\.steamstatic\.com)\//;
const DEMO_START_CENTS = 10_000;

describe('platform foundation in a real browser', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(STEAM_CDN, (route) => route.abort('internetdisconnected'));
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(site.url);
  });

  afterEach(async () => {
    await context?.close();
    expect(pageErrors).toEqual([]);
  });

  const testId = (id: string) => page.getByTestId(id);
  const inventoryCards = () => testId('inventory-grid').getByTestId('item-card');

  async function signInAsDemo(name: string): Promise<void> {
    await testId('agreement-checkbox').check();
    await testId('demo-name').fill(name);
    await testId('demo-login-submit').click();
    await testId('user-balance').waitFor();
  }

  it('asks for the user agreement before either way of signing in', async () => {
    await testId('demo-login-form').waitFor();
    expect(await testId('demo-login-submit').isDisabled()).toBe(true);
    expect(await testId('steam-sign-in').getAttribute('href')).toBeNull();

    await testId('agreement-checkbox').check();
    expect(await testId('demo-login-submit').isDisabled()).toBe(false);
    expect(await testId('steam-sign-in').getAttribute('href')).toBe('/socialite/steam');
  });

  it('signs a demo player in, draws offline item pictures, buys from the storehouse and speaks English', async () => {
    await signInAsDemo(`e2e_${Date.now() % 1_000_000}`);
    await expect.poll(() => testId('user-balance').textContent()).toBe('$100.00');
    await expect.poll(() => inventoryCards().count()).toBeGreaterThanOrEqual(5);

    // Every inventory picture fell back to the locally drawn card, and no <img> is left broken.
    const cardCount = await inventoryCards().count();
    for (let index = 0; index < cardCount; index += 1) {
      const card = inventoryCards().nth(index);
      await card.scrollIntoViewIfNeeded();
      await card.locator('[data-testid="item-image"][data-state="fallback"]').waitFor();
      expect(await card.getByTestId('item-fallback').isVisible()).toBe(true);
      expect(await card.locator('img').count()).toBe(0);
    }
    const brokenImages = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.src),
    );
    expect(brokenImages).toEqual([]);

    // Signed in, the storehouse lists what the balance can buy (max price = balance, SPEC §3).
    const storehouseCards = testId('storehouse-grid').getByTestId('item-card');
    await expect
      .poll(async () => {
        if ((await testId('storehouse').getAttribute('aria-busy')) !== 'false') return false;
        const prices = await storehouseCards.evaluateAll((cards) => cards.map((card) => Number(card.dataset.price)));
        return prices.length > 0 && prices.every((price) => price <= DEMO_START_CENTS / 100);
      })
      .toBe(true);

    const inventoryBefore = await inventoryCards().count();
    const target = storehouseCards.first();
    const priceCents = Math.round(Number(await target.getAttribute('data-price')) * 100);
    await target.getByTestId('buy-button').click();

    await testId('notice-success').first().waitFor();
    expect(await testId('notice-success').first().getAttribute('data-key')).toBe('storehouse_api.bought');
    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS - priceCents));
    await expect.poll(() => inventoryCards().count()).toBe(inventoryBefore + 1);

    // Russian by default; English on request, remembered across a reload.
    expect(await page.getByRole('heading', { name: 'Инвентарь' }).isVisible()).toBe(true);
    await testId('lang-en').click();
    await page.getByRole('heading', { name: 'Inventory' }).waitFor();
    expect(await testId('logout').textContent()).toBe('Log out');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Storehouse' }).waitFor();
    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS - priceCents));

    // Signing out goes back to the sign-in card.
    await testId('logout').click();
    await testId('sign-in').waitFor();
    expect(await testId('user-balance').count()).toBe(0);
  });
});
