import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installExitHandlers, stopAll } from './lib/processes';
import {
  ScenarioSkipped,
  type BenchOptions,
  type MetricTargetSummary,
  type Scenario,
  type ScenarioFailure,
  type ScenarioOutcome,
  type TargetSummary,
} from './lib/types';

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
/**
 * Two significant digits, so that 0.0096× does not print as a meaningless 0.01×; three for the
 * metric scenarios, whose goals sit close to 1× (1.09× must not print as 1.1× against a 1.1× goal).
 */
const ratioText = (ratio: number, digits = 2) =>
  Number.isFinite(ratio) ? `${Number(ratio.toPrecision(digits))}` : '—';
const resultRatio = (result: ScenarioOutcome) => ratioText(result.ratio, result.kind === 'metric' ? 3 : 2);
/** Three significant digits for metric values of any size (µs, ms, messages per second). */
const valueText = (value: number) => (Number.isFinite(value) ? `${Number(value.toPrecision(3))}` : '—');

/** The same row shape for every kind of result, so one table can hold them all. */
interface TargetRow {
  label: string;
  metric: string;
  value: string;
  p50: string;
  p99: string;
  rounds: string;
  note: string;
}

function targetRows(result: ScenarioOutcome): [TargetRow, TargetRow] {
  if (result.kind === 'metric') {
    const row = (target: MetricTargetSummary): TargetRow => ({
      label: target.label,
      metric: result.metric.name,
      value: valueText(target.value),
      p50: fmt(target.latencyP50Ms, 1),
      p99: fmt(target.latencyP99Ms, 1),
      rounds: target.roundValues.map(valueText).join(', '),
      note: target.note ?? '',
    });
    return [row(result.subject), row(result.reference)];
  }
  const row = (target: TargetSummary): TargetRow => ({
    label: target.label,
    metric: 'req/s',
    value: fmt(target.requestsPerSec),
    p50: fmt(target.latencyP50Ms, 1),
    p99: fmt(target.latencyP99Ms, 1),
    rounds: target.rounds.map((round) => fmt(round.requestsPerSec)).join(', '),
    note: '',
  });
  return [row(result.subject), row(result.reference)];
}

const goalText = (result: ScenarioOutcome) =>
  `${result.kind === 'metric' && result.metric.better === 'lower' ? '≤' : '≥'} ${fmt(result.goal, 2)}×`;
const verdictText = (result: ScenarioOutcome) => {
  if (result.pass) return 'PASS';
  if (result.kind === 'metric' && result.verdictNote) return `MISSED: ${result.verdictNote}`;
  return result.kind === 'metric' && result.metric.better === 'lower' ? 'ABOVE GOAL' : 'BELOW GOAL';
};
const resultName = (result: ScenarioOutcome | ScenarioFailure) =>
  result.ok && result.kind === 'metric' && result.variant ? `${result.name} ${result.variant}` : result.name;

function printTable(results: (ScenarioOutcome | ScenarioFailure)[]): void {
  const header = ['scenario', 'target', 'metric', 'value', 'p50 ms', 'p99 ms', 'rounds', 'ratio', 'goal', 'verdict'];
  const withNotes = results.some((result) => result.ok && targetRows(result).some((row) => row.note !== ''));
  if (withNotes) header.push('notes');
  const rows: string[][] = [];
  for (const result of results) {
    if (!result.ok) {
      const row = [result.name, '—', '—', '—', '—', '—', '—', '—', '—', result.skipped ? 'SKIPPED' : 'FAILED'];
      if (withNotes) row.push('');
      rows.push(row);
      continue;
    }
    targetRows(result).forEach((target, index) => {
      const first = index === 0;
      const row = [
        first ? resultName(result) : '',
        target.label,
        target.metric,
        target.value,
        target.p50,
        target.p99,
        target.rounds,
        first ? `${resultRatio(result)}×` : '',
        first ? goalText(result) : '',
        first ? verdictText(result) : '',
      ];
      if (withNotes) row.push(target.note);
      rows.push(row);
    });
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const leftAligned = new Set([0, 1, 2, header.length - 1]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (leftAligned.has(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('\nratio = our value ÷ reference value, medians of alternating rounds in this run on this machine.');
  const explained = new Set<string>();
  for (const result of results) {
    if (!result.ok || result.kind !== 'metric' || explained.has(result.name)) continue;
    explained.add(result.name);
    const better = result.metric.better === 'lower' ? 'lower' : 'higher';
    console.log(`${result.name}: ${result.metric.name}, ${better} is better; p50/p99 = ${result.metric.latency}.`);
  }
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
  const results: (ScenarioOutcome | ScenarioFailure)[] = [];
  for (const scenario of scenarios) {
    console.log(`\n▶ ${scenario.name}: ${scenario.title}`);
    try {
      const outcome = await scenario.run(options);
      for (const result of Array.isArray(outcome) ? outcome : [outcome]) {
        results.push(result);
        console.log(
          `  ${resultName(result)}: ours/reference = ${resultRatio(result)}× (goal ${goalText(result)}) → ` +
            verdictText(result),
        );
      }
    } catch (error) {
      if (error instanceof ScenarioSkipped) {
        console.log(`\n⚠ ${scenario.name} SKIPPED: ${error.message}\n`);
        results.push({ name: scenario.name, title: scenario.title, ok: false, error: error.message, skipped: true });
        continue;
      }
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
  const failed = results.some((result) => !result.ok && !result.skipped);
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
