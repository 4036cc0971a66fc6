import { defineConfig } from 'vitest/config';

/**
 * Four tiers (docs/architecture/testing.md "Tiers"):
 * - `unit`: pure code, run once. Files share their worker's module graph (`isolate: false`):
 *   re-importing the schemas, React and the server's modules for each of ~150 files was two thirds
 *   of the tier's time. A file that replaces modules with `vi.mock` is named `*.mocked.test.ts(x)`
 *   and runs in `unit-mocked`, isolated, so its mocks never leak into another file; so does the
 *   i18n test, which checks what a first load has (and has not) loaded.
 * - `stats`: statistical checks over millions of draws (`*.stats.test.ts`), a tier of their own so
 *   the quick tier stays quick; CI runs them separately.
 * - `int-pglite` / `int-postgres`: `*.int.test.ts`, a real database through HTTP and sockets,
 *   against embedded PGlite always and against PostgreSQL when DATABASE_URL is set. Integration
 *   files share their worker's module cache too: each builds its own server, database and sockets
 *   and closes them, and keeps no state in modules.
 */
const integration = ['packages/server/src/**/*.int.test.ts'];
const statistical = ['packages/*/src/**/*.stats.test.ts'];
const mocked = ['packages/*/src/**/*.mocked.test.ts', 'packages/*/src/**/*.mocked.test.tsx'];
// Checks of what the first load has loaded (no English, no screen texts yet) need a module graph no
// other file has used: in the shared graph a file that switched language left English loaded.
const firstLoad = ['packages/web/src/lib/i18n.test.ts'];
// Tests of the embedded driver itself: nothing to learn from running them a second time.
const pgliteOnly = ['packages/server/src/db/pglite-*.int.test.ts'];
const integrationLimits = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Integration files wait on game timers and sockets much of the time, so more files than cores
    // run side by side (each has its own database); vitest's default here would be one at a time.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx'],
          exclude: [...integration, ...statistical, ...mocked, ...firstLoad],
          isolate: false,
        },
      },
      { test: { name: 'unit-mocked', include: [...mocked, ...firstLoad] } },
      { test: { name: 'stats', include: statistical, ...integrationLimits } },
      {
        test: {
          name: 'int-pglite',
          include: integration,
          isolate: false,
          env: { TEST_DB: 'pglite' },
          ...integrationLimits,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'int-postgres',
                include: integration,
                exclude: pgliteOnly,
                isolate: false,
                env: { TEST_DB: 'postgres' },
                ...integrationLimits,
              },
            },
          ]
        : []),
    ],
  },
});
