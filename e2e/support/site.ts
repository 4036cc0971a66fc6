import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort, localSiteEnv, RAISED_RATE_LIMITS } from '../../packages/server/src/test/local-site';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_INDEX = path.join(REPO_ROOT, 'packages/web/dist/index.html');
/** A start takes ~20 s on a quiet machine; the suite shares it with builds and other test runs. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export interface Site {
  /** e.g. http://127.0.0.1:41234 — the site's PUBLIC_URL, so Origin checks see it as itself. */
  url: string;
  /** What the server has printed so far (its last 20,000 characters). */
  output(): string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy in ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the real server (`packages/server/src/main.ts` through tsx) on a free port with a fresh
 * embedded database (a copy of the suite's migrated template; empty with `firstRun`), demo sign-in
 * on, serving the built web app; `extraEnv` adds configuration (e.g. a short crash countdown).
 * With `firstRun`, neither PUBLIC_URL nor HOST is set, as after `npm start`: the server picks both
 * itself. It builds nothing itself: the e2e `test` script runs the web build first.
 */
export async function startSite(
  extraEnv: Record<string, string> = {},
  options: { firstRun?: boolean } = {},
): Promise<Site> {
  if (!existsSync(WEB_INDEX)) throw new Error(`${WEB_INDEX} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'skinbet-e2e-'));
  // A copy of the suite's migrated database (support/database-template.ts), except on a first run.
  if (!options.firstRun) await cp(inject('databaseTemplate'), dataDir, { recursive: true });
  // The suite signs many users in from 127.0.0.1: rate limits out of the way unless `extraEnv` sets them.
  const env: NodeJS.ProcessEnv = {
    ...localSiteEnv({ port, dataDir, nodeEnv: 'test' }),
    ...RAISED_RATE_LIMITS,
    ...extraEnv,
  };
  if (options.firstRun) {
    delete env.PUBLIC_URL;
    delete env.HOST;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => log, stop };
}
