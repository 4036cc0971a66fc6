import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browser end-to-end tests against the real built site and the real server (see support/site.ts).
 * Two files at a time: each starts its own server (own port, own data directory) and its own
 * Chromium, and much of a browser test is waiting for the page or a game timer.
 */
export default defineConfig({
  test: {
    root: repoRoot,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/database-template.ts'],
    environment: 'node',
    // Generous limits: the suite shares the machine with builds and other test runs, and a slow
    // moment must not read as a failure. Nothing here asserts on time.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000, interval: 100 } },
    maxWorkers: 2,
  },
});
