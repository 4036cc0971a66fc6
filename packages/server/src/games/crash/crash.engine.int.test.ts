import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { crashPointHundredths, msToReach } from '@skinbet/shared/fairness/crash';
import {
  crashEndPayload,
  crashInitPayload,
  crashMultiplierPayload,
  crashStartPayload,
  crashStartTimerPayload,
} from '@skinbet/shared/events';
import { crashHistoryResponse } from '@skinbet/shared/schemas/crash.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';
import {
  connectRecorded,
  eventually,
  type Recorder,
  type SocketCleanup,
  waitForEvent,
} from '../../realtime/realtime.int-support';
import { nextRoundWithin, storedRound } from './crash.int-support';

/**
 * The crash engine on a real server with short timings (countdown 300 ms): every transition
 * persisted and announced in order. Assertions are about order and content, never durations.
 */
describe('crash engine', () => {
  let recorder: Recorder;
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { games: true, sockets: cleanup });

  beforeAll(async () => {
    // Before the very first round there is nothing to describe: a joiner then gets no crashInit.
    await eventually('the first round', async () => (await server.ctx.services.crashRounds.latest()) !== undefined);
    ({ recorder } = await connectRecorded(server, cleanup));
  });

  it('greets a new socket with crashInit: the round in play, its public hash, no crash point', async () => {
    const index = await recorder.waitFor((entry) => entry.event === 'crashInit', 0, 'crashInit');
    const init = crashInitPayload.strict().parse(recorder.events[index]!.payload);
    const round = await storedRound(server.ctx.db, init.roundId);
    expect(init.publicHash).toBe(round.publicHash);
    if (init.phase === 'waiting') expect(init.countdownMs).not.toBeNull();
    if (init.phase === 'running') expect(init.elapsedMs).not.toBeNull();
    if (init.phase !== 'crashed') expect(init.multiplier).toBeNull();
  });

  it('runs a round waiting → running → crashed, persisted and announced in order', async () => {
    // x1.10–x2.00: long enough for at least one sync tick (x1.07 is reached after ~1.1 s).
    const { round, index } = await nextRoundWithin(server, recorder, { min: 110, max: 200, skipCurrent: true });
    const endIndex = await waitForEvent(recorder, 'crashEnd', round.id, index);
    const settledIndex = await recorder.waitFor((entry) => entry.event === 'newBets', endIndex, 'newBets');

    const ofRound = recorder.events
      .slice(index - 1, settledIndex + 1)
      // The round's own events: not the greeting, nor the jackpot bonus's pot that a crash bank feeds.
      .filter(
        (entry) => entry.event !== 'crashInit' && entry.event !== 'hello' && !entry.event.startsWith('jackpot-bonus.'),
      );
    const names = ofRound.map((entry) => entry.event);
    expect(names[0]).toBe('clearBets');
    expect(names[1]).toBe('crashStartTimer');
    expect(names[2]).toBe('crashStart');
    const ticks = names.slice(3, -2);
    expect(ticks.length).toBeGreaterThan(0);
    expect(new Set(ticks)).toEqual(new Set(['crashMultiplier']));
    expect(names.slice(-2)).toEqual(['crashEnd', 'newBets']);

    const timer = crashStartTimerPayload.strict().parse(ofRound[1]!.payload);
    expect(timer).toEqual({
      roundId: round.id,
      publicHash: round.publicHash,
      countdownMs: 300,
      serverTime: round.createdAt,
    });
    const start = crashStartPayload.strict().parse(ofRound[2]!.payload);
    const crashMs = msToReach(round.crashPoint);
    const elapsed = ofRound.slice(3, -2).map((entry) => crashMultiplierPayload.strict().parse(entry.payload));
    for (const tick of elapsed) {
      expect(tick.roundId).toBe(round.id);
      expect(tick.elapsedMs).toBeLessThan(crashMs);
      expect(tick.serverTime - tick.elapsedMs).toBe(start.serverTime);
    }
    expect(elapsed.map((tick) => tick.elapsedMs)).toEqual(
      [...elapsed.map((tick) => tick.elapsedMs)].sort((a, b) => a - b),
    );

    const end = crashEndPayload.strict().parse(ofRound.at(-2)!.payload);
    expect(end).toEqual({
      roundId: round.id,
      multiplier: round.crashPoint / 100,
      secretHash: round.secretHash,
      publicHash: round.publicHash,
      dayOfMonth: round.dayOfMonth,
      elapsedMs: crashMs,
    });
    // Anyone can recompute the crash point from what crashEnd reveals.
    expect(sha256Hex(end.secretHash)).toBe(end.publicHash);
    expect(crashPointHundredths({ ...end, roundId: end.roundId })).toBe(round.crashPoint);

    const stored = await storedRound(server.ctx.db, round.id);
    expect(stored.phase).toBe('crashed');
    expect(stored.startedAt).toBe(start.serverTime);
    expect(stored.startedAt!).toBeGreaterThanOrEqual(stored.bettingEndsAt);
    expect(stored.endedAt! - stored.startedAt!).toBeGreaterThanOrEqual(crashMs);
    expect(stored.dayOfMonth).toBe(new Date(stored.createdAt).getUTCDate());

    const history = crashHistoryResponse.strict().parse((await server.post('/api/crash/getHistory')).body).history;
    expect(history.find((entry) => entry.id === round.id)).toEqual({
      id: round.id,
      multiplier: round.crashPoint / 100,
    });
  });

  it('opens the next round only after the previous one ended; its public hash is that round’s secret', async () => {
    const { round: first, index } = await nextRoundWithin(server, recorder, { max: 150, skipCurrent: true });
    await waitForEvent(recorder, 'crashEnd', first.id, index);
    const next = await waitForEvent(recorder, 'crashStartTimer', undefined, index + 1);
    const second = await storedRound(server.ctx.db, (recorder.events[next]!.payload as { roundId: number }).roundId);
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.createdAt).toBeGreaterThanOrEqual((await storedRound(server.ctx.db, first.id)).endedAt!);
    if (second.chainId === first.chainId) {
      expect(second.chainRound).toBe(first.chainRound + 1);
      expect(second.publicHash).toBe(first.secretHash);
    }
  });

  it('answers getGame on the socket with a fresh crashInit', async () => {
    const { socket, recorder: own } = await connectRecorded(server, cleanup);
    await own.waitFor((entry) => entry.event === 'crashInit', 0, 'first crashInit');
    socket.emit('getGame', {});
    const second = await own.waitFor((entry) => entry.event === 'crashInit', 1, 'second crashInit');
    const init = crashInitPayload.strict().parse(own.events[second]!.payload);
    expect(init.history.length).toBeGreaterThan(0);
    expect(init.history.length).toBeLessThanOrEqual(20);
  });
});
