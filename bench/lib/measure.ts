import autocannon from 'autocannon';
import type { BenchOptions, Measurement, TargetSummary } from './types';

/** What autocannon hammers: one URL with a fixed request, and the exact body every answer must have. */
export interface Target {
  label: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Every response body must equal this; anything else is counted as a mismatch and fails the run. */
  expectBody?: string;
}

/** Runs autocannon against `target` for `seconds` and refuses any non-2xx, error, timeout or wrong body. */
export async function measure(target: Target, seconds: number, connections: number): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    pipelining: 1,
    duration: seconds,
    expectBody: target.expectBody,
  });
  const measurement: Measurement = {
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: result.latency.average,
    total2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    durationS: result.duration,
  };
  const problems = [
    measurement.non2xx > 0 ? `${measurement.non2xx} non-2xx responses ${statusBreakdown(result)}` : '',
    measurement.errors > 0 ? `${measurement.errors} connection errors` : '',
    measurement.timeouts > 0 ? `${measurement.timeouts} timeouts` : '',
    measurement.mismatches > 0 ? `${measurement.mismatches} responses with an unexpected body` : '',
    measurement.total2xx === 0 ? 'no successful response at all' : '',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(`${target.label} (${target.method} ${target.url}) failed under load: ${problems.join('; ')}`);
  }
  return measurement;
}

function statusBreakdown(result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code}×${stats.count ?? 0}`);
  return codes.length > 0 ? `(${codes.join(', ')})` : '';
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The fair comparison on a noisy machine: warm both targets up, then measure them in turns
 * (subject → reference → subject → …) so that a burst of background load hits both alike,
 * and keep the median of each target's rounds.
 */
export async function compareAlternating(
  subject: Target,
  reference: Target,
  options: Pick<BenchOptions, 'durationS' | 'warmupS' | 'connections' | 'rounds'>,
  log: (line: string) => void,
): Promise<{ subject: TargetSummary; reference: TargetSummary; ratio: number }> {
  for (const target of [subject, reference]) {
    log(`  warm-up   ${target.label} (${options.warmupS}s)`);
    await measure(target, options.warmupS, options.connections);
  }
  const rounds = new Map<Target, Measurement[]>([
    [subject, []],
    [reference, []],
  ]);
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of [subject, reference]) {
      const measurement = await measure(target, options.durationS, options.connections);
      rounds.get(target)!.push(measurement);
      log(
        `  round ${round}/${options.rounds} ${target.label.padEnd(10)} ${measurement.requestsPerSec.toFixed(0).padStart(7)} req/s` +
          `  p50 ${measurement.latencyP50Ms} ms  p99 ${measurement.latencyP99Ms} ms`,
      );
    }
  }
  const summarize = (target: Target): TargetSummary => {
    const measured = rounds.get(target)!;
    return {
      label: target.label,
      requestsPerSec: median(measured.map((m) => m.requestsPerSec)),
      latencyP50Ms: median(measured.map((m) => m.latencyP50Ms)),
      latencyP99Ms: median(measured.map((m) => m.latencyP99Ms)),
      rounds: measured,
    };
  };
  const subjectSummary = summarize(subject);
  const referenceSummary = summarize(reference);
  return {
    subject: subjectSummary,
    reference: referenceSummary,
    ratio: subjectSummary.requestsPerSec / referenceSummary.requestsPerSec,
  };
}
