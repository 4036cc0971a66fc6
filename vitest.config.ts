import { defineConfig } from 'vitest/config';

/**
 * Integration files share their worker's module cache (`isolate: false`): each builds its own
 * server, database and sockets and closes them, and keeps no state in modules, so a fresh module
 * graph per file bought nothing but importing the whole server again (about 40 % of the time of
 * the integration projects). Unit tests keep the default isolation (some mock modules).
 *
 * Unit tests run once; integration tests (`*.int.test.ts`, real database through HTTP and
 * sockets) run against embedded PGlite always and against PostgreSQL when DATABASE_URL is set.
 */
const integration = ['packages/server/src/**/*.int.test.ts'];

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
          exclude: integration,
        },
      },
      {
        test: {
          name: 'int-pglite',
          include: integration,
          isolate: false,
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'int-postgres',
                include: integration,
                isolate: false,
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
