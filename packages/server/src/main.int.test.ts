import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/local-site';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `main.ts` as `npm start` does and answers how it ended and what it wrote to stderr. */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    // A node that started instead of refusing would serve forever: stopped, it fails the test.
    const started = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(started);
      resolve({ code, stderr });
    });
  });
}

/**
 * Issue 25: a refused configuration stops the real entry point before it opens anything, with
 * one line that names the variable (no stack trace for the operator to dig through).
 */
describe('main.ts refusing a production sandbox', () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['DEMO_LOGIN', { DEMO_LOGIN: '1' }],
    ['PAYMENTS_SANDBOX', { PAYMENTS_SANDBOX: '1' }],
  ])('exits 1 with one line naming %s', async (name, extra) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'skinbet-refused-'));
    dataDirs.push(dataDir);
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, ...extra };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'DEMO_LOGIN', 'PAYMENTS_SANDBOX', 'DEMO_SITE']) {
      if (!(key in extra)) delete env[key];
    }
    const { code, stderr } = await start(env);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Skinbet refuses to start: ${name}=1 is refused in production: .*DEMO_SITE=1`)),
    ]);
    // Refused before the database was opened: nothing was created.
    expect(await readdir(dataDir)).toEqual([]);
  });
});

/**
 * `npm start` runs the compiled server with plain node (docs/operations/runtime.md "Compiled server"):
 * the bundle must start without tsx and find what it reads at run time — migrations and seed data
 * (the first start migrates and seeds the catalog), which /readyz then confirms.
 */
describe('the compiled server', () => {
  const outDir = path.join(REPO_ROOT, 'packages/server/dist', `.test-${process.pid}`);
  let dataDir: string | undefined;
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node, migrates, seeds and answers the probes', { timeout: 180_000 }, async () => {
    await promisify(execFile)(process.execPath, ['packages/server/scripts/build.mjs', '--outdir', outDir], {
      cwd: REPO_ROOT,
    });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'skinbet-compiled-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'HOST', 'PUBLIC_URL']) delete env[key];
    const child = spawn(process.execPath, [path.join(outDir, 'main.js')], { cwd: REPO_ROOT, env, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = `http://127.0.0.1:${port}`;
      let ready: Response | undefined;
      for (const deadline = Date.now() + 150_000; Date.now() < deadline && child.exitCode === null;) {
        ready = await fetch(`${url}/readyz`).catch(() => undefined);
        if (ready?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // Ready means it migrated from src/db/migrations and seeded the catalog from seed/ on the way.
      expect(ready?.status).toBe(200);
      expect(await ready?.json()).toMatchObject({ status: 'ready', checks: { leader: 'this_node' } });
      const health = await fetch(`${url}/healthz`);
      expect(await health.json()).toMatchObject({ status: 'ok', node: process.version });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
