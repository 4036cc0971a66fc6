import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents } from '@skinbet/shared/money';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { byTestId, demoName, postFromPage as api, saveScreenshot, signInAsDemo } from './support/app';
import { DESKTOP, useBrowserSite } from './support/harness';

/** A Steam trade URL in the documented shape (the fake gateway takes the partner's id from it). */
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=240001234&token=Ab3dEf7h';
const TEST_TIMEOUT_MS = 300_000;

async function balanceCents(page: Page): Promise<number> {
  return Math.round((await api<{ balance: number }>(page, '/api/user/get')).body.balance * 100);
}

const withdrawsOf = async (page: Page) =>
  (await api<{ withdraws: WithdrawalDto[] }>(page, '/api/user/withdraws')).body.withdraws;

/** An operator's session (demo sign-in with the admin role), for the moderation calls. */
async function adminToken(siteUrl: string): Promise<string> {
  const login = await fetch(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(login.status).toBe(200);
  return ((await login.json()) as { api_token: string }).api_token;
}

async function adminPost(siteUrl: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: siteUrl },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Stakes every skin of the demo account on the wheel and waits until that bet settles: its stake
 * (the demo skins, worth more than the $100 demo credit and a small deposit together) wagers every
 * credit booked before it (docs/money/wagering.md: each credit counts only bets settled after it).
 */
async function wagerDemoSkins(page: Page): Promise<void> {
  type Inventory = { items: { myId: number; status: string }[] };
  const inventory = await api<Inventory>(page, '/api/user/getInventory', { appId: 730 });
  const items = inventory.body.items.filter((item) => item.status === 'available').map((item) => item.myId);
  // Betting closes while the wheel spins: the bet is placed at the next round's opening.
  await expect
    .poll(async () => (await api(page, '/api/wheel/setBet', { items, color: 'black' })).status, {
      timeout: 60_000,
      interval: 1_000,
    })
    .toBe(200);
  await expect
    .poll(async () => (await api<{ unwagered: number }>(page, '/api/user/getAvailableWithdraw', {})).body.unwagered, {
      timeout: 90_000,
      interval: 1_000,
    })
    .toBe(0);
}

describe('the wallet in a real browser (issue 15)', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  /** Header → deposit modal → $amount by Card RU → the sandbox provider page → Pay. */
  async function depositThroughSandbox(page: Page, amount: number): Promise<void> {
    await testId('deposit-open').click();
    await testId('deposit-money').waitFor();
    await testId('deposit-amount').fill(String(amount));
    await page.locator('[data-testid="deposit-method"][data-code="Cardru"]').click();
    await page.waitForURL(/\/payments\/\d+$/);
    const payment = testId('payment-page');
    await testId('payment-sandbox').waitFor();
    expect(await payment.getAttribute('data-status')).toBe('pending');
    await saveScreenshot(page, 'wallet-sandbox-provider');
    await testId('payment-sandbox-pay').click();
    await expect.poll(() => payment.getAttribute('data-status')).toBe('paid');
    await testId('payment-result').waitFor();
  }

  it(
    'deposits through the sandbox provider: the signed notification credits the balance once, with the success notice',
    async () => {
      const { page } = harness;
      await page.goto(harness.url('/'));
      await signInAsDemo(page);
      const before = await balanceCents(page);

      await depositThroughSandbox(page, 12.5);
      await expect.poll(() => balanceCents(page)).toBe(before + 1250);
      await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(before + 1250));
      await page.locator('[data-testid="notice-success"]').first().waitFor();
      // Reloading the paid order's page changes nothing: the credit happened once.
      await page.reload();
      await expect.poll(() => testId('payment-page').getAttribute('data-status')).toBe('paid');
      expect(await balanceCents(page)).toBe(before + 1250);
      await saveScreenshot(page, 'wallet-deposit-paid');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'withdraws money: the sum is held, the profile shows it in moderation, a cancel returns it exactly',
    async () => {
      const { page } = harness;
      await page.goto(harness.url('/'));
      await signInAsDemo(page);
      await depositThroughSandbox(page, 10);
      // Before the money can leave, the demo credit and the deposit are wagered by a bet after them.
      await wagerDemoSkins(page);
      await page.goto(harness.url('/'));
      const before = await balanceCents(page);

      await testId('deposit-open').click();
      await testId('wallet-switch-withdraw').click();
      await testId('withdraw-money').waitFor();
      await testId('withdraw-amount').fill('7.5');
      await page.locator('[data-testid="withdraw-system"][data-system="5"]').click();
      await testId('withdraw-wallet').fill('4111 1111 1111 1111');
      // 20 % tax shown before confirming: 7.50 → 1.50 tax, 6.00 arrives.
      await expect.poll(() => testId('withdraw-net').textContent()).toContain(formatCents(600));
      await testId('withdraw-confirm').check();
      await testId('withdraw-submit').click();
      const created = testId('withdraw-created');
      await created.waitFor();
      const id = await created.getAttribute('data-id');
      await expect.poll(() => balanceCents(page)).toBe(before - 750);
      await saveScreenshot(page, 'wallet-withdraw-created');

      await testId('withdraw-history-link').click();
      const row = page.locator(`[data-testid="withdrawal-row"][data-id="${id}"]`);
      await expect.poll(() => row.getAttribute('data-status')).toBe('moderation');
      await row.getByTestId('withdrawal-cancel').click();
      await expect.poll(() => row.getAttribute('data-status')).toBe('canceled');
      await expect.poll(() => balanceCents(page)).toBe(before);
      await expect.poll(() => testId('user-balance').textContent()).toBe(formatCents(before));
      await saveScreenshot(page, 'wallet-withdraw-canceled');
    },
    TEST_TIMEOUT_MS,
  );

  /** A won skin withdrawn by trade and approved: its row in the profile's withdrawals tab, with the offer out. */
  async function skinWithdrawalOnOffer(page: Page) {
    await page.goto(harness.url('/'));
    await signInAsDemo(page);
    await depositThroughSandbox(page, 5);

    // A won skin: the drop of the cheapest case.
    const cases = await page.evaluate(async () => {
      const response = await fetch('/api/cases/get');
      return ((await response.json()) as { cases: { id: number; price: number }[] }).cases;
    });
    const cheapest = [...cases].sort((a, b) => a.price - b.price)[0]!;
    const opened = await api<{ winItem: { myId: number } }>(page, '/api/cases/open', { id: cheapest.id });
    expect(opened.status).toBe(200);
    const wonId = opened.body.winItem.myId;

    // The trade link, saved in the profile.
    await page.goto(harness.url('/profile'));
    await testId('trade-link-input').fill(TRADE_LINK);
    await testId('trade-link-save').click();
    await testId('trade-link-saved').waitFor();

    await page.goto(harness.url('/'));
    const won = testId('inventory-grid').locator('[data-testid="item-card"][data-status="won"]');
    await expect.poll(() => won.count()).toBe(1);
    await won.first().click();
    await testId('inventory-withdraw').click();
    await testId('skin-withdraw-modal').waitFor();
    await testId('skin-withdraw-trade').click();
    await expect.poll(async () => (await withdrawsOf(page)).map((row) => row.status)).toEqual(['moderation']);
    const withdrawal = (await withdrawsOf(page))[0]!;
    expect(withdrawal).toMatchObject({ type: 'skin', item: { myId: wonId } });

    // An operator approves it; the offer goes out through the job queue.
    const admin = await adminToken(harness.site.url);
    const approved = await adminPost(harness.site.url, admin, '/api/admin/withdrawals/approve', {
      id: withdrawal.id,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    await page.goto(harness.url('/profile'));
    await testId('profile-tab-withdrawals').click();
    const row = page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawal.id}"]`);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).toBe('sending');
    return { row, wonId };
  }

  it(
    'withdraws a won skin by trade through the fake Steam: moderation, the offer, accepted, completed',
    async () => {
      const { page } = harness;
      const { row, wonId } = await skinWithdrawalOnOffer(page);
      await row.getByTestId('withdrawal-sandbox-accept').click();
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).toBe('completed');
      const inventory = (await api<{ items: { myId: number }[] }>(page, '/api/user/getInventory', { appId: 730 })).body
        .items;
      expect(inventory.map((item) => item.myId)).not.toContain(wonId);
      await saveScreenshot(page, 'wallet-skin-withdrawn');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "declines the offer through a notice shown over the button: only the notice's × takes clicks (issue 25)",
    async () => {
      const { page } = harness;
      const { row } = await skinWithdrawalOnOffer(page);
      // A short window, so the row can be scrolled under the notice stack at the bottom right.
      await page.setViewportSize({ width: DESKTOP.width, height: 420 });
      // A notice raised on the spot: a promo code of the wrong shape is refused without a request.
      await testId('profile-promo-input').fill('?');
      await testId('profile-promo-submit').click();
      await page.locator('[data-key="promo_api.invalid"]').waitFor();

      // In one synchronous step (the notice cannot time out in between): put the decline button's
      // centre under the notice, then ask the browser what a click there would land on.
      const probe = await page.evaluate(() => {
        const button = document.querySelector('[data-testid="withdrawal-sandbox-decline"]')!;
        const notice = document.querySelector('[data-key="promo_api.invalid"]')!;
        const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
        window.scrollBy(0, centre(button.getBoundingClientRect()).y - centre(notice.getBoundingClientRect()).y);
        const { x, y } = centre(button.getBoundingClientRect());
        const over = notice.getBoundingClientRect();
        const hit = document.elementFromPoint(x, y);
        return {
          covered: x >= over.left && x <= over.right && y >= over.top && y <= over.bottom,
          hit: hit && button.contains(hit) ? 'decline' : (hit?.outerHTML.slice(0, 120) ?? 'nothing'),
        };
      });
      expect(probe).toEqual({ covered: true, hit: 'decline' });
      await saveScreenshot(page, 'wallet-decline-under-notice');

      await row.getByTestId('withdrawal-sandbox-decline').click();
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 60_000 }).not.toBe('sending');
    },
    TEST_TIMEOUT_MS,
  );
});
