/**
 * The server's clock as seen from the page. Every crash payload carries `serverTime`; the gap
 * `serverTime − receivedAt` is the clock difference minus that message's transit time, so the
 * largest gap among recent messages is the best estimate (the fastest delivery). A short window
 * lets the estimate follow a clock that was adjusted on either side.
 */
export const CLOCK_WINDOW = 8;

/** Recent `serverTime − receivedAt` samples, newest last. */
export type ClockSamples = readonly number[];

export function addClockSample(samples: ClockSamples, serverTime: number, receivedAt: number): ClockSamples {
  return [...samples, serverTime - receivedAt].slice(-CLOCK_WINDOW);
}

/** Server time minus local time, in ms (0 before the first sample). */
export function clockOffset(samples: ClockSamples): number {
  return samples.length === 0 ? 0 : Math.max(...samples);
}

/** A server instant on the local clock (`Date.now()` scale). */
export function toLocalTime(samples: ClockSamples, serverTime: number): number {
  return serverTime - clockOffset(samples);
}
