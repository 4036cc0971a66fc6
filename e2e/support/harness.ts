import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

/** A desktop window; `MOBILE` is the narrowest width the site must support (docs/product/screens.md "Layout"). */
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
  /** Another page under the same rules (a second player); the test closes its context and checks its errors. */
  openPage(): Promise<IsolatedPage>;
}

/** A page in a browser context of its own: own cookies and local storage. */
export interface IsolatedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The page's uncaught errors so far. */
  readonly errors: string[];
}

/**
 * Opens a page in a fresh context under the suite's rules. Requests leaving the site are refused —
 * this machine has no internet, and the page must cope without Steam's CDN (item pictures fall back
 * to locally drawn art). Uncaught page errors are collected for the test to check.
 */
async function openIsolatedPage(
  browser: Browser,
  siteUrl: string,
  viewport: { width: number; height: number },
): Promise<IsolatedPage> {
  const origin = new URL(siteUrl).origin;
  const context = await browser.newContext({ viewport });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  // Playwright's auto-waiting limit for every action and waitFor, generous for a busy machine.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  return { context, page, errors };
}

/**
 * Registers the hooks every browser test file shares: one server (fresh PGlite directory) and one
 * Chromium per file, and a fresh context per test so tests never see each other's session or
 * settings. Requests leaving the site are refused, and every uncaught page error fails the test
 * that caused it.
 */
export function useBrowserSite(
  options: { viewport?: { width: number; height: number }; env?: Record<string, string> } = {},
): Harness {
  let site: Site | undefined;
  let browser: Browser | undefined;
  let current: IsolatedPage | undefined;
  const viewport = options.viewport ?? DESKTOP;
  const openPage = () => openIsolatedPage(required(browser, 'browser'), required(site, 'site').url, viewport);

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(options.env), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  beforeEach(async () => {
    current = await openPage();
  });

  afterEach(async () => {
    const finished = current;
    current = undefined;
    await finished?.context.close();
    expect(finished?.errors ?? [], 'uncaught errors in the page').toEqual([]);
  });

  return {
    get site() {
      return required(site, 'site');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(current, 'context').context;
    },
    get page() {
      return required(current, 'page').page;
    },
    url(path: string) {
      return new URL(path, required(site, 'site').url).toString();
    },
    openPage,
  };
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is not ready: use it inside a test`);
  return value;
}
