import { describe, expect, it } from 'vitest';
import { byTestId } from './support/app';
import { useBrowserSite } from './support/harness';
import { crashStageProblems } from './support/crash-stage-probe';
import { pageProblems, settleLayout } from './support/layout';
import { HEIGHT, routes, signInLong, sweep, SWEEP_TIMEOUT_MS, WIDTHS } from './support/layout-sweep';

/** A round runs until its random crash point: rarely more than a minute, on a busy machine a little longer. */
const CRASH_ROUND_TIMEOUT_MS = 180_000;

/**
 * docs/product/screens.md "Layout": every screen holds at every width, for a player (the guest's
 * sweep: layout-sweep-guest).
 */
describe('the layout at every width, signed in', () => {
  // The first crash round starts at once and its result then stays on the stage for ten minutes,
  // so the stage probe sees the multiplier and the "crashed at" label at every width.
  const harness = useBrowserSite({
    viewport: { width: 1280, height: HEIGHT },
    env: { CRASH_COUNTDOWN_MS: '500', CRASH_PAUSE_MS: '600000' },
  });

  it('fits the header at 900 and 1000 px, the tool bar at 768 px and the mode bar at 360 px for a signed-in player', async () => {
    const { page } = harness;
    await signInLong(page, (path) => harness.url(path));
    for (const width of [1000, 900, 768, 360]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settleLayout(page);
      expect(await pageProblems(page), `${width} px`).toEqual([]);
    }
  });

  it(
    'holds on every route from 320 to 1920 px for a signed-in player',
    async () => {
      const { page } = harness;
      const userId = await signInLong(page, (path) => harness.url(path));
      expect(await sweep(page, 'player', routes(userId), 'settings-modal')).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'fits the crash multiplier and its label in the stage from 320 to 1920 px, the longest multiplier too',
    async () => {
      // At 1280 px the chat column and the bet board leave the stage 192 px: "x10.68" read "10.6".
      const { page } = harness;
      await signInLong(page, (path) => harness.url(path));
      const phase = () => byTestId(page, 'crash-phase').getAttribute('data-phase');
      await expect.poll(phase, { timeout: CRASH_ROUND_TIMEOUT_MS }).toBe('crashed');
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await settleLayout(page);
        problems.push(...(await crashStageProblems(page)).map((line) => `${width} px: ${line}`));
      }
      expect(problems).toEqual([]);
    },
    CRASH_ROUND_TIMEOUT_MS + 60_000,
  );

  it('holds the header and the tool bar in English from 320 to 1920 px', async () => {
    // English words are of other lengths than Russian ones.
    const { page } = harness;
    await signInLong(page, (path) => harness.url(path));
    await byTestId(page, 'lang-en').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settleLayout(page);
      problems.push(...(await pageProblems(page)).map((line) => `player (en), ${width} px: ${line}`));
    }
    expect(problems).toEqual([]);
  });
});
