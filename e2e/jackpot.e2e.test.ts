import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  byTestId,
  currentUserId,
  horizontalOverflow,
  inventoryOf,
  openPanel,
  pathnameOf,
  postFromPage,
  saveScreenshot,
  signInAsDemo,
  waitForApp,
} from './support/app';
import { MOBILE, useBrowserSite } from './support/harness';

/** Short rounds: long enough to see every phase on a busy machine, short enough for one test. */
const JACKPOT_ENV = { JACKPOT_BETTING_MS: '6000', JACKPOT_SPIN_MS: '6000', JACKPOT_RESULT_MS: '4000' };
const ROUND_TIMEOUT_MS = 60_000;

interface JackpotGame {
  id: number;
  phase: string;
  total_bank: number;
  winning_ticket: number | null;
  commission: number | null;
  winner: { id: number; ticket: number } | null;
  bets: { user: { id: number }; items: { id: number; price: number }[]; tickets: { from: number; to: number }[] }[];
}

/** The public record of a round, as anyone may read it. */
async function gameRecord(page: Page, id: number): Promise<JackpotGame> {
  return (await postFromPage<JackpotGame>(page, '/api/jackpot/getGame', { id })).body;
}

/** Opens the jackpot as a new demo player; returns their id and how many skins they start with. */
async function joinJackpot(page: Page, url: string): Promise<{ id: number; skins: number }> {
  await page.goto(url);
  await byTestId(page, 'jackpot-page').waitFor();
  await signInAsDemo(page);
  const cards = byTestId(page, 'inventory-grid').getByTestId('item-card');
  await expect.poll(() => cards.count()).toBeGreaterThan(1);
  return { id: await currentUserId(page), skins: await cards.count() };
}

/** Selects the `count` dearest free skins, so the stake clears the minimum bet. */
async function selectDearestSkins(page: Page, count: number): Promise<void> {
  const free = byTestId(page, 'inventory-grid').locator('[data-testid="item-card"]:not([data-unavailable])');
  await expect.poll(() => free.count()).toBeGreaterThanOrEqual(count);
  const prices = await free.evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-price'))));
  const dearest = prices
    .map((price, index) => ({ price, index }))
    .sort((a, b) => b.price - a.price)
    .slice(0, count);
  for (const { index } of dearest) await free.nth(index).click();
  await expect.poll(() => byTestId(page, 'jackpot-participate').getAttribute('data-count')).toBe(String(count));
}

async function participate(page: Page, userId: number): Promise<void> {
  const button = byTestId(page, 'jackpot-participate');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await byTestId(page, 'jackpot-bets').locator(`[data-testid="jackpot-bet-row"][data-user-id="${userId}"]`).waitFor();
}

const phaseOf = (page: Page) => byTestId(page, 'jackpot-page').getAttribute('data-phase');

/** The reel entry under the centre marker, found by geometry: what the player actually sees. */
async function entryUnderMarker(page: Page): Promise<{ index: number; userId: number } | null> {
  return page.evaluate(() => {
    const marker = document.querySelector('[data-testid="jackpot-reel-marker"]')?.getBoundingClientRect();
    if (!marker) return null;
    const x = marker.left + marker.width / 2;
    const entries = [...document.querySelectorAll<HTMLElement>('[data-testid="jackpot-reel-entry"]')];
    const hit = entries.find((entry) => {
      const box = entry.getBoundingClientRect();
      return box.left <= x && x < box.right;
    });
    return hit ? { index: Number(hit.dataset.index), userId: Number(hit.dataset.userId) } : null;
  });
}

describe('jackpot in a real browser', () => {
  const harness = useBrowserSite({ env: JACKPOT_ENV });

  it('two players bet, the reel stops on the winner the server named, and only the winner gets the pot', async () => {
    const alicePage = harness.page;
    const bob = await harness.openPage();
    try {
      const alice = await joinJackpot(alicePage, harness.url('/jackpot'));
      const bobPlayer = await joinJackpot(bob.page, harness.url('/jackpot'));
      const pages = [alicePage, bob.page];

      // One player's bet keeps the round waiting: the timer starts with the second player.
      await expect.poll(() => phaseOf(alicePage)).toBe('waiting');
      const roundId = Number(await byTestId(alicePage, 'jackpot-page').getAttribute('data-round-id'));
      await selectDearestSkins(alicePage, 2);
      await participate(alicePage, alice.id);
      await byTestId(bob.page, 'jackpot-bets').locator(`[data-user-id="${alice.id}"]`).waitFor();
      expect(await phaseOf(alicePage)).toBe('waiting');
      await expect.poll(() => byTestId(alicePage, 'jackpot-dashboard').getAttribute('data-chance')).toBe('100');

      await selectDearestSkins(bob.page, 2);
      await participate(bob.page, bobPlayer.id);
      for (const page of pages) {
        await expect.poll(() => byTestId(page, 'jackpot-items').getAttribute('data-count')).toBe('4');
      }
      await expect.poll(() => phaseOf(alicePage)).not.toBe('waiting');
      expect(Number(await byTestId(alicePage, 'jackpot-page').getAttribute('data-round-id'))).toBe(roundId);
      await saveScreenshot(alicePage, 'jackpot-betting');

      // The reel: it spins, then stops on the winner the server named.
      const reel = byTestId(alicePage, 'jackpot-reel');
      await expect.poll(() => reel.getAttribute('data-state'), { timeout: ROUND_TIMEOUT_MS }).toBe('spinning');
      await saveScreenshot(alicePage, 'jackpot-spinning');
      const spinning = await gameRecord(alicePage, roundId);
      expect(spinning.phase).toBe('spinning');
      const winnerId = spinning.winner?.id;
      expect([alice.id, bobPlayer.id]).toContain(winnerId);
      const loserId = winnerId === alice.id ? bobPlayer.id : alice.id;

      for (const page of pages) {
        const pageReel = byTestId(page, 'jackpot-reel');
        expect(Number(await pageReel.getAttribute('data-winner-id'))).toBe(winnerId);
        await expect.poll(() => pageReel.getAttribute('data-state'), { timeout: ROUND_TIMEOUT_MS }).toBe('stopped');
        expect(await entryUnderMarker(page)).toEqual({ index: 190, userId: winnerId });
        expect(Number(await byTestId(page, 'jackpot-winner').getAttribute('data-user-id'))).toBe(winnerId);
      }
      await saveScreenshot(alicePage, 'jackpot-result');

      // The pot is paid: the winner holds every pot item but the commission, the loser none.
      await expect
        .poll(async () => (await gameRecord(alicePage, roundId)).phase, { timeout: ROUND_TIMEOUT_MS })
        .toBe('finished');
      const game = await gameRecord(alicePage, roundId);
      expect(game.winner?.ticket).toBe(game.winning_ticket);
      const stakeOf = (userId: number) => game.bets.filter((b) => b.user.id === userId).flatMap((b) => b.items);
      const [winnerStake, loserStake] = [stakeOf(winnerId!), stakeOf(loserId)];
      expect(winnerStake).toHaveLength(2);
      expect(loserStake).toHaveLength(2);

      const [winnerPage, loserPage] = winnerId === alice.id ? [alicePage, bob.page] : [bob.page, alicePage];
      const winnerStart = winnerId === alice.id ? alice.skins : bobPlayer.skins;
      const loserStart = winnerId === alice.id ? bobPlayer.skins : alice.skins;
      const winnerItems = new Map((await inventoryOf(winnerPage)).map((item) => [item.myId, item]));
      for (const item of winnerStake) {
        expect(winnerItems.get(item.id)).toMatchObject({ status: 'available', pivot: { is_won_item: 0 } });
      }
      const received = loserStake.filter((item) => winnerItems.has(item.id));
      for (const item of received) expect(winnerItems.get(item.id)?.pivot.is_won_item).toBe(1);
      const kept = loserStake.filter((item) => !winnerItems.has(item.id));
      const keptCents = kept.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
      expect(keptCents).toBe(Math.round((game.commission ?? 0) * 100));
      expect(keptCents).toBeLessThanOrEqual(Math.floor((Math.round(game.total_bank * 100) * 5) / 100));

      const potIds = new Set([...winnerStake, ...loserStake].map((item) => item.id));
      expect((await inventoryOf(loserPage)).filter((item) => potIds.has(item.myId))).toEqual([]);

      // And the pages show it: the winner's inventory lists the won skins, the loser's lost two.
      const winnerGrid = byTestId(winnerPage, 'inventory-grid');
      await expect
        .poll(() => winnerGrid.locator('[data-testid="item-card"][data-status="won"]').count())
        .toBe(received.length);
      await expect
        .poll(() => byTestId(winnerPage, 'inventory-count').getAttribute('data-count'))
        .toBe(String(winnerStart + received.length));
      await expect
        .poll(() => byTestId(loserPage, 'inventory-count').getAttribute('data-count'))
        .toBe(String(loserStart - 2));
      await saveScreenshot(winnerPage, 'jackpot-winner-inventory');

      // The round is in the history; its verify link recomputes the winning ticket in the browser.
      const verify = byTestId(alicePage, 'jackpot-history')
        .locator(`[data-testid="jackpot-history-row"][data-round-id="${roundId}"]`)
        .getByTestId('jackpot-history-verify');
      await verify.click();
      await byTestId(alicePage, 'fairness-page').waitFor();
      expect(pathnameOf(alicePage)).toBe('/provably-fair');
      const result = byTestId(alicePage, 'fairness-result');
      await expect.poll(() => result.getAttribute('data-result'), { timeout: 60_000 }).toBe('match');
      expect(Number(await result.getAttribute('data-ticket'))).toBe(game.winning_ticket);
      expect(Number(await result.getAttribute('data-holder-id'))).toBe(winnerId);
      await saveScreenshot(alicePage, 'jackpot-verified', { fullPage: true });
      expect(bob.errors, 'uncaught errors in the second player page').toEqual([]);
    } finally {
      await bob.context.close();
    }
  });

  it('closes the storehouse on a background click and fits a 360 px wide phone', async () => {
    const { page } = harness;
    await page.goto(harness.url('/jackpot'));
    await waitForApp(page);
    await byTestId(page, 'jackpot-timer').waitFor();
    expect(await byTestId(page, 'jackpot-participate-reason').getAttribute('data-reason')).toBe('sign_in');

    // docs/product/screens.md "Jackpot": a click on the jackpot page's background closes the storehouse.
    const storehouse = await openPanel(page, 'storehouse');
    await byTestId(page, 'jackpot-timer').click();
    await storehouse.waitFor({ state: 'detached' });

    await page.setViewportSize(MOBILE);
    await signInAsDemo(page);
    await expect.poll(() => byTestId(page, 'inventory-grid').getByTestId('item-card').count()).toBeGreaterThan(0);
    await expect.poll(() => byTestId(page, 'jackpot-items').getAttribute('data-count')).not.toBeNull();
    expect(await byTestId(page, 'jackpot-items').locator('[data-columns]').getAttribute('data-columns')).toBe('3');
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
      innerWidth,
    );
    await saveScreenshot(page, 'jackpot-360', { fullPage: true });
  });
});
