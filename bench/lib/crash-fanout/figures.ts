import { describeWindow, twoDigits, windowFigures, type WindowFigures } from '../fanout/figures';
import type { Measured } from '../fanout/windows';
import { crashStreamPhases, type CrashStreamPhases } from './stream';

/** One measured crash window of one target, with the crash rounds it held. */
export interface CrashWindowFigures extends WindowFigures {
  /** Per viewer, while a round runs. */
  steadyRate: number;
  phases: CrashStreamPhases;
}

export function figures(measured: Measured): CrashWindowFigures {
  const phases = crashStreamPhases(measured.report.recorded, measured.report.durationMs);
  return {
    ...windowFigures(measured),
    steadyRate: phases.runningMs > 0 ? phases.messagesWhileRunning / (phases.runningMs / 1000) : Number.NaN,
    phases,
  };
}

export function describe(label: string, result: CrashWindowFigures): string {
  const { window, phases } = result;
  return describeWindow(
    label,
    result,
    `(running ${twoDigits(result.steadyRate)}/s)` +
      `  ${(window.durationMs / 1000).toFixed(1)} s${window.endedBy === 'limit' ? ' (cut at its limit)' : ''}:` +
      ` ${phases.fullRounds} full rounds` +
      ` (${phases.waiting} waiting, ${phases.running} running, ${phases.crashed} crashed)`,
  );
}
