import type { WindowReport } from './protocol';
import { crashStreamPhases, type CrashStreamPhases } from './stream';

/** A window as the viewers reported it, and how long they took to connect before it. */
export interface Measured {
  report: WindowReport;
  connectMs: number;
}

/** One measured window of one target, with the figures derived from it. */
export interface WindowFigures {
  cpuPerDeliveryUs: number;
  msgsPerViewerPerS: number;
  /** Per viewer, while a round runs. */
  steadyRate: number;
  /** Deliveries ÷ (viewers × messages the first viewer got): 1 when every viewer got every message. */
  completeness: number;
  phases: CrashStreamPhases;
  /** How long the viewers took to connect before the window (handshake, `hello`, `crashInit`). */
  connectMs: number;
  /** What the first viewer received: `offset ms event`, without the payloads. */
  schedule: string[];
  window: Omit<WindowReport, 'recorded'> & { recordedMessages: number };
}

export function figures({ report, connectMs }: Measured): WindowFigures {
  const seconds = report.durationMs / 1000;
  const phases = crashStreamPhases(report.recorded, report.durationMs);
  const { recorded, ...window } = report;
  return {
    cpuPerDeliveryUs: (report.serverCpuS * 1e6) / report.deliveries,
    msgsPerViewerPerS: report.deliveries / report.viewers / seconds,
    steadyRate: phases.runningMs > 0 ? phases.messagesWhileRunning / (phases.runningMs / 1000) : Number.NaN,
    completeness: report.deliveries / (report.viewers * recorded.length),
    phases,
    connectMs,
    schedule: recorded.map((message) => `${message.offsetMs} ${message.event}`),
    window: { ...window, recordedMessages: recorded.length },
  };
}

export const twoDigits = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');

export function describe(label: string, result: WindowFigures): string {
  const { window, phases } = result;
  return (
    `${label.padEnd(14)} ${result.cpuPerDeliveryUs.toFixed(1).padStart(6)} µs CPU/delivery` +
    `  lag p50 ${window.lag.p50Ms} p99 ${window.lag.p99Ms} max ${window.lag.maxMs} ms` +
    `  ${twoDigits(result.msgsPerViewerPerS)} msg/viewer/s (running ${twoDigits(result.steadyRate)}/s)` +
    `  ${(window.durationMs / 1000).toFixed(1)} s${window.endedBy === 'limit' ? ' (cut at its limit)' : ''}:` +
    ` ${phases.fullRounds} full rounds` +
    ` (${phases.waiting} waiting, ${phases.running} running, ${phases.crashed} crashed)` +
    `  ${window.deliveries} deliveries (${(result.completeness * 100).toFixed(1)}%)` +
    `  server CPU ${window.serverCpuS.toFixed(2)} s, viewers CPU ${window.viewerCpuS.toFixed(2)} s`
  );
}

/** A window is only worth a figure if every viewer stayed and heard (nearly) every broadcast. */
export function checkWindow(label: string, result: WindowFigures): void {
  const { window } = result;
  if (window.disconnects > 0) throw new Error(`${label}: ${window.disconnects} viewers lost their connection`);
  if (window.recordedMessages === 0) throw new Error(`${label}: the viewers received nothing during the window`);
  // Windows open and close in the pause after a crash, when nothing is sent: every viewer should
  // have got every broadcast of the window. A few missing at the edges is noise; many is a bug.
  if (result.completeness < 0.95 || result.completeness > 1.05) {
    throw new Error(
      `${label}: ${window.deliveries} deliveries to ${window.viewers} viewers, but the first viewer got ` +
        `${window.recordedMessages} messages (${(result.completeness * 100).toFixed(1)}%)`,
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
