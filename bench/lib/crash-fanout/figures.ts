import type { Measured } from '../fanout/windows';
import { deliveryFigures, twoDigits, type DeliveryFigures } from '../fanout/figures';
import type { WindowReport } from '../fanout/protocol';
import { crashStreamPhases, type CrashStreamPhases } from './stream';

/** One measured window of one target, with the figures derived from it. */
export interface WindowFigures extends DeliveryFigures {
  /** Per viewer, while a round runs. */
  steadyRate: number;
  phases: CrashStreamPhases;
  /** How long the viewers took to connect before the window (handshake, `hello`, `crashInit`). */
  connectMs: number;
  /** What the first viewer received: `offset ms event`, without the payloads. */
  schedule: string[];
  window: Omit<WindowReport, 'recorded'> & { recordedMessages: number };
}

export function figures({ report, connectMs }: Measured): WindowFigures {
  const phases = crashStreamPhases(report.recorded, report.durationMs);
  const { recorded, ...window } = report;
  return {
    ...deliveryFigures(report),
    steadyRate: phases.runningMs > 0 ? phases.messagesWhileRunning / (phases.runningMs / 1000) : Number.NaN,
    phases,
    connectMs,
    schedule: recorded.map((message) => `${message.offsetMs} ${message.event}`),
    window: { ...window, recordedMessages: recorded.length },
  };
}

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
    `  server CPU ${window.serverCpuS.toFixed(2)} s (kernel ${window.serverSystemCpuS.toFixed(2)} s), viewers CPU ${window.viewerCpuS.toFixed(2)} s`
  );
}
