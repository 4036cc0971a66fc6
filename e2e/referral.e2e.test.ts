import { describe, expect, it } from 'vitest';
import { byTestId, pathnameOf, saveScreenshot, signInAsDemo } from './support/app';
import { MOBILE, useBrowserSite } from './support/harness';

/**
 * Referrals (docs/engagement/referrals.md "Rules"): the profile's referral tab, the link, and an
 * account created through it.
 */
describe('referrals in a real browser', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('shows the link in the profile; a visitor through it keeps the code and becomes an invited player', async () => {
    const { page } = harness;
    await page.goto(harness.url('/profile'));
    await signInAsDemo(page);
    await testId('profile-page').waitFor();

    // The statement is the first tab; the referral tab shows the programme and the link.
    await testId('transactions-table').waitFor();
    await testId('profile-tab-referral').click();
    await testId('referral').waitFor();
    expect(await testId('referral-invited').locator('dd').textContent()).toBe('0');
    expect(await testId('referral-percent').locator('dd').textContent()).toBe('10%');
    const link = await testId('referral-link').inputValue();
    const code = new URL(link).searchParams.get('ref');
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new URL(link).origin).toBe(new URL(harness.site.url).origin);

    await harness.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(harness.site.url).origin,
    });
    await testId('referral-copy').click();
    await page.locator('[data-testid="notice-info"][data-key="profile.referral.copied"]').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await saveScreenshot(page, 'profile-referral', { fullPage: true });

    // A visitor opens the link: the code goes into a cookie and leaves the address bar.
    const visitor = await harness.browser.newContext({ viewport: MOBILE });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link);
      await byTestId(visitorPage, 'crash-page').waitFor();
      expect(pathnameOf(visitorPage)).toBe('/');
      expect(new URL(visitorPage.url()).search).toBe('');
      const cookie = (await visitor.cookies()).find((entry) => entry.name === 'skinbet_ref');
      expect(cookie?.value).toBe(code);
      expect(cookie?.sameSite).toBe('Lax');
      // About 30 days.
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
      // A guest's cashback box, under the game on a phone (docs/product/screens.md "Layout").
      await byTestId(visitorPage, 'cashback-login').waitFor();
      await saveScreenshot(visitorPage, 'cashback-guest-360', { fullPage: true });
      await signInAsDemo(visitorPage);
    } finally {
      await visitor.close();
    }

    // The new account counts as invited by the player.
    await page.reload();
    await testId('profile-tab-referral').click();
    await expect.poll(() => testId('referral-invited').locator('dd').textContent()).toBe('1');
  });

  it('shows the cashback box in the jackpot column and opens its rules', async () => {
    const { page } = harness;
    await page.goto(harness.url('/jackpot'));
    await signInAsDemo(page);
    await testId('jackpot-page').waitFor();
    const box = testId('cashback-box');
    await box.waitFor();
    expect(await box.getAttribute('data-cashback')).toBe('0');
    expect(await testId('cashback-take').isDisabled()).toBe(true);
    // docs/product/screens.md "Jackpot": the jackpot column holds the free-skin promo, then the cashback box, then the
    // inventory.
    const order = await page.evaluate(() =>
      ['jackpot-free-skin', 'cashback-box', 'inventory'].map(
        (id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    await testId('cashback-rules-open').click();
    await testId('cashback-modal').waitFor();
    expect(await testId('cashback-rule').count()).toBe(4);
    expect(await testId('cashback-modal').textContent()).toContain('2,5%');
    expect(await testId('cashback-modal-take').isDisabled()).toBe(true);
    await saveScreenshot(page, 'cashback-modal');
  });
});
