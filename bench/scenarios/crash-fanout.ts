import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, figures, type WindowFigures } from '../lib/crash-fanout/figures';
import { checkDeliveries, checkSameSchedule, deliveryCostResult, twoDigits } from '../lib/fanout/figures';
import { expectCrashBroadcasts, startCrashServer } from '../lib/crash-fanout/servers';
import { readSettings, type Settings } from '../lib/crash-fanout/settings';
import { measureOurs } from '../lib/crash-fanout/windows';
import {
  checkFileDescriptorLimit,
  IDLE_MS,
  idleCpuMsPerS,
  startReference,
  startViewers,
} from '../lib/fanout/processes';
import { measureReference } from '../lib/fanout/windows';
import { median } from '../lib/measure';
import { onExitCleanup, type ManagedProcess } from '../lib/processes';
import type { BenchOptions, MetricScenarioResult, MetricTargetSummary, Scenario } from '../lib/types';

/** Our CPU per delivered message may be at most this multiple of bare Socket.IO's. */
const GOAL = 1.1;
/** Messages per viewer per second while a round runs (the sync ticks): at most this many. */
const STEADY_RATE_GOAL = 1;

const scenario: Scenario = {
  name: 'crash-fanout',
  title: 'crash round broadcasts to N socket.io viewers vs bare Socket.IO replaying the same schedule',
  description:
    'N Socket.IO clients (websocket) in a separate process watch crash rounds on our real server (child ' +
    'process, engine on with a short countdown); the stream our server broadcast during the window is then ' +
    'replayed by a bare Socket.IO 4 server to the same number of viewers at the same relative times. Compared: ' +
    'server CPU time per delivered message; also reported: p99 delivery lag and messages per viewer per second.',
  run,
};
export default scenario;

async function run(options: BenchOptions): Promise<MetricScenarioResult[]> {
  const settings = readSettings(options);
  const log = (line: string) => console.log(line);
  checkFileDescriptorLimit(Math.max(...settings.viewers));
  log(
    `  viewers ${settings.viewers.join(', ')}; ${settings.rounds} rounds per target; windows of whole crash rounds, ` +
      `≥ ${settings.minWindowMs / 1000} s; countdown ${settings.countdownMs} ms, pause ${settings.pauseMs} ms`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinbet-bench-'));
  const removeDataDir = onExitCleanup(() =>
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  );
  const started: ManagedProcess[] = [];
  try {
    // Started side by side; each is tracked as soon as it runs, so that when one fails to start
    // the others are still stopped below.
    const track = <T>(starting: Promise<T>, processOf: (value: T) => ManagedProcess) =>
      starting.then((value) => {
        started.push(processOf(value));
        return value;
      });
    const [ours, reference, viewers] = await settled([
      track(startCrashServer(options, settings, dataDir), (value) => value.process),
      track(startReference(options), (value) => value.process),
      track(startViewers(options), (value) => value),
    ] as const);
    await expectCrashBroadcasts(ours.url, settings);
    const idle = {
      oursMsPerS: await idleCpuMsPerS(ours.process),
      referenceMsPerS: await idleCpuMsPerS(reference.process),
    };
    log(
      `  no viewers: ours ${idle.oursMsPerS.toFixed(1)} ms CPU/s (engine, timers), ` +
        `bare socket.io ${idle.referenceMsPerS.toFixed(1)} ms CPU/s (over ${IDLE_MS / 1000} s)`,
    );

    // JIT, buffers and caches of both servers (and of the viewers) warm up on an unmeasured pair.
    const warmupCount = settings.viewers[0]!;
    const warmupSettings = { ...settings, minWindowMs: settings.warmupWindowMs };
    const warmup = await measureOurs(viewers, ours, warmupCount, warmupSettings);
    log(`  warm-up   ${describe('ours', figures(warmup))}`);
    const referenceWarmup = await measureReference(viewers, reference, warmupCount, warmup.report);
    log(`  warm-up   ${describe('bare socket.io', figures(referenceWarmup))}`);

    const results: MetricScenarioResult[] = [];
    for (const count of settings.viewers) {
      log(`  — ${count} viewers —`);
      const oursRounds: WindowFigures[] = [];
      const referenceRounds: WindowFigures[] = [];
      for (let round = 1; round <= settings.rounds; round++) {
        const ourMeasured = await measureOurs(viewers, ours, count, settings);
        const ourFigures = figures(ourMeasured);
        checkDeliveries('ours', ourMeasured.report);
        oursRounds.push(ourFigures);
        log(`  round ${round}/${settings.rounds} ${describe('ours', ourFigures)}`);

        const referenceMeasured = await measureReference(viewers, reference, count, ourMeasured.report);
        const referenceFigures = figures(referenceMeasured);
        checkDeliveries('reference', referenceMeasured.report);
        checkSameSchedule(ourMeasured.report, referenceMeasured.report);
        referenceRounds.push(referenceFigures);
        log(`  round ${round}/${settings.rounds} ${describe('bare socket.io', referenceFigures)}`);
      }
      results.push(summarize(count, settings, options, idle, oursRounds, referenceRounds));
    }
    return results;
  } finally {
    await Promise.all(started.map((process_) => process_.stop()));
    removeDataDir();
  }
}

/** Like `Promise.all`, but waits for every promise to settle before throwing the first failure. */
async function settled<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const outcomes = await Promise.allSettled(promises);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

function summarize(
  count: number,
  settings: Settings,
  options: BenchOptions,
  idle: { oursMsPerS: number; referenceMsPerS: number },
  oursRounds: WindowFigures[],
  referenceRounds: WindowFigures[],
): MetricScenarioResult {
  const target = (label: string, rounds: WindowFigures[]): MetricTargetSummary => {
    const rate = median(rounds.map((round) => round.msgsPerViewerPerS));
    const steady = median(rounds.map((round) => round.steadyRate));
    const fullRounds = rounds.reduce((sum, round) => sum + round.phases.fullRounds, 0);
    return {
      label,
      value: median(rounds.map((round) => round.cpuPerDeliveryUs)),
      latencyP50Ms: median(rounds.map((round) => round.window.lag.p50Ms)),
      latencyP99Ms: median(rounds.map((round) => round.window.lag.p99Ms)),
      roundValues: rounds.map((round) => round.cpuPerDeliveryUs),
      note: `${twoDigits(rate)} msg/viewer/s, ${twoDigits(steady)}/s running; ${fullRounds} full crash rounds`,
      rounds,
    };
  };
  const steadyRate = median(oursRounds.map((round) => round.steadyRate));
  return deliveryCostResult({
    scenario,
    viewers: count,
    subject: target('ours', oursRounds),
    reference: target('bare socket.io', referenceRounds),
    goal: GOAL,
    lagFrom: 'serverTime',
    otherGoal: {
      met: steadyRate <= STEADY_RATE_GOAL,
      missed: `${twoDigits(steadyRate)} msg/viewer/s while running > ${STEADY_RATE_GOAL}`,
    },
    details: {
      viewers: count,
      database: options.databaseUrl ? 'postgresql' : 'pglite',
      countdownMs: settings.countdownMs,
      pauseMs: settings.pauseMs,
      minWindowMs: settings.minWindowMs,
      steadyRateGoal: STEADY_RATE_GOAL,
      oursSteadyRate: steadyRate,
      idleCpuMsPerS: idle,
    },
  });
}
