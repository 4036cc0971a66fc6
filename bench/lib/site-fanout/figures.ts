import { describeWindow, twoDigits, windowFigures, type WindowFigures } from '../fanout/figures';
import type { Measured } from '../fanout/windows';
import { siteStream, type SiteStream, type StreamSource } from './stream';

/** One measured window of the whole site, with what each source sent in it. */
export interface SiteWindowFigures extends WindowFigures {
  stream: SiteStream;
}

export function figures(measured: Measured): SiteWindowFigures {
  return { ...windowFigures(measured), stream: siteStream(measured.report.recorded) };
}

/** Messages per viewer per second of each source that sent any, e.g. `crash 1.02, wheel 0.61`. */
export function sourceRates(result: SiteWindowFigures): string {
  const seconds = result.window.durationMs / 1000;
  return (Object.entries(result.stream.messages) as Array<[StreamSource, number]>)
    .filter(([, messages]) => messages > 0)
    .map(([source, messages]) => `${source} ${twoDigits(messages / seconds)}`)
    .join(', ');
}

export function describe(label: string, result: SiteWindowFigures): string {
  const { rounds } = result.stream;
  const activity = result.activity
    ? `  bench: ${Object.entries(result.activity)
        .map(([key, value]) => `${key} ${value}`)
        .join(', ')}`
    : '';
  return describeWindow(
    label,
    result,
    `(${sourceRates(result)})  ${(result.window.durationMs / 1000).toFixed(1)} s:` +
      ` rounds ended: crash ${rounds.crash}, jackpot ${rounds.jackpot}, wheel ${rounds.wheel}${activity}`,
  );
}
