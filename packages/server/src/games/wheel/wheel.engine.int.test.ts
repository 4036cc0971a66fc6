import { newGameWheelPayload, startWheelPayload, wheelNewBetPayload, wheelTimerPayload } from '@skinbet/shared/events';
import { wheelColour } from '@skinbet/shared/fairness/wheel';
import { describe, expect, it } from 'vitest';
import { connectRecorded, roundIdOf, waitForEvent, type SocketCleanup } from '../../realtime/realtime.int-support';
import { useTestServer } from '../../test/use-test-server';
import { betOf, setBet, storedRound, wheelPlayer } from './wheel.int-support';

/**
 * The leader's wheel engine end to end, as a client hears it: `newGameWheel`, `wheelTimer` once a
 * second down to 0, `startWheel` with the spin's length (the segment and the secret, never before),
 * `startWheel` with `ms = 1` and the settled bets, then the next round with the last spin and the
 * history. Betting is short so a round passes quickly; nothing is asserted about durations.
 */
describe('wheel engine', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer(
    { WHEEL_ENGINE: '1', WHEEL_BETTING_MS: '3000', WHEEL_SPIN_MS: '300', WHEEL_RESULT_MS: '100' },
    { games: true, sockets: cleanup },
  );

  it('runs a round: timer ticks, the spin, the settlement and the next round, the outcome hidden until the spin', async () => {
    const { recorder } = await connectRecorded(server, cleanup);
    const opened = await waitForEvent(recorder, 'newGameWheel');
    const game = newGameWheelPayload.strict().parse(recorder.events[opened]!.payload);
    const alice = await wheelPlayer(server, { prices: [1_000] });
    const bet = betOf(await setBet(server, alice.token, { items: alice.myIds, color: 'black' }));
    expect(bet.round_id).toBe(game.roundId);

    const spinAt = await waitForEvent(recorder, 'startWheel', game.roundId, opened);
    const stopAt = await waitForEvent(recorder, 'startWheel', game.roundId, spinAt + 1);
    const nextAt = await waitForEvent(recorder, 'newGameWheel', undefined, stopAt + 1);
    const round = await storedRound(server.ctx, game.roundId);
    const mine = recorder.events
      .slice(opened, nextAt + 1)
      // Crash and jackpot run beside the wheel, with round ids of their own.
      .filter((entry) => /wheel/i.test(entry.event) && roundIdOf(entry.payload) === round.id);

    // Betting: the bet, and ticks counting whole seconds down, the last one 0 — all before the spin.
    expect(mine.map((entry) => entry.event).filter((event) => event !== 'wheelTimer')).toEqual([
      'newGameWheel',
      'wheelNewBet',
      'startWheel',
      'startWheel',
    ]);
    expect(wheelNewBetPayload.strict().parse(mine.find((entry) => entry.event === 'wheelNewBet')!.payload).bet).toEqual(
      bet,
    );
    const ticks = recorder.events
      .slice(opened, spinAt)
      .filter((entry) => entry.event === 'wheelTimer')
      .map((entry) => wheelTimerPayload.strict().parse(entry.payload));
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((tick) => tick.roundId === round.id)).toBe(true);
    expect(ticks.at(-1)!.timer).toBe(0);
    for (let i = 1; i < ticks.length; i += 1) expect(ticks[i]!.timer).toBeLessThan(ticks[i - 1]!.timer);
    expect(recorder.events.slice(spinAt, nextAt).some((entry) => entry.event === 'wheelTimer')).toBe(false);

    // Nothing before the spin carries the round's secret or its segment.
    for (const entry of recorder.events.slice(opened, spinAt)) {
      const text = JSON.stringify(entry.payload ?? null);
      expect(text).not.toContain(round.secretHash);
      if (!/wheel/i.test(entry.event)) continue;
      // `spin` in newGameWheel is the last round's; `color` in wheelNewBet is the bet's.
      expect(Object.keys(entry.payload as object)).not.toContain('segment');
      const history = (entry.payload as { history?: Array<{ id: number }> }).history ?? [];
      expect(history.map((past) => past.id)).not.toContain(round.id);
    }

    const spin = startWheelPayload.strict().parse(recorder.events[spinAt]!.payload);
    expect(spin).toMatchObject({
      segment: round.segment,
      color: wheelColour(round.segment),
      secretHash: round.secretHash,
      publicHash: game.publicHash,
    });
    expect(spin.ms).toBeGreaterThan(1);
    const stop = startWheelPayload.strict().parse(recorder.events[stopAt]!.payload);
    expect(stop).toMatchObject({ ms: 1, segment: round.segment });
    expect(stop.bets!.map((settled) => [settled.id, settled.is_win])).toEqual([
      [bet.id, wheelColour(round.segment) === 'black' ? 1 : 2],
    ]);

    // The next round: the last spin and the history, the previous round first.
    const next = newGameWheelPayload.strict().parse(recorder.events[nextAt]!.payload);
    expect(next.roundId).toBeGreaterThan(round.id);
    expect(next.spin).toEqual({ segment: round.segment, color: wheelColour(round.segment), ms: 1 });
    expect(next.history[0]).toEqual({ id: round.id, segment: round.segment, color: wheelColour(round.segment) });
    expect(round.phase).toBe('finished');
  });
});
