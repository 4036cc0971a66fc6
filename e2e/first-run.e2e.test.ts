import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInAsDemo, waitForApp } from './support/app';
import { launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';

/**
 * `npm start` on a port of one's choosing, with no PUBLIC_URL: the site must work at whichever
 * local address the browser opens (issue 12 found every signed-in write and the socket refused
 * at 127.0.0.1, and on any port but 3000).
 */
describe('first run without PUBLIC_URL', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({}, { firstRun: true }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('ends its start-up log with the address to open', () => {
    const port = new URL(site.url).port;
    expect(port).not.toBe('3000');
    const lines = site
      .output()
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.at(-1)).toBe(`Skinbet is ready: open http://localhost:${port}`);
  });

  for (const host of ['localhost', '127.0.0.1']) {
    it(`signs in, writes and opens the socket at http://${host}`, async () => {
      const origin = `http://${host}:${new URL(site.url).port}`;
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/`);
        await waitForApp(page);
        await signInAsDemo(page, `first-run-${host.replace(/\W/g, '')}`);
        // A cookie-authenticated write carries the page's Origin: it must be one the server allows.
        expect(await signedInWrite(page)).toMatchObject({ status: 200, body: { status: 'success' } });
        expect(await socketOpens(page)).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});

function signedInWrite(page: Page): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user/notification/readAll', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
}

/** Whether the page's own origin may open a Socket.IO connection (the handshake checks Origin). */
function socketOpens(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/socket.io/?EIO=4&transport=websocket`);
        socket.onmessage = () => {
          socket.close();
          resolve(true);
        };
        socket.onerror = () => resolve(false);
        socket.onclose = () => resolve(false);
      }),
  );
}
