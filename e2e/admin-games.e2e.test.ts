import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { byTestId, demoName, pathnameOf, postFromPage, saveScreenshot, signInAsDemo, waitForApp } from './support/app';
import { useBrowserSite } from './support/harness';

/**
 * The console's Games and Cases areas in a real browser (docs/operations/console.md "Games",
 * "Cases and items"): a member of staff pauses crash — the round in play finishes, the player's
 * crash page says the game is paused by the operator, no new round opens — and resumes it; publishes
 * a new table for a case, after which an opening made before still verifies on /provably-fair
 * against its own version; and finds each action in the audit log.
 */

interface GamesState {
  games: { game: string; paused: boolean; current: { id: number; phase: string } | null }[];
}

async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  const response = await page.goto(`${siteUrl}/api/auth/test-login?name=${demoName('admin')}&role=admin`);
  expect(response?.status()).toBe(200);
}

async function crashState(page: Page) {
  const state = await postFromPage<GamesState>(page, '/api/admin/games/state', {});
  return state.body.games.find((game) => game.game === 'crash')!;
}

/** The audit log's rows for `action`, read from the page's table after filtering on it. */
async function auditRow(page: Page, action: string) {
  await byTestId(page, 'admin-nav-audit').click();
  await byTestId(page, 'admin-audit').waitFor();
  await byTestId(page, 'filter-action').fill(action);
  await byTestId(page, 'filter-action').press('Enter');
  const row = byTestId(page, 'audit-table').locator('tbody tr', { hasText: action }).first();
  await row.waitFor();
  return row;
}

describe('console Games and Cases areas in a real browser', () => {
  const harness = useBrowserSite({ env: { CRASH_COUNTDOWN_MS: '3000', CRASH_PAUSE_MS: '1000' } });

  it('pauses crash: the round in play finishes, the player sees why, nothing new starts until resumed', async () => {
    const player = harness.page;
    await player.goto(harness.url('/crash'));
    await waitForApp(player);
    await byTestId(player, 'crash-page').waitFor();
    expect(await byTestId(player, 'game-paused-notice').count()).toBe(0);

    const staff = await harness.openPage();
    const admin = staff.page;
    await signInAsAdmin(admin, harness.site.url);
    await admin.goto(harness.url('/admin/games'));
    await byTestId(admin, 'admin-games').waitFor();
    const card = byTestId(admin, 'game-card-crash');
    await card.waitFor();
    await expect.poll(async () => (await crashState(admin)).current).not.toBeNull();

    await card.getByTestId('game-pause').click();
    await byTestId(admin, 'confirm-dialog-confirm').click();
    await expect.poll(() => card.getAttribute('data-paused')).toBe('true');

    // The player's page says so at once (the gamePaused event).
    await byTestId(player, 'game-paused-notice').waitFor();
    await saveScreenshot(player, 'crash-paused-by-operator');

    // The round in play runs to its end; then no round is in play, and none opens.
    await expect.poll(async () => (await crashState(admin)).current, { timeout: 120_000 }).toBeNull();
    const idle = await crashState(admin);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await crashState(admin)).toEqual(idle);
    await saveScreenshot(admin, 'admin-games-paused');

    // A page opened during the pause reads it from getConfig.
    await player.reload();
    await byTestId(player, 'game-paused-notice').waitFor();

    await card.getByTestId('game-resume').click();
    await byTestId(admin, 'confirm-dialog-confirm').click();
    await expect.poll(() => card.getAttribute('data-paused')).toBe('false');
    await byTestId(player, 'game-paused-notice').waitFor({ state: 'detached' });
    await expect.poll(async () => (await crashState(admin)).current, { timeout: 60_000 }).not.toBeNull();

    const resumed = await auditRow(admin, 'games.resume');
    expect(await resumed.textContent()).toContain('game:crash');
    const paused = await auditRow(admin, 'games.pause');
    expect(await paused.textContent()).toContain('game:crash');
    await saveScreenshot(admin, 'admin-audit-games');
    await staff.context.close();
  });

  it('publishes a new case table; an opening made before still verifies against its own version', async () => {
    const player = harness.page;
    await player.goto(harness.url('/cases'));
    await waitForApp(player);
    await signInAsDemo(player);
    await byTestId(player, 'cases-grid').waitFor();
    const caseId = Number(await player.getByTestId('case-card').first().getAttribute('data-case-id'));
    const opened = await postFromPage<{ fairness: { opening_id: number; table_version: number; ticket: number } }>(
      player,
      '/api/cases/open',
      { id: caseId },
    );
    expect(opened.status).toBe(200);
    const before = opened.body.fairness;
    expect(before.table_version).toBe(1);

    const staff = await harness.openPage();
    const admin = staff.page;
    await signInAsAdmin(admin, harness.site.url);
    await admin.goto(harness.url('/admin/cases'));
    await byTestId(admin, 'admin-cases').waitFor();
    await byTestId(admin, `case-edit-${caseId}`).click();
    await byTestId(admin, 'case-editor').waitFor();
    await byTestId(admin, 'case-content-row').first().waitFor();

    // Ten tickets move from the first item to the last: new odds, still 100,000 tickets.
    const tickets = byTestId(admin, 'case-tickets');
    const first = Number(await tickets.first().inputValue());
    const last = Number(await tickets.last().inputValue());
    await tickets.first().fill(String(first - 10));
    await expect.poll(() => byTestId(admin, 'case-problem').count()).toBe(1);
    await tickets.last().fill(String(last + 10));
    await expect.poll(() => byTestId(admin, 'case-problem').count()).toBe(0);
    const rtp = await byTestId(admin, 'case-rtp').getAttribute('data-rtp');
    expect(Number(rtp)).toBeGreaterThan(0);
    await byTestId(admin, 'case-preview').click();
    await byTestId(admin, 'case-server-preview').waitFor();
    await byTestId(admin, 'case-publish').click();
    await byTestId(admin, 'confirm-dialog-confirm').click();
    await expect.poll(() => byTestId(admin, 'case-version').first().getAttribute('data-version')).toBe('2');
    await saveScreenshot(admin, 'admin-case-editor-published', { fullPage: true });

    // New openings use version 2.
    const after = await postFromPage<{ fairness: { table_version: number } }>(player, '/api/cases/open', {
      id: caseId,
    });
    expect(after.body.fairness.table_version).toBe(2);

    // The opening made before verifies on /provably-fair against version 1, in the browser.
    expect((await postFromPage(player, '/api/cases/seeds/rotate', {})).status).toBe(200);
    await player.goto(harness.url(`/provably-fair?game=cases&round=${before.opening_id}`));
    await byTestId(player, 'fairness-page').waitFor();
    expect(pathnameOf(player)).toBe('/provably-fair');
    const verdict = byTestId(player, 'fairness-result');
    await expect.poll(() => verdict.getAttribute('data-result'), { timeout: 60_000 }).toBe('match');
    expect(Number(await verdict.getAttribute('data-ticket'))).toBe(before.ticket);
    const checks = await byTestId(player, 'fairness-check').evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-check'), row.getAttribute('data-outcome')]),
    );
    expect(checks).toContainEqual(['table_hash', 'pass']);
    await saveScreenshot(player, 'old-opening-verified-after-publish', { fullPage: true });

    // The console's own round browser verifies it too.
    await admin.goto(harness.url('/admin/games'));
    await byTestId(admin, 'games-tab-rounds').click();
    await byTestId(admin, 'rounds-game').selectOption('cases');
    await byTestId(admin, `opening-verify-${before.opening_id}`).click();
    await expect.poll(() => byTestId(admin, 'verify-result').getAttribute('data-verdict')).toBe('match');
    await admin.keyboard.press('Escape');

    const published = await auditRow(admin, 'cases.publish');
    expect(await published.textContent()).toContain(`case:${caseId}`);
    await staff.context.close();
  });
});
