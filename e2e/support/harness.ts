import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

/** A desktop window; `MOBILE` is the narrowest width the site must support (SPEC §2). */
export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 360, height: 740 } as const;
const ACTION_TIMEOUT_MS = 45_000;

export interface Harness {
  readonly site: Site;
  readonly browser: Browser;
  /** The current test's page, in a browser context of its own (fresh cookies and local storage). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Absolute URL of a path on the site under test. */
  url(path: string): string;
}

/**
 * Registers the hooks every browser test file shares: one server (fresh PGlite directory) and one
 * Chromium per file, and a fresh context per test so tests never see each other's session or
 * settings. Requests leaving the site are refused — this machine has no internet, and the page
 * must cope without Steam's CDN (item pictures fall back to locally drawn art). Every uncaught
 * page error fails the test that caused it.
 */
export function useBrowserSite(
  options: { viewport?: { width: number; height: number }; env?: Record<string, string> } = {},
): Harness {
  let site: Site | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(options.env), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  beforeEach(async () => {
    const origin = new URL(required(site, 'site').url).origin;
    context = await required(browser, 'browser').newContext({ viewport: options.viewport ?? DESKTOP });
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('internetdisconnected'),
    );
    // Playwright's auto-waiting limit for every action and waitFor, generous for a busy machine.
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  return {
    get site() {
      return required(site, 'site');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
    url(path: string) {
      return new URL(path, required(site, 'site').url).toString();
    },
  };
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is not ready: use it inside a test`);
  return value;
}
