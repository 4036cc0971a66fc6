import type { BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';

/**
 * The `battleUpdate`s of the last moments with the local time each arrived. The lobby's read may
 * or may not contain those that came while it was under way; its reader replays every update
 * received since its request left (`applyLobbyUpdate` never takes a battle back), so no battle
 * falls into the gap between the read and the first update after it.
 */
const KEEP_MS = 30_000;
let log: { update: BattleSummaryDto; at: number }[] = [];

export function recordUpdate(update: BattleSummaryDto, at: number): void {
  log = [...log.filter((entry) => entry.at >= at - KEEP_MS), { update, at }];
}

/** Updates received at or after `since`, oldest first. */
export function updatesSince(since: number): { update: BattleSummaryDto; at: number }[] {
  return log.filter((entry) => entry.at >= since);
}

/** Forgets everything (the lobby was left: without its listener the log would have gaps). */
export function clearUpdates(): void {
  log = [];
}
