import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onExitCleanup, type ManagedProcess } from '../processes';
import type { BenchOptions, MetricScenarioResult } from '../types';
import { checkDeliveries, checkSameSchedule, deliveryCostResult, type WindowFigures } from './figures';
import { checkFileDescriptorLimit, IDLE_MS, idleCpuMsPerS, startReference, startViewers } from './processes';
import { measureReference, type Measured } from './windows';

/** Our server as a fan-out scenario drives it. */
export interface OurServer {
  process: ManagedProcess;
  url: string;
}

/** CPU milliseconds per second each server spends with no viewer connected. */
export interface IdleCost {
  oursMsPerS: number;
  referenceMsPerS: number;
}

/**
 * What makes one fan-out scenario (crash-fanout, chat-fanout, site-fanout): how our server runs,
 * how a window on it is opened and closed, and what its figures are. Everything else — the three
 * processes, the idle cost, the warm-up pair, the alternation ours → reference and the checks that
 * the reference delivered the same schedule to every viewer — is {@link runFanout}'s.
 */
export interface FanoutPlan<F extends WindowFigures> {
  scenario: { name: string; title: string };
  viewers: number[];
  rounds: number;
  /** Starts our server on a fresh data directory. */
  startOurs(dataDir: string): Promise<OurServer>;
  /** Once every process runs, before the idle cost is read: checks and set-up on our server. */
  prepare?(ours: OurServer): Promise<void>;
  /** At the very end, whatever happened: lets go of what `prepare` opened. */
  finish?(): void;
  /** One window on our server with `count` viewers; `warmup`: the unmeasured first one. */
  measureOurs(viewers: ManagedProcess, ours: OurServer, count: number, warmup: boolean): Promise<Measured>;
  /** The figures of one window of either side. */
  figures(measured: Measured): F;
  describe(label: string, figures: F): string;
  /** The result rows: the goal on ours ÷ reference, what lags are measured from, and per row… */
  goal: number;
  lagFrom: string;
  /** …a short note on each target's windows, */
  note(rounds: F[]): string;
  /** …the scenario's own details for latest.json, */
  details(idle: IdleCost, ours: F[]): Record<string, unknown>;
  /** …and any secondary goal on our windows. */
  otherGoal?(ours: F[]): { met: boolean; missed: string };
}

/** Runs a fan-out scenario: one result row per viewer count (bench/README.md, `crash-fanout`). */
export async function runFanout<F extends WindowFigures>(
  options: BenchOptions,
  plan: FanoutPlan<F>,
): Promise<MetricScenarioResult[]> {
  const log = (line: string) => console.log(line);
  checkFileDescriptorLimit(Math.max(...plan.viewers));
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
      track(plan.startOurs(dataDir), (value) => value.process),
      track(startReference(options), (value) => value.process),
      track(startViewers(options), (value) => value),
    ] as const);
    await plan.prepare?.(ours);
    const idle: IdleCost = {
      oursMsPerS: await idleCpuMsPerS(ours.process),
      referenceMsPerS: await idleCpuMsPerS(reference.process),
    };
    log(
      `  no viewers: ours ${idle.oursMsPerS.toFixed(1)} ms CPU/s (engines, timers), ` +
        `bare socket.io ${idle.referenceMsPerS.toFixed(1)} ms CPU/s (over ${IDLE_MS / 1000} s)`,
    );

    // JIT, buffers and caches of both servers (and of the viewers) warm up on an unmeasured pair.
    const warmupCount = plan.viewers[0]!;
    const warmup = await plan.measureOurs(viewers, ours, warmupCount, true);
    log(`  warm-up   ${plan.describe('ours', plan.figures(warmup))}`);
    const referenceWarmup = await measureReference(viewers, reference, warmupCount, warmup.report);
    log(`  warm-up   ${plan.describe('bare socket.io', plan.figures(referenceWarmup))}`);

    const results: MetricScenarioResult[] = [];
    for (const count of plan.viewers) {
      log(`  — ${count} viewers —`);
      const oursRounds: F[] = [];
      const referenceRounds: F[] = [];
      for (let round = 1; round <= plan.rounds; round++) {
        const measured = await plan.measureOurs(viewers, ours, count, false);
        checkDeliveries('ours', measured.report);
        oursRounds.push(plan.figures(measured));
        log(`  round ${round}/${plan.rounds} ${plan.describe('ours', oursRounds.at(-1)!)}`);

        const replayed = await measureReference(viewers, reference, count, measured.report);
        checkDeliveries('reference', replayed.report);
        checkSameSchedule(measured.report, replayed.report);
        referenceRounds.push(plan.figures(replayed));
        log(`  round ${round}/${plan.rounds} ${plan.describe('bare socket.io', referenceRounds.at(-1)!)}`);
      }
      results.push(
        deliveryCostResult({
          scenario: plan.scenario,
          options,
          viewers: count,
          ours: oursRounds,
          reference: referenceRounds,
          note: (rounds) => plan.note(rounds),
          goal: plan.goal,
          lagFrom: plan.lagFrom,
          otherGoal: plan.otherGoal?.(oursRounds),
          details: plan.details(idle, oursRounds),
        }),
      );
    }
    return results;
  } finally {
    plan.finish?.();
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
