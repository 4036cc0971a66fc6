import { describe, expect, it } from 'vitest';
import { battle, roll, seat } from './battle-fixtures.test-support';
import {
  applyBattleRound,
  battleActions,
  dealtTo,
  msUntil,
  newerBattle,
  revealState,
  seatsByTeam,
  seatTotalsUpTo,
  teamTotals,
  viewerSeat,
} from './battle-view';

const running = battle({
  status: 'running',
  seats: [seat(0, 0, 10), seat(1, 1, 'bot')],
  seeds: 'seed0,bot',
  starts_at: 12_000,
  revealed_rounds: 1,
  rolls: [roll(0, 0, 0.5), roll(0, 1, 1.25)],
});

const round = (index: number, rolls = [roll(index, 0, 2), roll(index, 1, 0.1)]) => ({
  id: running.id,
  round: index,
  rolls,
  seat_totals: [2.5, 1.35],
  team_totals: [2.5, 1.35],
});

describe('battle view', () => {
  it('writes the next revealed round into the battle', () => {
    const next = applyBattleRound(running, round(1));
    expect(next).not.toBe('refetch');
    expect(next).not.toBeNull();
    const view = next as typeof running;
    expect(view.revealed_rounds).toBe(2);
    expect(view.rolls).toHaveLength(4);
    expect(view.seat_totals).toEqual([2.5, 1.35]);
    expect(view.received_at).toBe(running.received_at);
  });

  it('ignores a round it has, asks again after a missed one', () => {
    expect(applyBattleRound(running, round(0))).toBeNull();
    expect(applyBattleRound(running, round(2))).toBe('refetch');
    expect(applyBattleRound(battle({ status: 'waiting' }), round(0))).toBe('refetch');
    expect(applyBattleRound(running, { ...round(1), id: 99 })).toBeNull();
  });

  it('keeps the copy the socket moved on while a read was under way', () => {
    const ahead = applyBattleRound(running, round(1)) as typeof running;
    expect(newerBattle(ahead, running)).toBe(ahead);
    const finished = battle({ status: 'finished', revealed_rounds: 2 });
    expect(newerBattle(ahead, finished)).toBe(finished);
    expect(newerBattle(finished, running)).toBe(finished);
    expect(newerBattle(undefined, running)).toBe(running);
    const waiting = battle({ status: 'waiting', seats: [seat(0, 0, 10), seat(1, 1, 11)] });
    expect(newerBattle(battle({ status: 'waiting' }), waiting)).toBe(waiting);
  });

  it('shows rounds revealed before the page opened at once, and spins only the live one', () => {
    expect(revealState(battle(), null)).toEqual({ round: null, spinning: false, landedRounds: 0 });
    expect(revealState(running, null)).toEqual({ round: 0, spinning: false, landedRounds: 1 });

    const live = applyBattleRound(running, round(1)) as typeof running;
    const spinning = { round: 1, timing: { startedAt: 0, endsAt: 2_000 }, landed: false };
    expect(revealState(live, spinning)).toEqual({ round: 1, spinning: true, landedRounds: 1 });
    expect(revealState(live, { ...spinning, landed: true })).toEqual({ round: 1, spinning: false, landedRounds: 2 });
    // A live reveal of an older round does not hold back the latest.
    expect(revealState(live, { ...spinning, round: 0 })).toEqual({ round: 1, spinning: false, landedRounds: 2 });
    // A finished battle shows every round.
    expect(revealState(battle({ status: 'finished', revealed_rounds: 0 }), null).landedRounds).toBe(2);
  });

  it('counts the totals over the landed rounds only, seats and teams', () => {
    const live = applyBattleRound(running, round(1)) as typeof running;
    expect(seatTotalsUpTo(live, 1)).toEqual([0.5, 1.25]);
    expect(seatTotalsUpTo(live, 2)).toEqual([2.5, 1.35]);
    expect(teamTotals('2v2', [0.1, 0.2, 1, 2])).toEqual([0.3, 3]);
    expect(teamTotals('1v1v1', [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('groups the seats by team in seat order', () => {
    const seats = [seat(2, 1, 12), seat(0, 0, 10), seat(3, 1, null), seat(1, 0, 'bot')];
    expect(seatsByTeam(seats).map((team) => team.map((s) => s.seat))).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('offers each viewer only what the server would accept', () => {
    const waiting = battle();
    expect(battleActions(waiting, undefined)).toEqual({
      join: true,
      callBots: false,
      leave: false,
      leaveCancels: false,
    });
    expect(battleActions(waiting, 10)).toEqual({ join: false, callBots: true, leave: true, leaveCancels: true });
    expect(battleActions(waiting, 11)).toEqual({ join: true, callBots: false, leave: false, leaveCancels: false });

    const joined = battle({ seats: [seat(0, 0, 10), seat(1, 1, 11), seat(2, 2, null)], mode: '1v1v1' });
    expect(battleActions(joined, 11)).toEqual({ join: false, callBots: false, leave: true, leaveCancels: false });
    expect(viewerSeat(joined, 11)).toBe(1);
    expect(viewerSeat(joined, undefined)).toBeNull();

    expect(battleActions(running, 10)).toEqual({ join: false, callBots: false, leave: false, leaveCancels: true });
  });

  it('measures countdowns on the server clock since the answer arrived', () => {
    const view = battle({ server_time: 10_000, received_at: 50_000 });
    expect(msUntil(12_000, view, 50_000)).toBe(2_000);
    expect(msUntil(12_000, view, 51_500)).toBe(500);
    expect(msUntil(12_000, view, 60_000)).toBe(0);
    // A local clock behind the answer's arrival counts nothing off.
    expect(msUntil(12_000, view, 40_000)).toBe(2_000);
  });

  it('lists what a seat received, most valuable first', () => {
    const finished = battle({
      status: 'finished',
      rolls: [roll(0, 0, 1), roll(0, 1, 5), roll(1, 0, 3), roll(1, 1, 0.2)],
      winners: [0],
      dealt: [
        { round: 0, seat: 0, to_seat: 0 },
        { round: 0, seat: 1, to_seat: 0 },
        { round: 1, seat: 0, to_seat: 0 },
        { round: 1, seat: 1, to_seat: 0 },
      ],
    });
    expect(dealtTo(finished, 0).map((r) => r.item.price)).toEqual([5, 3, 1, 0.2]);
    expect(dealtTo(finished, 1)).toEqual([]);
  });
});
