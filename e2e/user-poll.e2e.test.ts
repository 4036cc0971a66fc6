import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { byTestId, demoName, waitForApp } from './support/app';
import { useBrowserSite } from './support/harness';

/** The signed-in user is re-read every 5 s (docs/product/overview.md "Limits and constants"). */
const USER_POLL_MS = 5000;

/** Counts the page's `/api/user/get` calls from now on. */
function countUserReads(page: Page): () => number {
  let reads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/get') reads += 1;
  });
  return () => reads;
}

/**
 * Every request the page started before this call has been reported: a request started after
 * them is (the browser reports them in order).
 */
async function flushRequests(page: Page): Promise<void> {
  await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === '/healthz'),
    page.evaluate(() => fetch('/healthz').then(() => undefined)),
  ]);
}

/**
 * The user poll in a real browser, on a fake clock (Playwright's): half a minute of the page's
 * time passes at once, with no waiting.
 */
describe('the user poll', () => {
  const harness = useBrowserSite();

  it('never asks who a guest is: without the signed_in cookie there is no session to read (issue 25)', async () => {
    const { page } = harness;
    await page.clock.install();
    const reads = countUserReads(page);
    await page.goto(harness.url('/'));
    await waitForApp(page);
    await byTestId(page, 'login-button').waitFor();

    await page.clock.runFor(USER_POLL_MS * 6);
    // A screen opened later that shows the user (the profile's sign-in prompt) asks nothing either.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await byTestId(page, 'profile-guest').waitFor();
    await flushRequests(page);
    expect(reads()).toBe(0);
  });

  it('re-reads a signed-in player every 5 s', async () => {
    const { page } = harness;
    await page.clock.install();
    const signedIn = await page.goto(harness.url(`/api/auth/test-login?name=${demoName('poll')}`));
    expect(signedIn?.ok()).toBe(true);
    const reads = countUserReads(page);
    await page.goto(harness.url('/'));
    await byTestId(page, 'user-balance').waitFor();

    const first = reads();
    for (let poll = 1; poll <= 3; poll += 1) {
      await page.clock.runFor(USER_POLL_MS);
      await expect.poll(reads).toBeGreaterThanOrEqual(first + poll);
    }
  });
});
