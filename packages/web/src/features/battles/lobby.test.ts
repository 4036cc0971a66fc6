import { describe, expect, it } from 'vitest';
import { seat, summary } from './battle-fixtures.test-support';
import { applyLobbyUpdate, LOBBY, lobbyEntries, mergeLobbyPage, nextLobbyDeparture, pruneLobby } from './lobby';

const ids = (entries: { battle: { id: number } }[]) => entries.map((entry) => entry.battle.id);

describe('battle lobby', () => {
  it('lists a page newest first', () => {
    expect(ids(lobbyEntries([summary({ id: 2 }), summary({ id: 5 }), summary({ id: 3 })]))).toEqual([5, 3, 2]);
  });

  it('adds a created battle in its place and replaces a changed one', () => {
    const list = lobbyEntries([summary({ id: 5 }), summary({ id: 2 })]);
    const created = applyLobbyUpdate(list, summary({ id: 4 }), 0);
    expect(ids(created)).toEqual([5, 4, 2]);

    const full = summary({ id: 2, status: 'running', seats: [seat(0, 0, 10), seat(1, 1, 11)] });
    const changed = applyLobbyUpdate(created, full, 0);
    expect(ids(changed)).toEqual([5, 4, 2]);
    expect(changed[2]!.battle).toBe(full);
    expect(changed[2]!.leavesAt).toBeNull();
  });

  it('never takes a battle back to an earlier state (a late copy)', () => {
    const list = lobbyEntries([summary({ id: 2, status: 'running' })]);
    const next = applyLobbyUpdate(list, summary({ id: 2, status: 'waiting' }), 0);
    expect(next[0]!.battle.status).toBe('running');
  });

  it('keeps an ended battle for a moment, then lets it leave', () => {
    const list = lobbyEntries([summary({ id: 3, status: 'running' }), summary({ id: 2 })]);
    const ended = applyLobbyUpdate(list, summary({ id: 3, status: 'finished', winners: [0] }), 1_000);
    expect(ended[0]!.battle.status).toBe('finished');
    expect(ended[0]!.leavesAt).toBe(1_000 + LOBBY.lingerMs);
    expect(nextLobbyDeparture(ended)).toBe(1_000 + LOBBY.lingerMs);

    // A second copy of the end does not hold it longer.
    const again = applyLobbyUpdate(ended, summary({ id: 3, status: 'finished', winners: [0] }), 4_000);
    expect(again[0]!.leavesAt).toBe(1_000 + LOBBY.lingerMs);

    expect(ids(pruneLobby(again, 1_000 + LOBBY.lingerMs - 1))).toEqual([3, 2]);
    expect(ids(pruneLobby(again, 1_000 + LOBBY.lingerMs))).toEqual([2]);
    expect(nextLobbyDeparture(pruneLobby(again, 1_000 + LOBBY.lingerMs))).toBeNull();
  });

  it('does not add a battle it never showed just to say it ended', () => {
    const list = lobbyEntries([summary({ id: 2 })]);
    expect(ids(applyLobbyUpdate(list, summary({ id: 9, status: 'cancelled' }), 0))).toEqual([2]);
  });

  it('adds a further page without replacing the live state of battles already shown', () => {
    const live = applyLobbyUpdate(
      lobbyEntries([summary({ id: 9 }), summary({ id: 8 })]),
      summary({ id: 8, status: 'running' }),
      0,
    );
    const merged = mergeLobbyPage(live, [summary({ id: 8 }), summary({ id: 7 }), summary({ id: 6 })]);
    expect(ids(merged)).toEqual([9, 8, 7, 6]);
    expect(merged[1]!.battle.status).toBe('running');
  });
});
