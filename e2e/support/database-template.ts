import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../packages/server/src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database directory, initialised and migrated, that each site starts from a copy of. */
    databaseTemplate: string;
  }
}

/**
 * Global set-up of the browser suite: one embedded database made once — PGlite's initdb and every
 * migration, through the server's own `openDatabase` — which `startSite` copies into each site's
 * fresh data directory. Creating a cluster cost each of the suite's servers ~4 s of CPU at start,
 * paid again in every file; a copy of a stopped, migrated cluster is what that server would have
 * made itself (the first start seeds the catalog and the demo data as before). The first-run test
 * still starts from an empty directory.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'skinbet-e2e-template-'));
  const database = await openDatabase({ dataDir: directory });
  await database.close();
  project.provide('databaseTemplate', directory);
  return () => rm(directory, { recursive: true, force: true });
}
