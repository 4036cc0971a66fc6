import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browser end-to-end tests against the real built site and the real server (see support/site.ts).
 * One file at a time: each starts its own server and Chromium, which is plenty for one machine.
 */
export default defineConfig({
  test: {
    root: repoRoot,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
