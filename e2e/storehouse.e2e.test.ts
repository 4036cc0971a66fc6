import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatCents } from '@skinbet/shared/money';
import { byTestId, DEMO_START_CENTS, priceCentsOf, signInAsDemo, waitForApp } from './support/app';
import { useBrowserSite } from './support/harness';

/** Prices (currency units) of the cards a grid shows, once its storehouse has finished loading. */
async function loadedPrices(storehouse: Locator): Promise<number[] | null> {
  if ((await storehouse.getAttribute('aria-busy')) !== 'false') return null;
  return storehouse
    .getByTestId('storehouse-grid')
    .getByTestId('item-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-price'))));
}

/**
 * The storehouse and the inventory (docs/product/screens.md "Storehouse", "Inventory"): buying,
 * selling back, filters and paging.
 */
describe('storehouse and inventory', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);
  /** The storehouse embedded in the home page (the tool bar's panel is a second copy). */
  /** The storehouse panel, opened from the tool bar (the crash game holds `/`). */
  async function openStorehouse(page: Page) {
    await page.getByTestId('open-storehouse').click();
    return page.getByTestId('panel-storehouse').getByTestId('storehouse');
  }
  const inventoryCards = () => testId('inventory-grid').getByTestId('item-card');

  it('does not let a guest buy', async () => {
    const { page } = harness;
    const buyRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/buy') buyRequests.push(request.method());
    });
    const buyAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/user/buy') buyAnswers.push(response.status());
    });
    await page.goto(harness.url('/'));
    await waitForApp(page);

    // A guest browses the whole catalog...
    const storehouse = await openStorehouse(page);
    await expect.poll(async () => (await loadedPrices(storehouse))?.length ?? 0).toBeGreaterThan(0);

    // ...but buying opens the login modal instead of buying.
    await storehouse.getByTestId('buy-button').first().click();
    await testId('login-modal').waitFor();
    expect(await testId('notice-success').count()).toBe(0);
    expect(await testId('login-button').count()).toBe(1);
    expect(await testId('user-balance').count()).toBe(0);
    // Either nothing was sent, or the server refused it.
    expect(buyAnswers.every((status) => status >= 400)).toBe(true);
    expect(buyAnswers.length).toBe(buyRequests.length);
  });

  it('buys a skin, then sells it back', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await signInAsDemo(page);
    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS));

    // Signed in, the max price defaults to the balance: everything listed is affordable.
    const storehouse = await openStorehouse(page);
    await expect
      .poll(async () => {
        const prices = await loadedPrices(storehouse);
        return prices !== null && prices.length > 0 && prices.every((price) => price * 100 <= DEMO_START_CENTS);
      })
      .toBe(true);
    expect(Number(await storehouse.getByTestId('storehouse-max-price').inputValue())).toBe(DEMO_START_CENTS / 100);
    await expect.poll(() => inventoryCards().count()).toBeGreaterThan(0);

    const target = storehouse.getByTestId('storehouse-grid').getByTestId('item-card').first();
    const priceCents = await priceCentsOf(target);
    const title = await target.getAttribute('title');
    expect(title).toBeTruthy();
    const sameSkin = () => testId('inventory-grid').getByTitle(title ?? '', { exact: true });
    const inventoryBefore = await inventoryCards().count();
    const sameSkinBefore = await sameSkin().count();

    // The dearest skin within the balance costs more than 25 % of it: one click only asks first
    // (settings default), and cancelling spends nothing.
    expect(priceCents).toBeGreaterThan(DEMO_START_CENTS / 4);
    let buyRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/buy') buyRequests += 1;
    });
    await target.getByTestId('buy-button').click();
    const confirm = testId('purchase-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(formatCents(priceCents));
    await testId('purchase-confirm-cancel').click();
    await confirm.waitFor({ state: 'detached' });
    expect(buyRequests).toBe(0);
    expect(await testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS));

    await target.getByTestId('buy-button').click();
    await testId('purchase-confirm-buy').click();
    await page.locator('[data-testid="notice-success"][data-key="storehouse_api.bought"]').waitFor();
    expect(buyRequests).toBe(1);
    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS - priceCents));
    await expect.poll(() => inventoryCards().count()).toBe(inventoryBefore + 1);
    expect(await sameSkin().count()).toBe(sameSkinBefore + 1);
    // The max price the player never set follows the balance: what is left to spend.
    await expect
      .poll(async () => Number(await storehouse.getByTestId('storehouse-max-price').inputValue()))
      .toBe((DEMO_START_CENTS - priceCents) / 100);

    // Select the bought skin: the selection shows its price, then sell it back at the same price.
    const bought = sameSkin().last();
    expect(await priceCentsOf(bought)).toBe(priceCents);
    await bought.click();
    await expect.poll(() => bought.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => testId('inventory-selected').textContent()).toContain(formatCents(priceCents));
    await testId('sell-selected').click();
    await page.locator('[data-testid="notice-success"][data-key="storehouse_api.sold"]').waitFor();

    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS));
    await expect.poll(() => inventoryCards().count()).toBe(inventoryBefore);
    expect(await sameSkin().count()).toBe(sameSkinBefore);
    await expect
      .poll(async () => Number(await storehouse.getByTestId('storehouse-max-price').inputValue()))
      .toBe(DEMO_START_CENTS / 100);

    // The server agrees after a reload.
    await page.reload();
    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS));
    await expect.poll(() => inventoryCards().count()).toBe(inventoryBefore);
  });

  it('buys at once when the settings raise the confirmation threshold', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await signInAsDemo(page);
    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS));

    // Settings: ask only above 100 % of the balance, with no amount limit — never, in effect.
    await testId('open-settings').click();
    const settings = testId('settings-modal');
    await settings.getByTestId('settings-confirm-percent').fill('100');
    await settings.getByTestId('settings-confirm-amount').fill('');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    const storehouse = await openStorehouse(page);
    await expect.poll(async () => (await loadedPrices(storehouse))?.length ?? 0).toBeGreaterThan(0);
    const target = storehouse.getByTestId('storehouse-grid').getByTestId('item-card').first();
    const priceCents = await priceCentsOf(target);
    expect(priceCents).toBeGreaterThan(5_000);
    await target.getByTestId('buy-button').click();
    await page.locator('[data-testid="notice-success"][data-key="storehouse_api.bought"]').waitFor();
    expect(await testId('purchase-confirm').count()).toBe(0);
    await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(DEMO_START_CENTS - priceCents));
  });

  it('searches the catalog by name', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    const storehouse = await openStorehouse(page);
    await expect.poll(async () => (await loadedPrices(storehouse))?.length ?? 0).toBeGreaterThan(0);

    await storehouse.getByTestId('storehouse-search').fill('Karambit');
    await expect
      .poll(async () => {
        if ((await loadedPrices(storehouse)) === null) return false;
        const titles = await storehouse
          .getByTestId('storehouse-grid')
          .getByTestId('item-card')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('title') ?? ''));
        return titles.length > 0 && titles.every((title) => title.includes('Karambit'));
      })
      .toBe(true);
  });

  it('filters by price range', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    const storehouse = await openStorehouse(page);
    await expect.poll(async () => (await loadedPrices(storehouse))?.length ?? 0).toBeGreaterThan(0);

    await storehouse.getByTestId('storehouse-min-price').fill('2');
    await storehouse.getByTestId('storehouse-max-price').fill('5');
    await expect
      .poll(async () => {
        const prices = await loadedPrices(storehouse);
        return prices !== null && prices.length > 0 && prices.every((price) => price >= 2 && price <= 5);
      })
      .toBe(true);
  });

  it('loads more of the catalog on request', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    const storehouse = await openStorehouse(page);
    const cards = storehouse.getByTestId('storehouse-grid').getByTestId('item-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const firstPage = await cards.count();

    // The catalog holds thousands of items, so there is always a next page here.
    await storehouse.getByTestId('storehouse-load-more').click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  });
});
