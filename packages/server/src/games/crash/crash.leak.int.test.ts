import { crashEndPayload } from '@skinbet/shared/events';
import { crashGameSchema } from '@skinbet/shared/schemas/crash.schemas';
import { describe, expect, it } from 'vitest';
import {
  connectRecorded,
  type RecordedEvent,
  type Recorder,
  type SocketCleanup,
  waitForEvent,
} from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';
import { betOf, placeBet, take } from './crash-bets.int-support';
import type { CrashRoundRow } from './crash.repository';
import { nextRoundWithin } from './crash.int-support';

/**
 * The leak test: a guest and a player record every event of a full round with bets and a
 * cash-out. Before `crashEnd`, no payload carries the round's secret, a crash-point field, or a
 * `multiplier` equal to the crash point; `getGame` hides them too until the crash.
 */

/** Every way the crash point or the secret could show in a payload; empty when it is clean. */
function leaksIn(payload: unknown, round: CrashRoundRow): string[] {
  const found: string[] = [];
  if (JSON.stringify(payload ?? null).includes(round.secretHash)) found.push('secret hash');
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}[${index}]`));
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'history' && Array.isArray(inner)) {
        // Past rounds' multipliers may equal this one's by chance; this round must simply not be there.
        if (inner.some((entry: { id?: unknown }) => entry.id === round.id)) found.push(`round in ${path}.history`);
        continue;
      }
      if (/crash_?point|secret/i.test(key) && inner !== null) found.push(`field ${path}.${key}`);
      if (key === 'multiplier' && inner === round.crashPoint / 100) found.push(`crash point at ${path}.${key}`);
      visit(inner, `${path}.${key}`);
    }
  };
  visit(payload, '$');
  return found;
}

const leaksBefore = (events: RecordedEvent[], round: CrashRoundRow) =>
  events.flatMap((entry) => leaksIn(entry.payload, round).map((leak) => `${entry.event}: ${leak}`));

describe('the crash point and the secret stay on the server until the crash', () => {
  const cleanup: SocketCleanup = [];
  // A countdown long enough to place three bets on a loaded machine.
  const server = useTestServer({ CRASH_COUNTDOWN_MS: '4000' }, { games: true, sockets: cleanup });

  it('proves it over every event of a round with bets and a cash-out', async () => {
    const { user, token } = await createUser(server.ctx);
    const skin = await createCatalogItem(server.ctx, { price: 1000, marketCount: 5 });
    const [manualSkin, lowSkin, exactSkin] = await grantItems(server.ctx, user.id, [skin.id, skin.id, skin.id]);
    const guest = await connectRecorded(server, cleanup);
    const player = await connectRecorded(server, cleanup, token);

    // x1.30–x2.50: a take after the first sync tick (x1.06) still wins, and a target of x1.25 wins.
    const { round, index } = await nextRoundWithin(server, guest.recorder, { min: 130, max: 250 });
    const manual = betOf(await placeBet(player.socket, { items: [manualSkin], sum: 10, autoWithdraw: 0 }));
    const low = betOf(await placeBet(player.socket, { items: [lowSkin], sum: 10, autoWithdraw: 1.25 }));
    // A target exactly at the crash point (the test knows it): a player's own number, not a leak — and a loss.
    const exact = betOf(
      await placeBet(player.socket, { items: [exactSkin], sum: 10, autoWithdraw: round.crashPoint / 100 }),
    );

    const hidden = { secret_hash: null, day_of_month: null, multiplier: null };
    expect(
      crashGameSchema.strict().parse((await server.post('/api/crash/getGame', { id: round.id })).body),
    ).toMatchObject({ id: round.id, phase: 'waiting', ...hidden });

    // Joiners' snapshots of this round are part of the recording too: one while waiting, one running.
    guest.socket.emit('getGame', {});
    const started = await waitForEvent(guest.recorder, 'crashStart', round.id, index);
    await waitForEvent(guest.recorder, 'crashMultiplier', round.id, started);
    guest.socket.emit('getGame', {});
    const taken = betOf(await take(player.socket, { id: manual.id }));
    expect(taken.multiplier).toBeLessThan(round.crashPoint / 100);
    const during = (await server.post('/api/crash/getGame', { id: round.id })).body;
    expect(during).toMatchObject({ phase: 'running', ...hidden });
    expect(leaksIn(during, round)).toEqual([]);

    // Each recording from this round's clearBets (just before its crashStartTimer) to its crashEnd.
    const windows = new Map<Recorder, { from: number; end: number }>();
    for (const { recorder } of [guest, player]) {
      const from = (await waitForEvent(recorder, 'crashStartTimer', round.id)) - 1;
      const end = await waitForEvent(recorder, 'crashEnd', round.id);
      await recorder.waitFor((entry) => entry.event === 'newBets', end, 'settled bets');
      windows.set(recorder, { from, end });
    }

    for (const { recorder } of [guest, player]) {
      const { from, end } = windows.get(recorder)!;
      expect(recorder.events[from]!.event).toBe('clearBets');
      const beforeCrash = recorder.events.slice(from, end);
      // The recording saw the whole round: the bets, the cash-out and the run are all in it.
      const names = new Set(beforeCrash.map((entry) => entry.event));
      for (const name of ['crashStartTimer', 'newBets', 'crashStart', 'crashMultiplier'] as const) {
        expect(names).toContain(name);
      }
      expect(leaksBefore(beforeCrash, round)).toEqual([]);

      // The detector does find the crash point and the secret where they belong: in crashEnd.
      const crashEnd = recorder.events[end]!;
      expect(crashEndPayload.parse(crashEnd.payload).multiplier).toBe(round.crashPoint / 100);
      expect(leaksIn(crashEnd.payload, round)).toEqual(
        expect.arrayContaining(['secret hash', 'crash point at $.multiplier']),
      );
    }
    // The snapshots and the player's own answers are in the recordings, and clean too.
    const { from: guestFrom, end: guestEnd } = windows.get(guest.recorder)!;
    const guestInits = guest.recorder.events.slice(guestFrom, guestEnd).filter((entry) => entry.event === 'crashInit');
    expect(guestInits.map((entry) => (entry.payload as { phase: string }).phase)).toEqual(['waiting', 'running']);
    const { from: playerFrom, end: playerEnd } = windows.get(player.recorder)!;
    expect(player.recorder.events.slice(playerFrom, playerEnd).map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['successBet', 'successTake']),
    );

    const after = crashGameSchema.strict().parse((await server.post('/api/crash/getGame', { id: round.id })).body);
    expect(after).toMatchObject({
      phase: 'crashed',
      secret_hash: round.secretHash,
      day_of_month: round.dayOfMonth,
      multiplier: round.crashPoint / 100,
    });
    const outcome = new Map(after.bets.map((bet) => [bet.id, bet.is_win]));
    expect([outcome.get(manual.id), outcome.get(low.id), outcome.get(exact.id)]).toEqual([1, 1, 2]);
  });
});
