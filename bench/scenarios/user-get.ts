import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, RAISED_RATE_LIMITS } from '../../packages/server/src/test/local-site';
import { request, waitUntilHealthy } from '../lib/http';
import { compareAlternating, type Target } from '../lib/measure';
import { startOurServer, tsxBin } from '../lib/our-server';
import { onExitCleanup, startProcess, type ManagedProcess } from '../lib/processes';
import type { BenchOptions, Scenario, ScenarioResult } from '../lib/types';

const ROUTE = '/api/user/get';
const GOAL = 0.5;

const scenario: Scenario = {
  name: 'user-get',
  title: `POST ${ROUTE} with a valid session vs bare Fastify`,
  description:
    `Our real server (child process, embedded PGlite unless BENCH_DATABASE_URL is set) answering ${ROUTE} ` +
    'for a signed-in demo user (Authorization: Bearer), against a bare Fastify route returning the same JSON ' +
    'with no database. Every client polls this route every 5 s, so it sets the ceiling on concurrent users.',
  run,
};
export default scenario;

async function run(options: BenchOptions): Promise<ScenarioResult> {
  const log = (line: string) => console.log(line);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-bench-'));
  const removeDataDir = onExitCleanup(() =>
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  );
  const started: ManagedProcess[] = [];
  try {
    // One user polling over 50 connections: the rate limiter runs (and is measured) but never refuses.
    const ours = await startOurServer(options, dataDir, RAISED_RATE_LIMITS);
    started.push(ours.process);

    const { text: loginText } = await request(`${ours.url}/api/auth/test-login?name=bench`);
    const token = (JSON.parse(loginText) as { api_token?: unknown }).api_token;
    if (typeof token !== 'string') throw new Error(`test-login returned no api_token: ${loginText}`);

    const requestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    } as const;
    const { text: userJson } = await request(`${ours.url}${ROUTE}`, requestInit);
    const user = JSON.parse(userJson) as { id?: unknown; username?: unknown };
    if (typeof user.id !== 'number' || typeof user.username !== 'string') {
      throw new Error(`${ROUTE} did not return a user: ${userJson}`);
    }
    // The body must not change between calls, or comparing every response with it is meaningless.
    const { text: again } = await request(`${ours.url}${ROUTE}`, requestInit);
    if (again !== userJson) throw new Error(`${ROUTE} answered two different bodies in a row:\n${userJson}\n${again}`);

    const reference = await startReference(options, userJson);
    started.push(reference.process);
    const { text: referenceJson } = await request(`${reference.url}${ROUTE}`, requestInit);
    if (referenceJson !== userJson) throw new Error('the reference server does not return the same JSON as ours');

    log(`  response: ${Buffer.byteLength(userJson)} bytes of JSON (the reference returns the same)`);
    const target = (label: string, url: string): Target => ({
      label,
      url: `${url}${ROUTE}`,
      method: 'POST',
      headers: requestInit.headers,
      body: requestInit.body,
      expectBody: userJson,
    });
    const compared = await compareAlternating(
      target('ours', ours.url),
      target('reference', reference.url),
      options,
      log,
    );
    return {
      name: scenario.name,
      title: scenario.title,
      ok: true,
      ...compared,
      goal: GOAL,
      pass: compared.ratio >= GOAL,
      details: {
        route: ROUTE,
        database: options.databaseUrl ? 'postgresql' : 'pglite',
        responseBytes: Buffer.byteLength(userJson),
      },
    };
  } finally {
    await Promise.all(started.map((process) => process.stop()));
    removeDataDir();
  }
}

async function startReference(options: BenchOptions, responseJson: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  console.log(`  starting the bare Fastify reference on :${port}`);
  const process_ = startProcess('bare Fastify reference', tsxBin(options), ['bench/reference/bare-fastify.ts'], {
    cwd: options.repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ROUTE, RESPONSE_JSON: responseJson },
  });
  await waitUntilHealthy(`${url}/healthz`, process_, 30_000);
  return { process: process_, url };
}
