import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { byTestId, waitForApp } from './support/app';
import { useBrowserSite } from './support/harness';

/** Kilobytes of 1000 bytes, as Vite's build report and `npm run size` count them. */
const KB = 1000;
/**
 * What a guest's home page may download in JavaScript before it settles, gzipped. `npm run size`
 * budgets only the entry and its static imports; this counts everything the browser actually
 * fetches: route pages, panels and locale namespaces included.
 */
const HOME_JS_BUDGET_KB = 220;

interface ScriptWeight {
  path: string;
  gzipBytes: number;
}

const isScript = (response: Response): boolean =>
  new URL(response.url()).pathname.endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript');

/**
 * The body's size gzipped here at level 9, whatever the server sent on the wire: the number then
 * depends only on the code, not on whether or how well the server compressed it.
 */
async function weighScript(response: Response): Promise<ScriptWeight> {
  const body = await response.body();
  return { path: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length };
}

describe('page weight', () => {
  const harness = useBrowserSite();

  it(`keeps a guest's home page under ${HOME_JS_BUDGET_KB} kB gz of JavaScript`, async () => {
    const { page } = harness;
    const weighing: Promise<ScriptWeight>[] = [];
    page.on('response', (response) => {
      if (response.ok() && isScript(response)) weighing.push(weighScript(response));
    });

    await page.goto(harness.url('/'), { waitUntil: 'networkidle' });
    await waitForApp(page);
    await byTestId(page, 'crash-page').waitFor();
    // Settled: half a second with no request in flight after the home page has drawn.
    await page.waitForLoadState('networkidle');

    const scripts = (await Promise.all(weighing)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalKb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / KB;
    const breakdown = scripts.map((script) => `${(script.gzipBytes / KB).toFixed(1)} kB  ${script.path}`).join('\n');
    console.info(`guest home page JavaScript: ${totalKb.toFixed(1)} kB gz in ${scripts.length} files\n${breakdown}`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(totalKb, `JavaScript downloaded by the home page (kB gz):\n${breakdown}`).toBeLessThan(HOME_JS_BUDGET_KB);
  });
});
