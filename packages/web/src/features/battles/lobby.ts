import type { BattleStatus, BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';

/**
 * The lobby's live list (docs/games/battles.md "Screens"): the waiting and running battles, newest
 * first, kept current by `battleUpdate`. A battle that finished or was cancelled stays in place
 * for `LOBBY.lingerMs` with its outcome, then leaves the list; one the list never showed is not
 * added for that.
 */
export const LOBBY = {
  /** How long a finished or cancelled battle stays in the live list. */
  lingerMs: 6_000,
} as const;

/** A battle of the live list; `leavesAt` (local time) once it has ended. */
export interface LobbyEntry {
  battle: BattleSummaryDto;
  leavesAt: number | null;
}

/** How far along a battle is: an update never takes one back (a late copy of an older state). */
const STATUS_RANK: Readonly<Record<BattleStatus, number>> = { waiting: 0, running: 1, finished: 2, cancelled: 2 };

const isLive = (status: BattleStatus) => status === 'waiting' || status === 'running';

const newestFirst = (a: LobbyEntry, b: LobbyEntry) => b.battle.id - a.battle.id;

/** A server page of the live list as entries. */
export function lobbyEntries(battles: readonly BattleSummaryDto[]): LobbyEntry[] {
  return battles.map((battle) => ({ battle, leavesAt: null })).sort(newestFirst);
}

/** The list after one `battleUpdate` received at local time `now`. */
export function applyLobbyUpdate(entries: readonly LobbyEntry[], update: BattleSummaryDto, now: number): LobbyEntry[] {
  const index = entries.findIndex((entry) => entry.battle.id === update.id);
  const shown = index >= 0 ? entries[index]! : null;
  if (shown && STATUS_RANK[update.status] < STATUS_RANK[shown.battle.status]) return [...entries];
  if (isLive(update.status)) {
    const entry = { battle: update, leavesAt: null };
    return shown ? entries.map((old, at) => (at === index ? entry : old)) : [...entries, entry].sort(newestFirst);
  }
  if (!shown) return [...entries];
  const leavesAt = shown.leavesAt ?? now + LOBBY.lingerMs;
  return entries.map((old, at) => (at === index ? { battle: update, leavesAt } : old));
}

/** Adds a further page of the list: battles already shown keep their (live) state. */
export function mergeLobbyPage(entries: readonly LobbyEntry[], page: readonly BattleSummaryDto[]): LobbyEntry[] {
  const shown = new Set(entries.map((entry) => entry.battle.id));
  return [...entries, ...lobbyEntries(page.filter((battle) => !shown.has(battle.id)))].sort(newestFirst);
}

/** The list without the ended battles whose time is up. */
export function pruneLobby(entries: readonly LobbyEntry[], now: number): LobbyEntry[] {
  return entries.filter((entry) => entry.leavesAt === null || entry.leavesAt > now);
}

/** When the next ended battle leaves (local time), or null when none is waiting to leave. */
export function nextLobbyDeparture(entries: readonly LobbyEntry[]): number | null {
  const times = entries.flatMap((entry) => (entry.leavesAt === null ? [] : [entry.leavesAt]));
  return times.length === 0 ? null : Math.min(...times);
}
