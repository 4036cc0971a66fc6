import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installExitHandlers, stopAll } from './lib/processes';
import type { BenchOptions, Scenario, ScenarioFailure, ScenarioResult } from './lib/types';

/**
 * `npm run bench [-- <scenario>…]`: runs every scenario in bench/scenarios (or the named ones),
 * prints a table and writes bench/results/latest.json. Speeds are only ever reported as a ratio
 * to a reference measured in the same run on the same machine.
 */
const benchDir = import.meta.dirname;
const repoRoot = path.resolve(benchDir, '..');
const scenariosDir = path.join(benchDir, 'scenarios');
const resultsFile = path.join(benchDir, 'results', 'latest.json');

function positiveNumber(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

function readOptions(): BenchOptions {
  return {
    durationS: positiveNumber('BENCH_DURATION', 10, true),
    warmupS: positiveNumber('BENCH_WARMUP', 2, true),
    connections: positiveNumber('BENCH_CONNECTIONS', 50, true),
    rounds: positiveNumber('BENCH_ROUNDS', 2, true),
    repoRoot,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
}

async function loadScenarios(names: string[]): Promise<Scenario[]> {
  const available = fs
    .readdirSync(scenariosDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  const unknown = names.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    throw new Error(`unknown scenario ${unknown.join(', ')}; available: ${available.join(', ')}`);
  }
  const chosen = names.length > 0 ? names : available;
  const scenarios: Scenario[] = [];
  for (const name of chosen) {
    const module = (await import(pathToFileURL(path.join(scenariosDir, `${name}.ts`)).href)) as {
      default?: Scenario;
    };
    if (!module.default || module.default.name !== name) {
      throw new Error(`scenarios/${name}.ts must default-export a Scenario named "${name}"`);
    }
    scenarios.push(module.default);
  }
  return scenarios;
}

function gitCommit(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'packages'], { cwd: repoRoot, encoding: 'utf8' });
    return dirty.trim() ? `${commit}+dirty` : commit;
  } catch {
    return undefined;
  }
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
/** Two significant digits, so that 0.0096× does not print as a meaningless 0.01×. */
const ratioText = (ratio: number) => (Number.isFinite(ratio) ? `${Number(ratio.toPrecision(2))}` : '—');

function printTable(results: (ScenarioResult | ScenarioFailure)[]): void {
  const header = ['scenario', 'target', 'req/s', 'p50 ms', 'p99 ms', 'rounds req/s', 'ratio', 'goal', 'verdict'];
  const rows: string[][] = [];
  for (const result of results) {
    if (!result.ok) {
      rows.push([result.name, '—', '—', '—', '—', '—', '—', '—', 'FAILED']);
      continue;
    }
    for (const [target, first] of [
      [result.subject, true],
      [result.reference, false],
    ] as const) {
      rows.push([
        first ? result.name : '',
        target.label,
        fmt(target.requestsPerSec),
        fmt(target.latencyP50Ms, 1),
        fmt(target.latencyP99Ms, 1),
        target.rounds.map((round) => fmt(round.requestsPerSec)).join(', '),
        first ? `${ratioText(result.ratio)}×` : '',
        first ? `≥ ${fmt(result.goal, 2)}×` : '',
        first ? (result.pass ? 'PASS' : 'BELOW GOAL') : '',
      ]);
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('\nratio = our req/s ÷ reference req/s, medians of alternating rounds in this run on this machine.');
}

async function main(): Promise<number> {
  installExitHandlers();
  const options = readOptions();
  const scenarios = await loadScenarios(process.argv.slice(2).filter((arg) => arg !== '--'));
  const cpus = os.cpus();
  console.log(
    `bench: ${scenarios.map((s) => s.name).join(', ')} — ${options.rounds} rounds × ${options.durationS}s, ` +
      `${options.connections} connections, ${options.warmupS}s warm-up; ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, node ${process.version}`,
  );

  const startedAt = new Date();
  const results: (ScenarioResult | ScenarioFailure)[] = [];
  for (const scenario of scenarios) {
    console.log(`\n▶ ${scenario.name}: ${scenario.title}`);
    try {
      const result = await scenario.run(options);
      results.push(result);
      console.log(
        `  ${result.name}: ours/reference = ${ratioText(result.ratio)}× (goal ≥ ${fmt(result.goal, 2)}×) → ` +
          (result.pass ? 'PASS' : 'BELOW GOAL'),
      );
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`\n✖ ${scenario.name} FAILED\n${message}\n`);
      results.push({ name: scenario.name, title: scenario.title, ok: false, error: message });
    }
  }
  await stopAll();
  printTable(results);

  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model,
      totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
      loadAverage: os.loadavg(),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
    },
    options: {
      durationS: options.durationS,
      warmupS: options.warmupS,
      connections: options.connections,
      rounds: options.rounds,
      database: options.databaseUrl ? 'postgresql' : 'pglite',
    },
    scenarios: results,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${path.relative(repoRoot, resultsFile)}`);

  // A scenario that could not measure (crash, non-2xx, wrong body) fails the command; a ratio
  // below its goal is a finding, not a failure, unless BENCH_STRICT=1.
  const failed = results.some((result) => !result.ok);
  const below = results.some((result) => result.ok && !result.pass);
  return failed || (below && process.env.BENCH_STRICT === '1') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await stopAll();
    process.exit(1);
  },
);
