import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, apiUser } from './support/api';
import { byTestId, currentUserId, horizontalOverflow, postFromPage, saveScreenshot, signInAsDemo } from './support/app';
import { MOBILE, useBrowserSite } from './support/harness';

/** No demo tournament: the test opens its own, with a known name and prizes. */
const TOURNAMENT_ENV = { ENGAGEMENT_DEMO: '0', ENGAGEMENT_TICK_MS: '500' };
const PRIZES = [50, 25, 10, 5, 5];

/** The cheapest case: opening it is a bet settled at once, its price the stake. */
async function cheapestCase(siteUrl: string): Promise<{ id: number; price: number }> {
  const response = await fetch(`${siteUrl}/api/cases/get`);
  const { cases } = (await response.json()) as { cases: { id: number; price: number }[] };
  expect(cases.length).toBeGreaterThan(0);
  return cases.reduce((cheapest, box) => (box.price < cheapest.price ? box : cheapest));
}

/** The table as the page shows it: user id → points. */
async function tableOf(page: Page): Promise<Map<number, number>> {
  const rows = await byTestId(page, 'tournament-row').evaluateAll((nodes) =>
    nodes.map((node) => [Number(node.getAttribute('data-user-id')), Number(node.getAttribute('data-points'))] as const),
  );
  return new Map(rows);
}

describe('tournament in a real browser', () => {
  const harness = useBrowserSite({ env: TOURNAMENT_ENV });

  it('a player joins and the table follows the bets live, highest first', async () => {
    const page = harness.page;
    const siteUrl = harness.site.url;
    const admin = await apiUser(siteUrl, 'admin');

    // Nothing runs yet: the page says so.
    await page.goto(harness.url('/tournament'));
    await byTestId(page, 'tournament-none').waitFor();

    const created = await api<{ id: number }>(siteUrl, admin.token, '/api/admin/tournaments/create', {
      name: 'E2E cup',
      description: 'A tournament for the browser test',
      ends_in_s: 3600,
      prizes: PRIZES,
      min_payment: 0,
    });
    await page.reload();
    const view = byTestId(page, 'tournament-page');
    await expect.poll(() => view.getAttribute('data-tournament-id')).toBe(String(created.id));
    expect(await page.locator('h1').textContent()).toBe('E2E cup');
    expect(Number(await byTestId(page, 'tournament-timer').getAttribute('data-seconds'))).toBeGreaterThan(3500);
    const prizes = await byTestId(page, 'tournament-prize').evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute('data-prize'))),
    );
    expect(prizes).toEqual(PRIZES);

    // A guest is asked to sign in; a player joins.
    await byTestId(page, 'tournament-login').waitFor();
    await signInAsDemo(page);
    const me = await currentUserId(page);
    const join = byTestId(page, 'tournament-join');
    await expect.poll(() => join.isEnabled()).toBe(true);
    await join.click();
    await expect.poll(() => join.getAttribute('data-blocker')).toBe('member');
    await expect.poll(async () => (await tableOf(page)).get(me)).toBe(0);

    // Another player joins and bets: the page's table updates without a reload (tournamentUpdate).
    const box = await cheapestCase(siteUrl);
    const stakeCents = Math.round(box.price * 100);
    const rival = await apiUser(siteUrl);
    await api(siteUrl, rival.token, '/api/tournaments/setActive', {});
    await api(siteUrl, rival.token, '/api/cases/open', { id: box.id });
    await expect.poll(async () => (await tableOf(page)).get(rival.id)).toBe(stakeCents);
    expect([...(await tableOf(page)).keys()]).toEqual([rival.id, me]);

    // The player bets twice: 1 point per cent staked, and they lead.
    for (let bet = 0; bet < 2; bet += 1) {
      expect((await postFromPage(page, '/api/cases/open', { id: box.id })).status).toBe(200);
    }
    await expect.poll(async () => (await tableOf(page)).get(me)).toBe(2 * stakeCents);
    expect([...(await tableOf(page)).keys()]).toEqual([me, rival.id]);
    await expect.poll(() => byTestId(page, 'tournament-me').getAttribute('data-place')).toBe('1');
    const first = byTestId(page, 'tournament-row').first();
    expect(await first.getAttribute('data-place')).toBe('1');
    await saveScreenshot(page, 'tournament-live');

    // And it fits a 360 px screen.
    await page.setViewportSize(MOBILE);
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await saveScreenshot(page, 'tournament-mobile', { fullPage: true });
  });
});
