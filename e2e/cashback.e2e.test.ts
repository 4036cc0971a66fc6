import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cashbackFor } from '@skinbet/shared/economy';
import { formatCents } from '@skinbet/shared/money';
import { byTestId, currentUserId, demoName, priceCentsOf, saveScreenshot, signInAsDemo } from './support/app';
import { useBrowserSite } from './support/harness';

/** Long enough to choose a skin and bet on a busy machine, short enough to run a few rounds. */
const COUNTDOWN_MS = 8000;
/** A round runs until its crash point: a high one takes a while (x10 ≈ 40 s, x100 ≈ 80 s). */
const ROUND_TIMEOUT_MS = 180_000;
/** Two rounds to lose, each possibly a long one, plus waiting for their countdowns. */
const TEST_TIMEOUT_MS = 900_000;
/** The manual deposit that meets CASHBACK_MIN_DEPOSIT (default $1). */
const DEPOSIT = 5;

const phaseOf = (page: Page) => byTestId(page, 'crash-phase').getAttribute('data-phase');

/** Waits for the start of a betting countdown, so the whole countdown is ahead of us. */
async function waitForFreshCountdown(page: Page): Promise<void> {
  await expect.poll(() => phaseOf(page), { timeout: ROUND_TIMEOUT_MS }).not.toBe('waiting');
  await expect.poll(() => phaseOf(page), { timeout: ROUND_TIMEOUT_MS }).toBe('waiting');
}

/** The caller's bets in the current round, from the API with the page's cookie. */
async function myBets(page: Page): Promise<{ is_win: number; autoWithdraw: number }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/crash/myBet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { userBet: { is_win: number; autoWithdraw: number }[] }).userBet;
  });
}

/**
 * Bets one tradable skin worth at least $1 (so 2.5 % of it is a few cents) with manual stop, never
 * takes it, and waits for the crash: the bet is lost. Answers the stake in cents.
 */
async function loseOneBet(page: Page): Promise<number> {
  await waitForFreshCountdown(page);
  const free = byTestId(page, 'inventory-grid').locator('[data-testid="item-card"]:not([data-unavailable])');
  await expect.poll(() => free.count()).toBeGreaterThan(0);
  let stake = 0;
  for (let index = 0; index < (await free.count()) && stake === 0; index += 1) {
    const card = free.nth(index);
    const price = await priceCentsOf(card);
    if (price >= 100) {
      await card.click();
      stake = price;
    }
  }
  expect(stake, 'a skin worth at least $1 in the demo inventory').toBeGreaterThan(0);
  await expect.poll(() => byTestId(page, 'crash-stake').getAttribute('data-count')).toBe('1');
  await byTestId(page, 'crash-preset-manual').click();
  await byTestId(page, 'crash-bet-button').click();
  await expect.poll(() => byTestId(page, 'crash-my-bet').count()).toBe(1);
  await expect.poll(() => phaseOf(page), { timeout: ROUND_TIMEOUT_MS }).toBe('crashed');
  await expect.poll(async () => (await myBets(page)).map((bet) => bet.is_win)).toEqual([2]);
  return stake;
}

/** The signed-in player's balance in cents, from the API. */
async function balanceCents(page: Page): Promise<number> {
  const balance = await page.evaluate(async () => {
    const response = await fetch('/api/user/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { balance: number }).balance;
  });
  return Math.round(balance * 100);
}

/** An operator credits the player a bank transfer: a real deposit (POST /api/admin/deposits/manual). */
async function manualDeposit(siteUrl: string, userId: number, amount: number): Promise<void> {
  const login = await fetch(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(login.status).toBe(200);
  const { api_token: token } = (await login.json()) as { api_token: string };
  const response = await fetch(`${siteUrl}/api/admin/deposits/manual`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ user_id: userId, amount, reference: `e2e-cashback-${userId}-${Date.now()}` }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(((await response.json()) as { credited: boolean }).credited).toBe(true);
}

describe('cashback in a real browser', () => {
  const harness = useBrowserSite({ env: { CRASH_COUNTDOWN_MS: String(COUNTDOWN_MS), CRASH_PAUSE_MS: '1500' } });
  const testId = (id: string) => byTestId(harness.page, id);
  const notice = (kind: string, key: string) =>
    harness.page.locator(`[data-testid="notice-${kind}"][data-key="${key}"]`);

  it(
    'accrues 2.5 % of a lost crash bet live, is taken once, and is refused as too soon the second time',
    async () => {
      const { page } = harness;
      await page.goto(harness.url('/'));
      await testId('crash-page').waitFor();
      await signInAsDemo(page);
      const userId = await currentUserId(page);

      const box = testId('cashback-box');
      const take = testId('cashback-take');
      await box.waitFor();
      expect(await box.getAttribute('data-cashback')).toBe('0');
      expect(await take.isDisabled()).toBe(true);

      // The rules are one click away.
      await testId('cashback-rules-open').click();
      await expect.poll(() => testId('cashback-rule').count()).toBe(4);
      await page.keyboard.press('Escape');
      await testId('cashback-modal').waitFor({ state: 'detached' });

      // A lost bet: the box shows 2.5 % of the stake, rounded down to the cent, without a reload.
      const firstStake = await loseOneBet(page);
      const first = cashbackFor(firstStake);
      expect(first).toBeGreaterThan(0);
      await expect.poll(() => box.getAttribute('data-cashback')).toBe(String(first));
      expect(await testId('cashback-amount').textContent()).toBe(formatCents(first));
      expect(await take.isEnabled()).toBe(true);
      await saveScreenshot(page, 'cashback-accrued');

      // No deposit yet: refused, with the minimum named (docs/engagement/cashback.md "Numbers": CASHBACK_MIN_DEPOSIT,
      // $1).
      await take.click();
      await notice('fail', 'cashback.notice.min_deposit_amount').waitFor();
      expect(await box.getAttribute('data-cashback')).toBe(String(first));

      // After a deposit the take pays: the balance rises by the cashback, the box is empty.
      await manualDeposit(harness.site.url, userId, DEPOSIT);
      const before = await balanceCents(page);
      await take.click();
      await notice('success', 'cashback.notice.taken').waitFor();
      await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(before + first));
      expect(await balanceCents(page)).toBe(before + first);
      await expect.poll(() => box.getAttribute('data-cashback')).toBe('0');
      expect(await take.isDisabled()).toBe(true);
      await testId('cashback-opens-at').waitFor();
      await saveScreenshot(page, 'cashback-taken');

      // Another lost bet accrues again, but a second take within 24 h is refused as too soon.
      const second = cashbackFor(await loseOneBet(page));
      await expect.poll(() => box.getAttribute('data-cashback')).toBe(String(second));
      await take.click();
      await notice('fail', 'cashback.notice.too_soon_at').waitFor();
      expect(await box.getAttribute('data-cashback')).toBe(String(second));
      expect(await balanceCents(page)).toBe(before + first);
      await saveScreenshot(page, 'cashback-too-soon');
    },
    TEST_TIMEOUT_MS,
  );
});
