import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { caseTicket } from '../packages/shared/src/fairness/cases';
import { sha256Hex } from '../packages/shared/src/fairness/hash';
import { siteSalePayout } from '../packages/shared/src/wallet';
import {
  byTestId,
  currentUserId,
  horizontalOverflow,
  pathnameOf,
  saveScreenshot,
  signInAsDemo,
  waitForApp,
} from './support/app';
import { DESKTOP, MOBILE, useBrowserSite } from './support/harness';

/** The reel's won slot (features/cases/reel.ts CASE_REEL.winnerIndex). */
const WINNER_INDEX = 56;
const SPIN_TIMEOUT_MS = 60_000;

interface OpenAnswer {
  status: 'success';
  winItem: { id: number; myId: number; name: string; price: number; pivot: { is_won_item: 0 | 1 } };
  fairness: {
    opening_id: number;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    ticket: number;
    table_version: number;
  };
  winItems: { winItem: OpenAnswer['winItem']; fairness: OpenAnswer['fairness'] }[];
  balance: number;
}

/** The signed-in player's skins, straight from the API with the page's cookie. */
async function inventoryOf(page: Page): Promise<{ myId: number; id: number; pivot: { is_won_item: 0 | 1 } }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user/getInventory', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: 730 }),
    });
    return ((await response.json()) as { items: { myId: number; id: number; pivot: { is_won_item: 0 | 1 } }[] }).items;
  });
}

async function balanceOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { balance: number }).balance;
  });
}

/** The reel card under the centre marker, found by geometry: what the player actually sees. */
async function cardUnderMarker(page: Page): Promise<{ index: number; itemId: number } | null> {
  return page.evaluate(() => {
    const marker = document.querySelector('[data-testid="case-reel-marker"]')?.getBoundingClientRect();
    if (!marker) return null;
    const x = marker.left + marker.width / 2;
    const entries = [...document.querySelectorAll<HTMLElement>('[data-testid="case-reel-entry"]')];
    const hit = entries.find((entry) => {
      const box = entry.getBoundingClientRect();
      return box.left <= x && x < box.right;
    });
    return hit ? { index: Number(hit.dataset.index), itemId: Number(hit.dataset.itemId) } : null;
  });
}

/** Opens the cheapest case the player can pay for from the grid; returns its id and price. */
async function openCheapestCase(page: Page, balance: number): Promise<{ id: number; price: number }> {
  const cards = byTestId(page, 'cases-grid').getByTestId('case-card');
  await expect.poll(() => cards.count()).toBeGreaterThan(0);
  const boxes = await cards.evaluateAll((links) =>
    links.map((link) => ({
      id: Number(link.getAttribute('data-case-id')),
      price: Number(link.getAttribute('data-price')),
      priority: Number(link.getAttribute('data-priority')),
    })),
  );
  // docs/games/cases.md "Numbers": the grid is sorted by priority ascending.
  const priorities = boxes.map((box) => box.priority);
  expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  const affordable = boxes.filter((box) => box.price <= balance).sort((a, b) => a.price - b.price);
  expect(affordable.length, 'a demo player can pay for at least one case').toBeGreaterThan(0);
  const chosen = affordable[0]!;
  await page.locator(`[data-testid="case-card"][data-case-id="${chosen.id}"]`).click();
  await page.locator(`[data-testid="case-page"][data-case-id="${chosen.id}"]`).waitFor();
  expect(pathnameOf(page)).toBe(`/cases/${chosen.id}`);
  return chosen;
}

describe('cases in a real browser', () => {
  const harness = useBrowserSite();

  it('opens a case: the reel lands on the won item, the item is in the inventory, and the opening verifies', async () => {
    const { page } = harness;
    await page.goto(harness.url('/cases'));
    await byTestId(page, 'cases-page').waitFor();
    await signInAsDemo(page);
    const userId = await currentUserId(page);
    const startBalance = await balanceOf(page);
    const startInventory = await inventoryOf(page);
    const box = await openCheapestCase(page, startBalance);

    // The public odds table: ranges contiguous over exactly 100,000 tickets.
    const total = byTestId(page, 'case-odds-total');
    expect(await total.getAttribute('data-complete')).toBe('true');
    expect(await total.getAttribute('data-tickets')).toBe('100000');
    // The table hash recomputed in the browser from the page's own table is the published one.
    expect(await byTestId(page, 'case-table-hash-check').getAttribute('data-result')).toBe('true');
    const nonce = byTestId(page, 'case-nonce');
    await nonce.waitFor();
    const nonceBefore = Number(await nonce.getAttribute('data-nonce'));
    const hashBefore = await byTestId(page, 'case-server-seed-hash').textContent();

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/cases/open'));
    await byTestId(page, 'case-open').click();
    const answer = (await (await answered).json()) as OpenAnswer;
    expect(answer.status).toBe('success');
    expect(answer.fairness.nonce).toBe(nonceBefore);
    expect(answer.fairness.server_seed_hash).toBe(hashBefore);
    expect(Math.round(answer.balance * 100)).toBe(Math.round((startBalance - box.price) * 100));

    // The reel spins, then stops with the marker on the item the server answered.
    const reel = byTestId(page, 'case-reel');
    expect(Number(await reel.getAttribute('data-won-item-id'))).toBe(answer.winItem.id);
    await saveScreenshot(page, 'cases-spinning');
    await expect.poll(() => reel.getAttribute('data-state'), { timeout: SPIN_TIMEOUT_MS }).toBe('stopped');
    expect(await cardUnderMarker(page)).toEqual({ index: WINNER_INDEX, itemId: answer.winItem.id });
    const result = byTestId(page, 'case-result');
    expect(Number(await result.getAttribute('data-my-id'))).toBe(answer.winItem.myId);
    expect(await byTestId(page, 'case-result-name').textContent()).toBe(answer.winItem.name);
    await expect.poll(() => byTestId(page, 'case-nonce').getAttribute('data-nonce')).toBe(String(nonceBefore + 1));

    // The live-drop strip shows the player's drop once the reel has landed.
    await page
      .locator(`[data-testid="live-drop"][data-user-id="${userId}"][data-item-id="${answer.winItem.id}"]`)
      .first()
      .waitFor();
    await saveScreenshot(page, 'cases-result');

    // The item is in the inventory (a won item), in the API and on the page.
    const inventory = await inventoryOf(page);
    expect(inventory.find((item) => item.myId === answer.winItem.myId)).toMatchObject({
      id: answer.winItem.id,
      pivot: { is_won_item: 1 },
    });
    expect(inventory).toHaveLength(startInventory.length + 1);
    await expect
      .poll(() => byTestId(page, 'inventory-count').getAttribute('data-count'))
      .toBe(String(startInventory.length + 1));
    await byTestId(page, 'case-keep').click();
    await byTestId(page, 'case-result').waitFor({ state: 'detached' });
    expect(await byTestId(page, 'case-open').isEnabled()).toBe(true);

    // Rotating reveals the server seed the opening used; it hashes to the hash shown before.
    await byTestId(page, 'case-rotate').click();
    const revealed = byTestId(page, 'case-revealed-seed');
    await revealed.waitFor();
    const serverSeed = (await revealed.getAttribute('data-server-seed'))!;
    expect(sha256Hex(serverSeed)).toBe(answer.fairness.server_seed_hash);
    expect(await byTestId(page, 'case-revealed-check').getAttribute('data-result')).toBe('true');
    expect(caseTicket(serverSeed, answer.fairness.client_seed, answer.fairness.nonce)).toBe(answer.fairness.ticket);
    await expect.poll(() => byTestId(page, 'case-nonce').getAttribute('data-nonce')).toBe('0');

    // The opening verifies on /provably-fair, recomputed in the browser.
    await byTestId(page, 'case-revealed-verify').click();
    await byTestId(page, 'fairness-page').waitFor();
    expect(pathnameOf(page)).toBe('/provably-fair');
    const verdict = byTestId(page, 'fairness-result');
    await expect.poll(() => verdict.getAttribute('data-result'), { timeout: 60_000 }).toBe('match');
    expect(Number(await verdict.getAttribute('data-ticket'))).toBe(answer.fairness.ticket);
    expect(Number(await verdict.getAttribute('data-item-id'))).toBe(answer.winItem.id);
    const checks = await byTestId(page, 'fairness-check').evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-check'), row.getAttribute('data-outcome')]),
    );
    expect(checks).toEqual([
      ['seed_hash', 'pass'],
      ['table', 'pass'],
      ['table_hash', 'pass'],
      ['ticket', 'pass'],
      ['item', 'pass'],
    ]);
    await saveScreenshot(page, 'cases-verified', { fullPage: true });
  });

  it('fits a 360 px phone, goes straight to the result under reduced motion, and asks a guest to sign in', async () => {
    const { page } = harness;
    await page.setViewportSize(MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(harness.url('/cases'));
    await waitForApp(page);
    await byTestId(page, 'cases-grid').waitFor();
    await page.getByTestId('case-card').first().click();
    await byTestId(page, 'case-contents').waitFor();
    expect(await byTestId(page, 'case-open').isDisabled()).toBe(true);

    await signInAsDemo(page);
    const balance = await balanceOf(page);
    await page.goto(harness.url('/cases'));
    await openCheapestCase(page, balance);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/cases/open'));
    await byTestId(page, 'case-open').click();
    const answer = (await (await answered).json()) as OpenAnswer;
    await expect.poll(() => byTestId(page, 'case-reel').getAttribute('data-state')).toBe('stopped');
    expect(await cardUnderMarker(page)).toEqual({ index: WINNER_INDEX, itemId: answer.winItem.id });
    await byTestId(page, 'case-result').waitFor();

    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
      innerWidth,
    );
    await saveScreenshot(page, 'cases-360', { fullPage: true });
  });

  // docs/games/cases.md "Multi-open" and "Selling a drop".
  it('opens three at once: three reels side by side, consecutive nonces, and one drop sold to the site', async () => {
    const { page } = harness;
    await page.goto(harness.url('/cases'));
    await byTestId(page, 'cases-page').waitFor();
    await signInAsDemo(page);
    const startBalance = await balanceOf(page);
    // A case the player can pay three times over.
    const box = await openCheapestCase(page, startBalance / 3);
    const nonce = byTestId(page, 'case-nonce');
    await nonce.waitFor();
    const nonceBefore = Number(await nonce.getAttribute('data-nonce'));

    await page.locator('[data-testid="case-count-option"][data-count="3"]').click();
    const open = byTestId(page, 'case-open');
    expect(await open.getAttribute('data-count')).toBe('3');
    expect(Math.round(Number(await open.getAttribute('data-total')) * 100)).toBe(Math.round(box.price * 300));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/cases/open'));
    await open.click();
    const answer = (await (await answered).json()) as OpenAnswer;
    expect(answer.winItems.map((win) => win.fairness.nonce)).toEqual([nonceBefore, nonceBefore + 1, nonceBefore + 2]);
    expect(Math.round(answer.balance * 100)).toBe(Math.round((startBalance - box.price * 3) * 100));

    // Three reels, each on its own drop, side by side on a desktop.
    const reels = page.getByTestId('case-reel');
    expect(await reels.count()).toBe(3);
    expect(await reels.evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.wonItemId)))).toEqual(
      answer.winItems.map((win) => win.winItem.id),
    );
    const boxes = await reels.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
    const stage = await byTestId(page, 'case-reels').evaluate((node) => node.getBoundingClientRect().width);
    expect(
      new Set(boxes.map((rect: DOMRect) => Math.round(rect.top))).size,
      `one row at 1280 px (reels in ${stage} px)`,
    ).toBe(1);
    await saveScreenshot(page, 'cases-multi-spinning');
    for (let index = 0; index < 3; index += 1) {
      await expect
        .poll(() => reels.nth(index).getAttribute('data-state'), { timeout: SPIN_TIMEOUT_MS })
        .toBe('stopped');
    }
    const results = page.getByTestId('case-result');
    await expect.poll(() => results.count()).toBe(3);
    expect(await results.evaluateAll((nodes) => nodes.map((node) => Number(node.dataset.myId)))).toEqual(
      answer.winItems.map((win) => win.winItem.myId),
    );
    await expect.poll(() => nonce.getAttribute('data-nonce')).toBe(String(nonceBefore + 3));
    await saveScreenshot(page, 'cases-multi-result', { fullPage: true });

    // Sell the second drop: the offer is the sale to the site's payout for a won skin.
    const sold = answer.winItems[1]!.winItem;
    const offer = results.nth(1).getByTestId('case-sell');
    const expected = siteSalePayout(Math.round(sold.price * 100), true).payout;
    expect(Math.round(Number(await offer.getAttribute('data-price')) * 100)).toBe(expected);
    const sale = page.waitForResponse((response) => response.url().endsWith('/api/withdraws/sell'));
    await offer.click();
    const saleAnswer = (await (await sale).json()) as { amount: number; balance: number };
    expect(Math.round(saleAnswer.amount * 100)).toBe(expected);
    await results.nth(1).getByTestId('case-sold').waitFor();
    expect(Math.round((await balanceOf(page)) * 100)).toBe(Math.round(answer.balance * 100) + expected);
    const inventory = await inventoryOf(page);
    expect(inventory.some((item) => item.myId === sold.myId)).toBe(false);
    for (const win of [answer.winItems[0]!, answer.winItems[2]!]) {
      expect(inventory.some((item) => item.myId === win.winItem.myId)).toBe(true);
    }
    // The other drops still offer their sale.
    expect(await results.nth(0).getByTestId('case-sell').isEnabled()).toBe(true);

    // On a phone the reels and drops stack, inside the window.
    await page.setViewportSize(MOBILE);
    const stacked = await reels.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
    expect(new Set(stacked.map((rect: DOMRect) => Math.round(rect.top))).size, 'stacked at 360 px').toBe(3);
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
      innerWidth,
    );
    await saveScreenshot(page, 'cases-multi-360', { fullPage: true });
    await page.setViewportSize(DESKTOP);
  });
});
