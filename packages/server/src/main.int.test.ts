import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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
