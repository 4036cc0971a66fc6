import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { request } from '../lib/http';
import { median } from '../lib/measure';
import { startOurServer, tsxBin } from '../lib/our-server';
import { onExitCleanup, startProcess, type ManagedProcess } from '../lib/processes';
import type { BenchOptions, MetricScenarioResult, MetricTargetSummary, Scenario } from '../lib/types';

const GOAL = 2;
/** Attackers and the bystander send from different loopback addresses: different hosts, as to any per-IP limit. */
const ATTACKER_ADDRESS = '127.0.0.2';
const BYSTANDER_ADDRESS = '127.0.0.3';
/** How often the bystander asks: far more often than the web app's 5 s poll, for enough samples, yet within its read budget (600 a minute). */
const BYSTANDER_PACE_MS = positive(process.env.BENCH_BYSTANDER_PACE_MS, 125);
/** Bystanders polling side by side (each a player of its own, with its own read budget): more samples per window. */
const BYSTANDERS = 4;
const IDENTITY_RATE = positive(process.env.BENCH_IDENTITY_RATE, 5000);
const SEARCH_CONNECTIONS = 50;
/** Time for an attack to reach full strength before the bystander's samples count. */
const RAMP_MS = 1500;

const ATTACKS = [
  {
    variant: 'identity flood',
    script: 'bench/attackers/identity-flood.ts',
    env: { RATE: String(IDENTITY_RATE) },
    describe: `one guest socket sending identity ${IDENTITY_RATE}×/s`,
  },
  {
    variant: 'search flood',
    script: 'bench/attackers/search-flood.ts',
    env: { CONNECTIONS: String(SEARCH_CONNECTIONS) },
    describe: `${SEARCH_CONNECTIONS} guest connections searching the storehouse back to back`,
  },
] as const;

const scenario: Scenario = {
  name: 'abuse',
  title: 'a bystander’s /api/user/get while strangers flood the site',
  description:
    `${BYSTANDERS} signed-in bystanders poll POST /api/user/get on our server (embedded PGlite unless BENCH_DATABASE_URL ` +
    'is set) while one socket floods `identity`, and while 50 guest connections hammer the storehouse search. ' +
    'The figure is the bystanders’ p99 under attack ÷ their p99 with nobody attacking, measured in alternating ' +
    'windows of the same run.',
  run,
};
export default scenario;

async function run(options: BenchOptions): Promise<MetricScenarioResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-bench-'));
  const removeDataDir = onExitCleanup(() =>
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  );
  const ours = await startOurServer(options, dataDir);
  try {
    const bystanders = await Promise.all(
      Array.from({ length: BYSTANDERS }, (_, index) => signIn(ours.url, `bench-bystander-${index}`)),
    );
    const pollAll = async () => (await Promise.all(bystanders.map((token) => poll(ours.url, token, windowMs)))).flat();
    const windowMs = options.durationS * 2000;
    const quiet: number[][] = [];
    const attacked: number[][][] = ATTACKS.map(() => []);
    for (let round = 0; round < options.rounds; round += 1) {
      console.log(`  round ${round + 1}: quiet window`);
      quiet.push(await pollAll());
      for (const [index, attack] of ATTACKS.entries()) {
        console.log(`  round ${round + 1}: ${attack.describe}`);
        const attacker = startAttacker(options, ours.url, attack);
        try {
          await new Promise((resolve) => setTimeout(resolve, RAMP_MS));
          if (attacker.hasExited()) throw new Error(`${attack.variant} attacker died:\n${attacker.output()}`);
          attacked[index]!.push(await pollAll());
        } finally {
          await attacker.stop();
          console.log(`    attacker: ${attacker.output().split('\n').at(-1) ?? ''}`);
        }
        if (ours.process.hasExited()) throw new Error(`our server died:\n${ours.process.output()}`);
      }
    }
    const reference = summary('nobody attacking', quiet);
    return ATTACKS.map((attack, index) => {
      const subject = summary(attack.describe, attacked[index]!);
      const ratio = subject.value / reference.value;
      return {
        name: scenario.name,
        title: scenario.title,
        ok: true,
        kind: 'metric',
        variant: attack.variant,
        metric: { name: 'bystander p99 ms', better: 'lower', latency: 'bystander /api/user/get latency' },
        subject,
        reference,
        ratio,
        goal: GOAL,
        pass: ratio <= GOAL,
        details: { database: options.databaseUrl ? 'postgresql' : 'pglite', paceMs: BYSTANDER_PACE_MS, windowMs },
      } satisfies MetricScenarioResult;
    });
  } finally {
    await ours.process.stop();
    removeDataDir();
  }
}

async function signIn(url: string, name: string): Promise<string> {
  const { text } = await request(`${url}/api/auth/test-login?name=${name}`);
  const token = (JSON.parse(text) as { api_token?: unknown }).api_token;
  if (typeof token !== 'string') throw new Error(`test-login returned no api_token: ${text}`);
  return token;
}

function startAttacker(options: BenchOptions, url: string, attack: (typeof ATTACKS)[number]): ManagedProcess {
  return startProcess(`${attack.variant} attacker`, tsxBin(options), [attack.script], {
    cwd: options.repoRoot,
    env: { ...process.env, TARGET_URL: url, SOURCE_ADDRESS: ATTACKER_ADDRESS, ...attack.env },
  });
}

/**
 * The bystander: one request every BYSTANDER_PACE_MS (never more than one in flight, as the web
 * app's poll), for `windowMs`; returns each answer's latency in ms. Anything but a 200 is a
 * finding about the bench, not a latency, and stops it.
 */
async function poll(url: string, token: string, windowMs: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: BYSTANDER_ADDRESS });
  const latencies: number[] = [];
  const end = Date.now() + windowMs;
  try {
    while (Date.now() < end) {
      const started = performance.now();
      const status = await userGet(url, token, agent);
      latencies.push(performance.now() - started);
      if (status !== 200) throw new Error(`the bystander's /api/user/get answered ${status}`);
      const wait = BYSTANDER_PACE_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  } finally {
    agent.destroy();
  }
  return latencies;
}

function userGet(url: string, token: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      new URL('/api/user/get', url),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': 2, authorization: `Bearer ${token}` },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.setTimeout(120_000, () => call.destroy(new Error('the bystander waited 120 s')));
    call.on('error', reject);
    call.end('{}');
  });
}

function summary(label: string, windows: number[][]): MetricTargetSummary {
  const all = windows.flat();
  return {
    label,
    value: percentile(all, 0.99),
    latencyP50Ms: percentile(all, 0.5),
    latencyP99Ms: percentile(all, 0.99),
    roundValues: windows.map((window) => percentile(window, 0.99)),
    note: `${all.length} requests, median window p99 ${median(windows.map((w) => percentile(w, 0.99))).toFixed(1)} ms`,
    rounds: [],
  };
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function positive(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`expected a positive number, got "${raw}"`);
  return value;
}
