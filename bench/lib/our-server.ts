import path from 'node:path';
import { freePort, localSiteEnv } from '../../packages/server/src/test/local-site';
import { waitUntilHealthy } from './http';
import { startProcess, type ManagedProcess } from './processes';
import type { BenchOptions } from './types';

/** The first start migrates and seeds ~11.6k catalog items; a slow machine needs a while. */
const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Our real server as one standalone node in a child process (`NODE_ENV=production`, demo sign-in
 * on), on embedded PGlite in `dataDir` unless BENCH_DATABASE_URL is set. Nothing from the caller's
 * shell may change what is measured: no stray database or Redis.
 */
export async function startOurServer(
  options: BenchOptions,
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ process: ManagedProcess; url: string; port: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...localSiteEnv({ port, dataDir, nodeEnv: 'production', databaseUrl: options.databaseUrl }),
    ...extraEnv,
  };
  const where = options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  console.log(`  starting our server on :${port} (${where}; the first start seeds the catalog)`);
  const process_ = startProcess('our server', tsxBin(options), ['packages/server/src/main.ts'], {
    cwd: options.repoRoot,
    env,
  });
  await waitUntilHealthy(`${url}/healthz`, process_, STARTUP_TIMEOUT_MS);
  return { process: process_, url, port };
}

/** The repository's own tsx (what `npx tsx` resolves to), without npx's start-up cost. */
export function tsxBin(options: BenchOptions): string {
  return path.join(options.repoRoot, 'node_modules', '.bin', 'tsx');
}
