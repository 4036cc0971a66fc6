import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** A new demo account starts with $100.00 (docs/product/overview.md "Accounts and sign-in"). */
export const DEMO_START_CENTS = 10_000;

/** Screenshots are test artifacts for a human to look at, never committed (.gitignore). */
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

let nameCounter = 0;

/** A demo name unused on this server (2–24 characters, as the demo form requires). */
export function demoName(prefix = 'e2e'): string {
  nameCounter += 1;
  return `${prefix}_${nameCounter}_${Math.random().toString(36).slice(2, 8)}`;
}

export const byTestId = (page: Page, id: string): Locator => page.getByTestId(id);

/** The wire amount a card carries in `data-price` (currency units), in cents. */
export async function priceCentsOf(card: Locator): Promise<number> {
  const price = Number(await card.getAttribute('data-price'));
  expect(Number.isFinite(price) && price > 0, `card price ${price}`).toBe(true);
  return Math.round(price * 100);
}

/** Waits until the app knows who is there: the sign-in button for a guest, the balance for a player. */
export async function waitForApp(page: Page): Promise<void> {
  await byTestId(page, 'login-button').or(byTestId(page, 'user-balance')).first().waitFor();
}

export async function openLoginModal(page: Page): Promise<Locator> {
  await byTestId(page, 'login-button').click();
  const modal = byTestId(page, 'login-modal');
  await modal.waitFor();
  return modal;
}

/** Opens a tool bar panel (`open-<name>`) and returns it once it is shown (`panel-<name>`). */
export async function openPanel(page: Page, name: string): Promise<Locator> {
  await byTestId(page, `open-${name}`).click();
  const panel = byTestId(page, `panel-${name}`);
  await panel.waitFor();
  return panel;
}

/** Signs in through the login modal's demo form; returns once the header shows the balance. */
export async function signInAsDemo(page: Page, name = demoName()): Promise<string> {
  await waitForApp(page);
  const modal = await openLoginModal(page);
  await modal.getByTestId('agreement-checkbox').check();
  await modal.getByTestId('demo-name').fill(name);
  await modal.getByTestId('demo-login-submit').click();
  await byTestId(page, 'user-balance').waitFor();
  await modal.waitFor({ state: 'detached' });
  return name;
}

/** The signed-in user's id, read from the API with the page's own session cookie. */
export async function currentUserId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new Error(`/api/user/get answered ${response.status}`);
    return ((await response.json()) as { id: number }).id;
  });
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** docs/product/screens.md "Layout": from 360 px wide up, nothing may scroll sideways. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/**
 * Saves `e2e/artifacts/<name>.png`: the window by default (modals and panels sit over it), the
 * whole scrolled page with `fullPage` (long content pages).
 */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  // Finished animations make the pictures comparable from run to run.
  await page.screenshot({
    path: path.join(ARTIFACTS, `${name}.png`),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

/** A JSON POST with the page's own session cookie (what the web app itself sends); answers status and body. */
export async function postFromPage<T = Record<string, unknown>>(
  page: Page,
  path: string,
  body: unknown = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    [path, body] as const,
  );
}

/** A skin in the signed-in player's inventory, with the fields the game tests check. */
export interface InventoryItem {
  myId: number;
  price: number;
  status: string;
  pivot: { is_won_item: 0 | 1 };
}

/** The signed-in player's skins, straight from the API with the page's cookie. */
export async function inventoryOf(page: Page): Promise<InventoryItem[]> {
  return (await postFromPage<{ items: InventoryItem[] }>(page, '/api/user/getInventory', { appId: 730 })).body.items;
}
