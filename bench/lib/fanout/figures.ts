import { median } from '../measure';
import type { BenchOptions, MetricScenarioResult, MetricTargetSummary } from '../types';
import type { WindowReport } from './protocol';
import type { Measured } from './windows';

/** What every fan-out window yields, whatever the stream. */
export interface DeliveryFigures {
  cpuPerDeliveryUs: number;
  msgsPerViewerPerS: number;
  /** Deliveries ÷ (viewers × messages the first viewer got): 1 when every viewer got every message. */
  completeness: number;
}

export function deliveryFigures(report: WindowReport): DeliveryFigures {
  return {
    cpuPerDeliveryUs: (report.serverCpuS * 1e6) / report.deliveries,
    msgsPerViewerPerS: report.deliveries / report.viewers / (report.durationMs / 1000),
    completeness: report.deliveries / (report.viewers * report.recorded.length),
  };
}

/** One measured window of one target, as `latest.json` keeps it (the payloads left out). */
export interface WindowFigures extends DeliveryFigures {
  /** How long the viewers took to connect before the window (handshake, `hello`, the snapshots). */
  connectMs: number;
  /** What the bench itself did on the server during the window (ours only), e.g. messages posted. */
  activity?: Record<string, number>;
  /** What the first viewer received: `offset ms event`, without the payloads. */
  schedule: string[];
  window: Omit<WindowReport, 'recorded'> & { recordedMessages: number };
}

export function windowFigures({ report, connectMs, activity }: Measured): WindowFigures {
  const { recorded, ...window } = report;
  return {
    ...deliveryFigures(report),
    connectMs,
    ...(activity ? { activity } : {}),
    schedule: recorded.map((message) => `${message.offsetMs} ${message.event}`),
    window: { ...window, recordedMessages: recorded.length },
  };
}

export const twoDigits = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');

/** One log line per window: the common figures, with the scenario's own (`extra`) after the rate. */
export function describeWindow(label: string, figures: WindowFigures, extra = ''): string {
  const { window } = figures;
  return (
    `${label.padEnd(14)} ${figures.cpuPerDeliveryUs.toFixed(1).padStart(6)} µs CPU/delivery` +
    `  lag p50 ${window.lag.p50Ms} p99 ${window.lag.p99Ms} max ${window.lag.maxMs} ms` +
    `  ${twoDigits(figures.msgsPerViewerPerS)} msg/viewer/s${extra ? ` ${extra}` : ''}` +
    `  ${window.deliveries} deliveries (${(figures.completeness * 100).toFixed(1)}%)` +
    `  server CPU ${window.serverCpuS.toFixed(2)} s (kernel ${window.serverSystemCpuS.toFixed(2)} s),` +
    ` viewers CPU ${window.viewerCpuS.toFixed(2)} s`
  );
}

/** A target's row: the medians of its windows, each window kept whole. */
function targetSummary(label: string, rounds: WindowFigures[], note: string): MetricTargetSummary {
  return {
    label,
    value: median(rounds.map((round) => round.cpuPerDeliveryUs)),
    latencyP50Ms: median(rounds.map((round) => round.window.lag.p50Ms)),
    latencyP99Ms: median(rounds.map((round) => round.window.lag.p99Ms)),
    roundValues: rounds.map((round) => round.cpuPerDeliveryUs),
    note,
    rounds,
  };
}

/** A window is only worth a figure if every viewer stayed and heard (nearly) every broadcast. */
export function checkDeliveries(label: string, report: WindowReport): void {
  if (report.disconnects > 0) throw new Error(`${label}: ${report.disconnects} viewers lost their connection`);
  if (report.recorded.length === 0) throw new Error(`${label}: the viewers received nothing during the window`);
  // Windows open and close when nothing is being sent: every viewer should have got every
  // broadcast of the window. A few missing at the edges is noise; many is a bug.
  const { completeness } = deliveryFigures(report);
  if (completeness < 0.95 || completeness > 1.05) {
    throw new Error(
      `${label}: ${report.deliveries} deliveries to ${report.viewers} viewers, but the first viewer got ` +
        `${report.recorded.length} messages (${(completeness * 100).toFixed(1)}%)`,
    );
  }
}

/** The reference must have sent the very events our server sent, in the same order. */
export function checkSameSchedule(ours: WindowReport, reference: WindowReport): void {
  const names = (report: WindowReport) => report.recorded.map((message) => message.event).join(',');
  if (names(ours) !== names(reference)) {
    throw new Error(
      `the reference did not deliver our schedule:\nours:      ${names(ours)}\nreference: ${names(reference)}`,
    );
  }
}

/**
 * One result row of a fan-out scenario at one viewer count: CPU per delivery, ours against the
 * bare reference (the medians of their windows, each target with its `note`), with the goal on the
 * ratio and any secondary goal (`otherGoal`) the scenario states.
 */
export function deliveryCostResult<F extends WindowFigures>(row: {
  scenario: { name: string; title: string };
  options: BenchOptions;
  viewers: number;
  ours: F[];
  reference: F[];
  note: (rounds: F[]) => string;
  goal: number;
  /** What a delivery's lag is measured from, e.g. `serverTime`. */
  lagFrom: string;
  otherGoal?: { met: boolean; missed: string };
  details: Record<string, unknown>;
}): MetricScenarioResult {
  const subject = targetSummary('ours', row.ours, row.note(row.ours));
  const reference = targetSummary('bare socket.io', row.reference, row.note(row.reference));
  const ratio = subject.value / reference.value;
  const otherMet = row.otherGoal?.met ?? true;
  return {
    name: row.scenario.name,
    title: row.scenario.title,
    ok: true,
    kind: 'metric',
    variant: `${row.viewers} viewers`,
    metric: { name: 'CPU µs/delivery', better: 'lower', latency: `delivery lag (receive time − ${row.lagFrom})` },
    subject,
    reference,
    ratio,
    goal: row.goal,
    pass: ratio <= row.goal && otherMet,
    verdictNote: otherMet ? undefined : row.otherGoal?.missed,
    details: {
      viewers: row.viewers,
      database: row.options.databaseUrl ? 'postgresql' : 'pglite',
      ...row.details,
    },
  };
}
