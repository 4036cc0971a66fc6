import type { MetricScenarioResult, MetricTargetSummary } from '../types';
import type { WindowReport } from './protocol';

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

export const twoDigits = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');

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
 * bare reference, with the goal on the ratio and any secondary goal (`otherGoal`) the scenario states.
 */
export function deliveryCostResult(row: {
  scenario: { name: string; title: string };
  viewers: number;
  subject: MetricTargetSummary;
  reference: MetricTargetSummary;
  goal: number;
  /** What a delivery's lag is measured from, e.g. `serverTime`. */
  lagFrom: string;
  otherGoal?: { met: boolean; missed: string };
  details: Record<string, unknown>;
}): MetricScenarioResult {
  const ratio = row.subject.value / row.reference.value;
  const otherMet = row.otherGoal?.met ?? true;
  return {
    name: row.scenario.name,
    title: row.scenario.title,
    ok: true,
    kind: 'metric',
    variant: `${row.viewers} viewers`,
    metric: { name: 'CPU µs/delivery', better: 'lower', latency: `delivery lag (receive time − ${row.lagFrom})` },
    subject: row.subject,
    reference: row.reference,
    ratio,
    goal: row.goal,
    pass: ratio <= row.goal && otherMet,
    verdictNote: otherMet ? undefined : row.otherGoal?.missed,
    details: row.details,
  };
}
