import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { byTestId, demoName, saveScreenshot } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * Account security in a real browser (docs/architecture/security.md "Two-factor sign-in", "Staff
 * gate"): under STAFF_2FA=required a member of staff enrols on the profile — the secret read from
 * the page, codes computed as an authenticator app would — and steps a session up.
 */
const PERIOD_MS = 30_000;

/** Codes of `secret`, each for a time step no earlier one used (a code is accepted once). */
function authenticator(secret: string) {
  let lastStep = -1;
  return () => {
    const step = Math.max(lastStep + 1, Math.floor(Date.now() / PERIOD_MS));
    lastStep = step;
    return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
  };
}

/** Signs the browser in as a demo admin: the sign-in sets the session cookie in the page's context. */
async function signInAsAdmin(page: Page, siteUrl: string, name: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${name}&role=admin`);
  expect(response?.status()).toBe(200);
}

describe('two-factor sign-in in a real browser (STAFF_2FA=required)', () => {
  const harness = useBrowserSite({ env: { STAFF_2FA: 'required' } });
  const testId = (page: Page, id: string) => byTestId(page, id);

  it('a member of staff enrols on the profile, then steps another session up to open the console', async () => {
    const { page } = harness;
    const name = demoName('staff');
    await signInAsAdmin(page, harness.site.url, name);

    // The console refuses until the session is stepped up: it leads to enrolment first.
    await page.goto(harness.url('/admin'));
    await testId(page, 'staff-two-factor-gate').waitFor();
    await testId(page, 'security-enrol-start').waitFor();

    // Enrolment on the profile's Security section.
    await page.goto(harness.url('/profile'));
    const section = testId(page, 'security-section');
    await section.waitFor();
    await testId(page, 'security-two-factor-off').waitFor();
    await testId(page, 'security-enrol-start').click();
    await testId(page, 'security-qr').waitFor();
    const secret = await testId(page, 'security-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The page shows the key for typing by hand, grouped in fours.
    expect((await testId(page, 'security-secret').textContent())?.replace(/\s/g, '')).toBe(secret);
    const nextCode = authenticator(secret!);

    // A wrong code is refused and nothing changes.
    await testId(page, 'security-enable-input').fill('000000');
    await testId(page, 'security-enable-submit').click();
    await expect.poll(() => testId(page, 'security-enable-input').inputValue()).toBe('');
    await testId(page, 'security-enable-input').fill(nextCode());
    await testId(page, 'security-enable-submit').click();

    // The ten recovery codes, shown once, with copy and download.
    await testId(page, 'security-recovery').waitFor();
    const codes = await testId(page, 'security-recovery-code').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const download = page.waitForEvent('download');
    await testId(page, 'security-recovery-download').click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await saveScreenshot(page, 'security-recovery-codes');
    await testId(page, 'security-recovery-done').click();
    await testId(page, 'security-two-factor-on').waitFor();
    // Enabling proved a code: this session is stepped up, and the console opens.
    await testId(page, 'security-stepped-up').waitFor();
    await page.goto(harness.url('/admin'));
    await testId(page, 'admin-console').waitFor();
    expect(await testId(page, 'staff-two-factor-gate').count()).toBe(0);

    // Another device of the same member of staff: signed in, but not stepped up.
    const other = await harness.openPage();
    try {
      await signInAsAdmin(other.page, harness.site.url, name);
      await other.page.goto(harness.url('/profile'));
      await testId(other.page, 'security-two-factor-on').waitFor();
      // The first session sees it in its sessions list.
      await page.goto(harness.url('/profile'));
      await expect.poll(() => testId(page, 'security-session').count()).toBe(2);

      // The other device steps up at the console's gate with the next code.
      await other.page.goto(harness.url('/admin'));
      await testId(other.page, 'staff-two-factor-gate').waitFor();
      await testId(other.page, 'staff-gate-verify-input').fill(nextCode());
      await testId(other.page, 'staff-gate-verify-submit').click();
      await testId(other.page, 'admin-console').waitFor();
      await expect.poll(() => testId(other.page, 'staff-two-factor-gate').count()).toBe(0);
      await saveScreenshot(other.page, 'security-console-after-step-up');

      // Signed out from the first device's sessions list: the other device's next call is refused.
      await testId(page, 'security-sessions-revoke-others').click();
      await expect.poll(() => testId(page, 'security-session').count()).toBe(1);
      const status = await other.page.evaluate(
        async () =>
          (
            await fetch('/api/user/get', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            })
          ).status,
      );
      expect(status).toBe(401);
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }
  });
});
