import { describe, expect, it } from 'vitest';
import { byTestId } from './support/app';
import { useBrowserSite } from './support/harness';
import { HEIGHT, routes, signInLong, sweep, SWEEP_TIMEOUT_MS } from './support/layout-sweep';

/**
 * docs/product/screens.md "Layout": every screen holds at every width, for a guest (its own file:
 * it runs beside the player's sweep).
 */
describe('the layout at every width, as a guest', () => {
  const harness = useBrowserSite({ viewport: { width: 1280, height: HEIGHT } });

  it(
    'holds on every route from 320 to 1920 px for a guest',
    async () => {
      const { page } = harness;
      // A player first, so that /user/<id> shows a real profile to the guest.
      const userId = await signInLong(page, (path) => harness.url(path));
      await harness.context.clearCookies();
      await page.goto(harness.url('/'));
      await byTestId(page, 'login-button').waitFor();
      expect(await sweep(page, 'guest', routes(userId), 'login-modal')).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
