import { describe, expect, it } from 'vitest';
import { byTestId } from './support/app';
import { useBrowserSite } from './support/harness';
import { pageProblems, settleLayout } from './support/layout';
import { HEIGHT, routes, signInLong, sweep, SWEEP_TIMEOUT_MS, WIDTHS } from './support/layout-sweep';

/** SPEC §2: every screen holds at every width, for a player (the guest's sweep: layout-sweep-guest). */
describe('the layout at every width, signed in', () => {
  const harness = useBrowserSite({ viewport: { width: 1280, height: HEIGHT } });

  it('fits the header at 900 and 1000 px and the tool bar at 768 px for a signed-in player', async () => {
    const { page } = harness;
    await signInLong(page, (path) => harness.url(path));
    for (const width of [1000, 900, 768]) {
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
