import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { giveawayDrawIndex } from '../packages/shared/src/fairness/giveaway';
import { sha256Hex } from '../packages/shared/src/fairness/hash';
import { api, apiUser } from './support/api';
import { byTestId, currentUserId, horizontalOverflow, postFromPage, saveScreenshot, signInAsDemo } from './support/app';
import { MOBILE, useBrowserSite } from './support/harness';
import { settleLayout } from './support/layout';

/** No demo giveaway: the test opens its own, short one; the leader looks for its end often. */
const GIVEAWAY_ENV = { ENGAGEMENT_DEMO: '0', ENGAGEMENT_TICK_MS: '300' };
/** The shortest giveaway an operator may open (adminGiveawayCreateRequest). */
const ENDS_IN_S = 12;
const DRAW_TIMEOUT_MS = 60_000;

interface HistoryEntry {
  giveaway_id: number;
  user: { id: number } | null;
  place: number | null;
  item: { id: number; name: string };
  participants: number;
  secret_hash: string;
  public_hash: string;
}
interface ActiveAnswer {
  giveaway: ({ id: number; public_hash: string } & Record<string, unknown>) | null;
  history: HistoryEntry[];
}

/** A skin the storehouse has in stock: the giveaway's prize is taken from there. */
async function prizeInStock(siteUrl: string, token: string): Promise<{ id: number; name: string }> {
  const list = await api<{ items: { id: number; name: string; market_count: number }[] }>(
    siteUrl,
    token,
    '/api/all-items/getList',
    { appId: 730, page: 1, maxPrice: 20 },
  );
  const item = list.items.find((candidate) => candidate.market_count > 0);
  expect(item, 'a storehouse skin in stock').toBeDefined();
  return item!;
}

const dashboard = (page: Page) => byTestId(page, 'giveaway-dashboard');

/** How the date cell of a history `row` is cut: wider than itself, or outside its table's visible box. */
function dateClipping(row: Locator): Promise<string[]> {
  return row.locator('td:has(time)').evaluate((cell) => {
    const problems: string[] = [];
    if (cell.scrollWidth > cell.clientWidth) problems.push(`content ${cell.scrollWidth} px in ${cell.clientWidth} px`);
    const scroller = cell.closest('table')!.parentElement!;
    const box = cell.getBoundingClientRect();
    const visible = scroller.getBoundingClientRect();
    if (box.left < visible.left - 0.5 || box.right > visible.right + 0.5)
      problems.push(
        `cell ${Math.round(box.left)}…${Math.round(box.right)} outside ${Math.round(visible.left)}…${Math.round(visible.right)}`,
      );
    return problems;
  });
}

describe('giveaway in a real browser', () => {
  const harness = useBrowserSite({ env: GIVEAWAY_ENV });

  it('a player takes part, sees the countdown end and the draw, and re-runs it on /provably-fair', async () => {
    const page = harness.page;
    const siteUrl = harness.site.url;
    const admin = await apiUser(siteUrl, 'admin');
    const prize = await prizeInStock(siteUrl, admin.token);
    // Another player joins first, so the draw is over two participants in join order.
    const other = await apiUser(siteUrl);

    await page.goto(harness.url('/jackpot'));
    await signInAsDemo(page);
    const me = await currentUserId(page);
    const created = await api<{ id: number; public_hash: string }>(
      siteUrl,
      admin.token,
      '/api/admin/giveaways/create',
      {
        item_id: prize.id,
        ends_in_s: ENDS_IN_S,
        conditions: {},
      },
    );
    await api(siteUrl, other.token, '/api/giveaways/setMyActive', {});

    // The new giveaway appears (a reload stands in for the 30 s poll of an idle dashboard).
    await page.reload();
    await expect.poll(() => dashboard(page).getAttribute('data-giveaway-id')).toBe(String(created.id));
    expect(await byTestId(page, 'giveaway-prize').getAttribute('data-item-id')).toBe(String(prize.id));
    expect(Number(await byTestId(page, 'giveaway-timer').getAttribute('data-seconds'))).toBeGreaterThan(0);
    // conditions {}: nothing is required, none listed.
    await byTestId(page, 'giveaway-no-conditions').waitFor();
    expect(await byTestId(page, 'giveaway-condition').count()).toBe(0);

    // No secret before the end: the running giveaway carries only its commitment.
    const before = (await postFromPage<ActiveAnswer>(page, '/api/giveaways/getActive')).body;
    expect(before.giveaway?.id).toBe(created.id);
    expect(before.giveaway?.public_hash).toBe(created.public_hash);
    expect(JSON.stringify(before.giveaway)).not.toContain('secret');

    const participate = byTestId(page, 'giveaway-participate');
    await expect.poll(() => participate.isEnabled()).toBe(true);
    await participate.click();
    await expect.poll(() => dashboard(page).getAttribute('data-participant')).toBe('true');
    expect(await participate.getAttribute('data-blocker')).toBe('participating');
    expect(await dashboard(page).getAttribute('data-members')).toBe('2');
    await saveScreenshot(page, 'giveaway-joined');

    // The countdown clears at zero and the draw arrives live (setRaffle): the history gains it.
    const row = byTestId(page, 'giveaway-history-row').and(page.locator(`[data-giveaway-id="${created.id}"]`));
    await row.waitFor({ timeout: DRAW_TIMEOUT_MS });
    await byTestId(page, 'giveaway-none').waitFor();
    const drawn = (await postFromPage<ActiveAnswer>(page, '/api/giveaways/getActive')).body.history.find(
      (entry) => entry.giveaway_id === created.id,
    )!;
    expect(drawn.participants).toBe(2);
    expect(drawn.public_hash).toBe(created.public_hash);
    expect(sha256Hex(drawn.secret_hash)).toBe(drawn.public_hash);
    // The winner recomputed from the revealed secret, over the participants in join order.
    const index = giveawayDrawIndex(drawn.secret_hash, drawn.public_hash, created.id, 2);
    const winner = [other.id, me][index]!;
    expect(drawn.user?.id).toBe(winner);
    expect(drawn.place).toBe(index + 1);
    expect(await row.getAttribute('data-winner-id')).toBe(String(winner));
    expect(await row.getAttribute('data-place')).toBe(String(index + 1));

    // The prize is in the winner's inventory as a won item.
    const winnerToken = winner === me ? null : other.token;
    const inventory = winnerToken
      ? await api<{ items: { name: string; pivot: { is_won_item: number } }[] }>(
          siteUrl,
          winnerToken,
          '/api/user/getInventory',
          { appId: 730 },
        )
      : (
          await postFromPage<{ items: { name: string; pivot: { is_won_item: number } }[] }>(
            page,
            '/api/user/getInventory',
            { appId: 730 },
          )
        ).body;
    expect(inventory.items.some((item) => item.name === prize.name && item.pivot.is_won_item === 1)).toBe(true);
    await saveScreenshot(page, 'giveaway-drawn');
    // The history shows the draw's date whole in the side column, at desktop widths too.
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await settleLayout(page);
      expect(await dateClipping(row), `${width} px`).toEqual([]);
    }

    // The history's check link re-runs the draw in the browser.
    await row.getByTestId('giveaway-verify').click();
    const result = byTestId(page, 'fairness-result');
    await expect.poll(() => result.getAttribute('data-result')).toBe('match');
    expect(Number(await result.getAttribute('data-index'))).toBe(index);
    const checks = await byTestId(page, 'fairness-check').evaluateAll((rows) =>
      rows.map((node) => [node.getAttribute('data-check'), node.getAttribute('data-outcome')]),
    );
    expect(checks).toEqual([
      ['public_hash', 'pass'],
      ['place', 'pass'],
    ]);
    await saveScreenshot(page, 'giveaway-verified');
  });

  it('folds on a 360 px screen and opens the giveaway modal', async () => {
    const page = harness.page;
    await page.setViewportSize(MOBILE);
    await page.goto(harness.url('/jackpot'));
    await dashboard(page).waitFor();
    const toggle = byTestId(page, 'giveaway-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await byTestId(page, 'giveaway-details').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await byTestId(page, 'giveaway-details').click();
    await byTestId(page, 'giveaway-modal').waitFor();
    await saveScreenshot(page, 'giveaway-modal-mobile');
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'giveaway-dashboard-mobile', { fullPage: true });
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
