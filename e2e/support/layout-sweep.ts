/**
 * The layout sweep (docs/product/screens.md "Layout": every screen holds at every width),
 * shared by the player's and the guest's sweep files so that the two long sweeps run side by
 * side.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { byTestId, currentUserId } from './app';
import { dialogProblems, drawerProblems, pageProblems, settleLayout } from './layout';

/** Every width from 320 to 1920 px in steps of 40. */
export const WIDTHS = Array.from({ length: (1920 - 320) / 40 + 1 }, (_, step) => 320 + 40 * step);
export const HEIGHT = 800;
/**
 * A sweep visits about 500 screens and overlays, a minute and a half on a quiet machine: twice the
 * suite's usual limit, so a busy moment (the suite shares the machine) does not read as a failure.
 */
export const SWEEP_TIMEOUT_MS = 360_000;
/** From this width the chat is a column beside the page, below it a drawer (DESKTOP_CHAT_MEDIA). */
const CHAT_COLUMN_FROM = 1200;

interface Route {
  path: string;
  /** The screen is there once one of these is. */
  ready: readonly string[];
}

/**
 * The routes the app serves (docs/product/screens.md "Layout", packages/web/src/app/router.tsx);
 * `/load` only redirects.
 */
export function routes(userId: number): Route[] {
  return [
    { path: '/', ready: ['crash-page'] },
    { path: '/crash', ready: ['crash-page'] },
    { path: '/jackpot', ready: ['jackpot-page'] },
    { path: '/wheel', ready: ['wheel-page'] },
    { path: '/cases', ready: ['cases-grid'] },
    { path: '/cases/1', ready: ['case-contents', 'case-not-found'] },
    { path: '/crash/1', ready: ['crash-game-page', 'crash-game-not-found'] },
    { path: '/battles', ready: ['battles-live', 'battles-empty'] },
    { path: '/battles/1', ready: ['battle-arena', 'battle-not-found'] },
    { path: '/provably-fair', ready: ['fairness-page'] },
    { path: '/support', ready: ['support-page'] },
    { path: '/user-agreement', ready: ['agreement-page'] },
    { path: '/responsible-gaming', ready: ['rg-page'] },
    { path: '/profile', ready: ['profile-page', 'profile-guest'] },
    { path: `/user/${userId}`, ready: ['public-profile'] },
    { path: '/tournament', ready: ['tournament-page', 'tournament-none'] },
    { path: '/top', ready: ['top-page'] },
    { path: '/promo', ready: ['promo-page'] },
  ];
}

/**
 * Opens `route` the way a link does (history push, no reload), and returns once its screen and
 * its data are there: no skeleton left in the main view, and a frame laid out since.
 */
async function openRoute(page: Page, route: Route): Promise<void> {
  await page.evaluate((path) => {
    if (window.location.pathname === path) return;
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route.path);
  await page.waitForFunction(
    (ready) =>
      ready.some((id) => document.querySelector(`[data-testid="${id}"]`)) &&
      document.querySelector('main [aria-busy="true"]') === null,
    route.ready,
  );
  await settleLayout(page);
}

/** Opens something with `toggle`, checks it with `probe` once it is there, and closes it with Escape. */
async function probeOpened(page: Page, toggle: string, opened: string, probe: () => Promise<string[]>) {
  await byTestId(page, toggle).click();
  await byTestId(page, opened).waitFor();
  await settleLayout(page);
  const problems = await probe();
  await page.keyboard.press('Escape');
  await byTestId(page, opened).waitFor({ state: 'detached' });
  return problems;
}

/**
 * Walks every route at every width, then opens the nav drawer (when the burger shows), the chat
 * drawer (below the chat column's width), the storehouse panel and a modal, collecting every
 * problem found.
 */
export async function sweep(page: Page, who: string, walk: readonly Route[], dialog: string): Promise<string[]> {
  const problems: string[] = [];
  const report = (where: string, found: string[]) => problems.push(...found.map((line) => `${who}, ${where}: ${line}`));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const route of walk) {
      await openRoute(page, route);
      report(`${width} px ${route.path}`, await pageProblems(page));
    }
    if (await byTestId(page, 'nav-toggle').isVisible()) {
      const found = await probeOpened(page, 'nav-toggle', 'nav-drawer', () =>
        drawerProblems(page, 'nav-drawer', ['a']),
      );
      report(`${width} px nav drawer`, found);
    }
    if (width < CHAT_COLUMN_FROM) {
      const found = await probeOpened(page, 'chat-toggle', 'chat-drawer', async () => {
        await byTestId(page, 'chat-messages').waitFor();
        await settleLayout(page);
        return drawerProblems(page, 'chat-drawer', ['[data-testid="chat-input"]']);
      });
      report(`${width} px chat drawer`, found);
    }
    const storehouse = await probeOpened(page, 'open-storehouse', 'panel-storehouse', async () => {
      await byTestId(page, 'panel-storehouse').getByTestId('item-card').first().waitFor();
      await settleLayout(page);
      return drawerProblems(page, 'panel-storehouse');
    });
    report(`${width} px storehouse panel`, storehouse);
    const openDialog = dialog === 'login-modal' ? 'login-button' : 'open-settings';
    report(`${width} px ${dialog}`, await probeOpened(page, openDialog, dialog, () => dialogProblems(page, dialog)));
  }
  return problems;
}

/** A demo name as long as the sign-in allows (24), so the header holds the widest account block. */
const longName = () => `layout_sweep_${Math.random().toString(36).slice(2, 13)}`.slice(0, 24);

/** Signs a new demo player in (animations off: only the final layout counts); returns their id. */
export async function signInLong(page: Page, url: (path: string) => string): Promise<number> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(url(`/api/auth/test-login?name=${longName()}`));
  expect(response?.ok(), 'demo sign-in').toBe(true);
  await page.goto(url('/'));
  await byTestId(page, 'user-balance').waitFor();
  return currentUserId(page);
}
