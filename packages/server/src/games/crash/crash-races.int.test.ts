import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { msToReach, payoutCents } from '@skinbet/shared/fairness/crash';
import { crashBets } from '../../db/schema';
import { openSocket, type SocketCleanup } from '../../realtime/realtime.int-support';
import { createCatalogItem, createUser, grantItems } from '../../test/factories';
import { userRow } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import { betOf, crashRound, openRound, placeBet, refusalOf, startRound, take } from './crash-bets.int-support';

/** Takes, the crash settlement and storehouse trades over the same rows, all at once. */
describe('crash races', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  const open = async (token?: string) => (await openSocket(server, { token }, cleanup)).socket;

  it('takes racing the crash and purchases of the prize skins: every bet closed once, no failure', async () => {
    const stakeItem = await createCatalogItem(server.ctx, { price: 1_000, marketCount: 0 });
    const prizes = await Promise.all(
      [1_100, 1_150, 1_200].map((price) => createCatalogItem(server.ctx, { price, marketCount: 6 })),
    );
    const players = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const { user, token } = await createUser(server.ctx, { balance: 50_000 });
        const [myId] = await grantItems(server.ctx, user.id, [stakeItem.id]);
        return { user, token, myId: myId!, socket: await open(token) };
      }),
    );
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createUser(server.ctx, { balance: 100_000 })));

    const roundId = await openRound(server.ctx);
    const bets = await Promise.all(
      players.map(async (each) => betOf(await placeBet(each.socket, { items: [each.myId], sum: 10, autoWithdraw: 0 }))),
    );
    const before = await Promise.all(players.map(({ user }) => userRow(server.ctx, user.id)));
    // x1.16 with the crash at x1.17: a take is still in time, the crash follows at once.
    await startRound(server.ctx, roundId, { elapsedMs: msToReach(116), crashPoint: 117 });

    const buys = shoppers.flatMap(({ token }) =>
      prizes.map((prize) => server.post('/api/user/buy', { buyIds: [prize.id, prizes[0]!.id] }, token)),
    );
    const takes = players.map((each, index) => take(each.socket, { id: bets[index]!.id }));
    const [settled, takeAnswers, buyAnswers] = await Promise.all([
      crashRound(server.ctx, roundId),
      Promise.all(takes),
      Promise.all(buys),
    ]);

    for (const answer of takeAnswers) {
      if (!answer.ok) expect(['crash_api.game_not_running', 'crash_api.already_taken']).toContain(refusalOf(answer));
    }
    for (const answer of buyAnswers) {
      if (answer.status !== 200) expect(answer.body.message).toBe('storehouse_api.out_of_stock');
    }
    const rows = await server.ctx.db
      .select()
      .from(crashBets)
      .where(
        inArray(
          crashBets.id,
          bets.map((bet) => bet.id),
        ),
      );
    for (const row of rows) {
      // Won iff it was taken in time; lost iff the crash settled it untaken. Never both, never neither.
      if (row.cashedOutAt) {
        expect(row).toMatchObject({ status: 'won', payout: payoutCents(1_000, row.cashedOutMultiplier!) });
        expect(row.cashedOutMultiplier).toBeLessThan(117);
      } else {
        expect(row).toMatchObject({ status: 'lost', payout: 0 });
      }
    }
    const tookOk = takeAnswers.filter((answer) => answer.ok).length;
    expect(rows.filter((row) => row.status === 'won')).toHaveLength(tookOk);
    // The crash closed the rest: together they are every bet, each closed by exactly one of them.
    const closedByTake = rows.filter((row) => row.status === 'won' && !settled.some((bet) => bet.id === row.id));
    expect(settled.length + closedByTake.length).toBe(12);
    // Progression heard of each bet exactly once.
    const after = await Promise.all(players.map(({ user }) => userRow(server.ctx, user.id)));
    after.forEach((row, index) => expect(row.gamesPlayed - before[index]!.gamesPlayed).toBe(1));
  });
});
