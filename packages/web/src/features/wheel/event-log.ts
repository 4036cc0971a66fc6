import type { WheelEvent } from './wheel-state';

/**
 * The wheel events of the last moments, with the local time each arrived. A snapshot that was
 * being read while events came in may or may not contain them; its reader replays every event
 * received since its request left (the reducer ignores what it already has), so no bet or spin
 * falls into the gap between the read and the first event after it.
 */
const KEEP_MS = 30_000;
let log: { event: WheelEvent; at: number }[] = [];

export function recordEvent(event: WheelEvent, at: number): void {
  log = [...log.filter((entry) => entry.at >= at - KEEP_MS), { event, at }];
}

/** Events received at or after `since`, oldest first. */
export function eventsSince(since: number): { event: WheelEvent; at: number }[] {
  return log.filter((entry) => entry.at >= since);
}

/** Forgets everything (the page was left: its listeners are gone, so the log would have gaps). */
export function clearEvents(): void {
  log = [];
}
