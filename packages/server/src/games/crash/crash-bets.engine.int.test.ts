import { describe, expect, it } from 'vitest';
import { payoutCents } from '@skinbet/shared/fairness/crash';
import { crashGameSchema } from '@skinbet/shared/schemas/crash.schemas';
import { connectRecorded, type SocketCleanup, waitForEvent } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { statusesOf } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import { betOf, placeBet, take } from './crash-bets.int-support';
import { nextRoundWithin } from './crash.int-support';

/**
 * One round through the real engine (timers, stored phases, the settlement in its crash
 * transaction): a player bets two skins with auto-stop x1.21 and one manual bet, takes the manual
 * one in flight, and sees both won. The countdown is long enough to bet in; nothing is timed.
 */
describe('crash bets through the real engine', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({ CRASH_COUNTDOWN_MS: '3000' }, { games: true, sockets: cleanup });

  it('bets in the countdown, takes in flight, and both bets are won and paid', async () => {
    const { user, token } = await createUser(server.ctx);
    const skin = await createCatalogItem(server.ctx, { price: 1_250, marketCount: 1 });
    const myIds = await grantItems(server.ctx, user.id, [skin.id, skin.id, skin.id]);
    const { socket, recorder } = await connectRecorded(server, cleanup, token);

    // Whatever round is in flight may run long: void it (an admin's one control) and use a fresh one.
    const admin = await createUser(server.ctx, { isAdmin: true });
    const from = recorder.events.length;
    await server.post('/api/admin/crash/void', { reason: 'test: start fresh' }, admin.token);
    // A crash point from x1.25 to x1.80: x1.21 wins, and a take right after the start is in time.
    const { round, index } = await nextRoundWithin(server, recorder, { min: 125, max: 180 }, from);
    const auto = betOf(await placeBet(socket, { items: myIds.slice(0, 2), sum: 25, autoWithdraw: 1.21 }));
    const manual = betOf(await placeBet(socket, { items: [myIds[2]!], sum: 12.5, autoWithdraw: 0 }));
    expect([auto.round_id, manual.round_id]).toEqual([round.id, round.id]);

    await waitForEvent(recorder, 'crashStart', round.id, index);
    const taken = betOf(await take(socket, { id: manual.id }));
    expect(taken.is_win).toBe(1);
    expect(Math.round(taken.multiplier! * 100)).toBeLessThan(round.crashPoint);

    const endIndex = await waitForEvent(recorder, 'crashEnd', round.id, index);
    const settledIndex = await recorder.waitFor((entry) => entry.event === 'newBets', endIndex, 'settled newBets');
    const settled = (recorder.events[settledIndex]!.payload as { bets: Array<{ id: number }> }).bets;
    expect(settled).toEqual([
      expect.objectContaining({ id: auto.id, is_win: 1, multiplier: 1.21, win: payoutCents(2_500, 121) / 100 }),
    ]);
    const loaders = recorder.events.filter((entry) => entry.event === 'crashLoaderItem').map((entry) => entry.payload);
    expect(loaders).toEqual(expect.arrayContaining([{ bet_id: manual.id }, { bet_id: auto.id }]));

    const game = crashGameSchema.parse((await server.post('/api/crash/getGame', { id: round.id })).body);
    expect(game.bets.map((bet) => [bet.id, bet.is_win])).toEqual([
      [auto.id, 1],
      [manual.id, 1],
    ]);
    expect(game.bets.every((bet) => bet.winItem !== null || bet.win !== null)).toBe(true);
    expect(await statusesOf(server.ctx, myIds)).toEqual(['lost', 'lost', 'lost']);
  });
});
