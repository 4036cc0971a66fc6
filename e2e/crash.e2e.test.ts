import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { byTestId, pathnameOf, saveScreenshot, signInAsDemo } from './support/app';
import { useBrowserSite } from './support/harness';

/** Long enough to place two bets by hand on a busy machine, short enough to run a few rounds. */
const COUNTDOWN_MS = 9000;
/** Rounds the test may try: a round that crashes before the manual bet can be taken is lost. */
const ATTEMPTS = 2;
const ROUND_TIMEOUT_MS = 120_000;

interface MyBet {
  id: number;
  round_id: number;
  autoWithdraw: number;
  is_win: number;
  multiplier: number | null;
  win: number | null;
  winItem: { id: number } | null;
}

/** The caller's bets in the current round, straight from the API with the page's cookie. */
async function myBets(page: Page): Promise<MyBet[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/crash/myBet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { userBet: MyBet[] }).userBet;
  });
}

/** The public record of a round, as anyone may read it. */
async function roundRecord(page: Page, id: number) {
  return page.evaluate(async (roundId) => {
    const response = await fetch('/api/crash/getGame', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: roundId }),
    });
    return (await response.json()) as {
      phase: string;
      multiplier: number | null;
      secret_hash: string | null;
      bets: MyBet[];
    };
  }, id);
}

const phaseOf = (page: Page) => byTestId(page, 'crash-phase').getAttribute('data-phase');

/** Waits for the start of a betting countdown, so the whole countdown is ahead of us. */
async function waitForFreshCountdown(page: Page): Promise<void> {
  await expect.poll(() => phaseOf(page), { timeout: ROUND_TIMEOUT_MS }).not.toBe('waiting');
  await expect.poll(() => phaseOf(page), { timeout: ROUND_TIMEOUT_MS }).toBe('waiting');
}

/** Selects `count` free skins of the inventory column (won skins too: they can be staked again). */
async function selectSkins(page: Page, count: number): Promise<void> {
  const free = byTestId(page, 'inventory-grid').locator('[data-testid="item-card"]:not([data-unavailable])');
  await expect.poll(() => free.count()).toBeGreaterThanOrEqual(count);
  for (let index = 0; index < count; index += 1) await free.nth(index).click();
  await expect.poll(() => byTestId(page, 'crash-stake').getAttribute('data-count')).toBe(String(count));
}

async function placeBet(page: Page, choose: Locator, betsBefore: number): Promise<void> {
  await choose.click();
  await byTestId(page, 'crash-bet-button').click();
  await expect.poll(() => byTestId(page, 'crash-my-bet').count()).toBe(betsBefore + 1);
}

describe('crash in a real browser', () => {
  const harness = useBrowserSite({ env: { CRASH_COUNTDOWN_MS: String(COUNTDOWN_MS), CRASH_PAUSE_MS: '1500' } });
  const testId = (id: string) => byTestId(harness.page, id);

  it('bets two skins at x1.50 and one by hand, takes it, gets the win and verifies the round', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await testId('crash-page').waitFor();
    await signInAsDemo(page);

    let taken: MyBet | undefined;
    let roundId = 0;
    for (let attempt = 1; attempt <= ATTEMPTS && !taken; attempt += 1) {
      await waitForFreshCountdown(page);
      await selectSkins(page, 2);
      await placeBet(page, testId('crash-preset').and(page.locator('[data-value="1.5"]')), 0);
      await selectSkins(page, 1);
      await placeBet(page, testId('crash-preset-manual'), 1);
      const placed = await myBets(page);
      expect(placed.map((bet) => bet.autoWithdraw).sort()).toEqual([0, 1.5]);
      roundId = placed[0]?.round_id ?? 0;
      await saveScreenshot(page, 'crash-bets-placed');

      // Take the manual bet as soon as the run starts; an early crash beats us to it now and then.
      const take = testId('crash-take-button');
      await expect
        .poll(async () => (await phaseOf(page)) !== 'waiting' && (await phaseOf(page)) !== null, {
          timeout: ROUND_TIMEOUT_MS,
        })
        .toBe(true);
      if ((await phaseOf(page)) === 'running' && (await take.isEnabled().catch(() => false))) {
        await take.click({ timeout: 5000 }).catch(() => undefined);
      }
      await expect.poll(() => phaseOf(page), { timeout: ROUND_TIMEOUT_MS }).toBe('crashed');
      const record = await roundRecord(page, roundId);
      expect(record.phase).toBe('crashed');
      const crashHundredths = Math.round((record.multiplier ?? 0) * 100);

      // Every bet is settled by the rules the server published, whatever the outcome. Read from the
      // round's record, not `myBet`: on a loaded machine the next round may already be open.
      const placedIds = new Set(placed.map((bet) => bet.id));
      const ownBets = async () => (await roundRecord(page, roundId)).bets.filter((bet) => placedIds.has(bet.id));
      await expect.poll(async () => (await ownBets()).filter((bet) => bet.is_win !== 0).length).toBe(2);
      const settled = await ownBets();
      const auto = settled.find((bet) => bet.autoWithdraw === 1.5);
      const manual = settled.find((bet) => bet.autoWithdraw === 0);
      expect(auto?.is_win).toBe(150 < crashHundredths ? 1 : 2);
      if (manual?.is_win === 1) {
        expect(Math.round((manual.multiplier ?? 0) * 100)).toBeLessThan(crashHundredths);
        taken = manual;
      } else {
        expect(manual?.is_win).toBe(2);
      }
    }

    // The take paid a won skin (and the remainder to the balance): it is in the inventory, marked won.
    expect(taken, `no round in ${ATTEMPTS} let the manual bet be taken`).toBeDefined();
    expect(taken?.win).toBeGreaterThan(0);
    const wonItemId = taken?.winItem?.id;
    if (wonItemId !== undefined) {
      await expect
        .poll(() => testId('inventory-grid').locator('[data-testid="item-card"][data-status="won"]').count())
        .toBeGreaterThan(0);
    }
    await saveScreenshot(page, 'crash-after-take');

    // The round is in the history strip; its page verifies in the browser against the chain.
    const historyItem = testId('crash-history').locator(`[data-round-id="${roundId}"]`);
    await historyItem.click();
    await testId('crash-game-page').waitFor();
    expect(pathnameOf(page)).toBe(`/crash/${roundId}`);
    await testId('crash-verify-button').click();
    await testId('fairness-page').waitFor();
    await expect.poll(() => testId('fairness-result').getAttribute('data-result'), { timeout: 60_000 }).toBe('match');
    await saveScreenshot(page, 'crash-verified', { fullPage: true });
  });
});
