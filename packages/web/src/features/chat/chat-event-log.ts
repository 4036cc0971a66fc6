import type { ChatEvent } from './chat-state';

/**
 * The chat events of the last moments, with the local time each arrived. A `getMessages`
 * snapshot that was being read while a message, a deletion or a `/clear` came in may or may not
 * contain it; the reader replays every event received since its request left (the reducer
 * ignores what it already has), so nothing falls into the gap between the read and the events.
 */
const KEEP_MS = 30_000;
let log: { event: ChatEvent; at: number }[] = [];

export function recordChatEvent(event: ChatEvent, at: number): void {
  log = [...log.filter((entry) => entry.at >= at - KEEP_MS), { event, at }];
}

/** Events received at or after `since`, oldest first. */
export function chatEventsSince(since: number): ChatEvent[] {
  return log.filter((entry) => entry.at >= since).map((entry) => entry.event);
}

/** Forgets everything (the listeners are gone, so the log would have gaps). */
export function clearChatEvents(): void {
  log = [];
}
