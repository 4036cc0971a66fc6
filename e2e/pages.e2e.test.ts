import { describe, expect, it } from 'vitest';
import {
  byTestId,
  currentUserId,
  openLoginModal,
  openPanel,
  pathnameOf,
  saveScreenshot,
  signInAsDemo,
  waitForApp,
} from './support/app';
import { useBrowserSite } from './support/harness';

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=Ab3dEf_h';

/** The screens beside the games (docs/product/screens.md): profile, public profile, support, agreement, streamers. */
describe('pages', () => {
  const harness = useBrowserSite();
  const testId = (id: string) => byTestId(harness.page, id);

  it('shows the player their profile with the ledger history and saves a trade link', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    const name = await signInAsDemo(page);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Профиль' }).click();
    await testId('profile-page').waitFor();
    expect(pathnameOf(page)).toBe('/profile');
    expect(await testId('profile-name').textContent()).toContain(name);

    // The ledger: the demo credit is there, with the balance after it.
    const rows = testId('transactions-table').getByTestId('transaction-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const kinds = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-kind')));
    expect(kinds).toContain('demo_credit');
    await saveScreenshot(page, 'profile', { fullPage: true });

    // A malformed trade link is refused before anything is sent.
    const input = testId('trade-link-input');
    await input.fill('https://example.com/not-a-trade-link');
    await testId('trade-link-save').click();
    await testId('trade-link-error').waitFor();
    expect(await testId('trade-link-saved').count()).toBe(0);

    await input.fill(TRADE_LINK);
    await testId('trade-link-save').click();
    await testId('notice-success').first().waitFor();
    await testId('trade-link-saved').waitFor();
    expect(await testId('trade-link-error').count()).toBe(0);

    await page.reload();
    await testId('profile-page').waitFor();
    await expect.poll(() => testId('trade-link-input').inputValue()).toBe(TRADE_LINK);
  });

  it('asks a guest on /profile to sign in', async () => {
    const { page } = harness;
    await page.goto(harness.url('/profile'));
    await waitForApp(page);
    await testId('profile-guest').waitFor();
    expect(await testId('profile-page').count()).toBe(0);
  });

  it("shows a player's public profile, to guests too", async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    const name = await signInAsDemo(page);
    const id = await currentUserId(page);

    await page.goto(harness.url(`/user/${id}`));
    await testId('public-profile').waitFor();
    expect(await testId('profile-name').textContent()).toContain(name);
    // Their own page offers the way to the private profile.
    await testId('public-profile-own-link').waitFor();
    await saveScreenshot(page, 'public-profile', { fullPage: true });

    await testId('logout').click();
    await testId('login-button').waitFor();
    await page.reload();
    await testId('public-profile').waitFor();
    expect(await testId('profile-name').textContent()).toContain(name);
    expect(await testId('public-profile-own-link').count()).toBe(0);
    // No private fields on a public page.
    expect(await testId('public-profile').textContent()).not.toContain('$100.00');

    await page.goto(harness.url('/user/987654321'));
    await testId('public-profile-not-found').waitFor();
  });

  it('shows the support page with the FAQ', async () => {
    const { page } = harness;
    await page.goto(harness.url('/support'));
    await testId('support-page').waitFor();
    const items = testId('faq-item');
    await expect.poll(() => items.count()).toBeGreaterThan(3);

    // Questions open and close like any disclosure.
    const first = items.first();
    expect(await first.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await first.locator('summary').click();
    await expect.poll(() => first.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await saveScreenshot(page, 'support', { fullPage: true });

    await testId('support-agreement-link').click();
    await testId('agreement-page').waitFor();
    expect(pathnameOf(page)).toBe('/user-agreement');
  });

  it('shows the user agreement, also from the login modal', async () => {
    const { page } = harness;
    await page.goto(harness.url('/user-agreement'));
    await testId('agreement-page').waitFor();
    expect(await testId('agreement-page').getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await saveScreenshot(page, 'agreement', { fullPage: true });

    await page.goto(harness.url('/'));
    const modal = await openLoginModal(page);
    await modal.getByRole('link', { name: 'пользовательское соглашение' }).click();
    await testId('agreement-page').waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(pathnameOf(page)).toBe('/user-agreement');
  });

  it('opens the streamers panel from the tool bar', async () => {
    const { page } = harness;
    await page.goto(harness.url('/'));
    await waitForApp(page);
    const panel = await openPanel(page, 'streamers');
    // Either the list or the empty state, never a loading skeleton left forever.
    await panel.getByTestId('streamers').or(panel.getByTestId('streamers-empty')).first().waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });
});
