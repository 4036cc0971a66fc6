import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { topResponse } from '@skinbet/shared/schemas/top.schemas';
import { users, wagers } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { settleWager } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';

/**
 * `POST /api/top` (issue 16): players by amount won (what their bets paid back) and by best ratio, over
 * today / this week / this month / all time in UTC, from `wagers`; banned players and players
 * who won nothing are not listed. This file's database holds only the wagers settled here.
 */
describe('top players', () => {
  const server = useTestServer();
  type Player = Awaited<ReturnType<typeof createUser>>;
  let big: Player, lucky: Player, loser: Player, banned: Player, veteran: Player, recent: Player;

  /** A won bet of `stake` cents paying `payout`, settled `ago` before now (database clock). */
  async function won(player: Player, stake: number, payout: number, ago = '0 seconds') {
    await settleWager(server.ctx, {
      game: 'crash',
      userId: player.user.id,
      stakeCents: stake,
      outcome: 'won',
      payout: { items: 0, money: payout },
    });
    await backdate(player, ago);
  }

  /** Moves the player's newest wager back in time. */
  async function backdate(player: Player, ago: string) {
    await server.ctx.db.execute(sql`
      UPDATE ${wagers} SET settled_at = now() - ${ago}::interval
      WHERE id = (SELECT max(id) FROM ${wagers} WHERE user_id = ${player.user.id})`);
  }

  const top = async (by: string, period: string) => {
    server.ctx.services.top.forget();
    const response = await server.post('/api/top', { by, period });
    expect(response.status).toBe(200);
    return topResponse.parse(response.body);
  };

  beforeAll(async () => {
    const make = () => createUser(server.ctx);
    [big, lucky, loser, banned, veteran, recent] = [
      await make(),
      await make(),
      await make(),
      await make(),
      await make(),
      await make(),
    ];
    // Today: `big` wins 30.00 in two bets (best 2.5x); `lucky` wins 10.00 at 10x and loses 5.00.
    await won(big, 1000, 2500);
    await won(big, 500, 500);
    await won(lucky, 100, 1000);
    await settleWager(server.ctx, { game: 'wheel', userId: lucky.user.id, stakeCents: 500, outcome: 'lost' });
    // `loser` only loses: never listed.
    await settleWager(server.ctx, { game: 'jackpot', userId: loser.user.id, stakeCents: 700, outcome: 'lost' });
    // `banned` wins the most, but is banned.
    await won(banned, 100, 100_000);
    await server.ctx.db.update(users).set({ banned: true }).where(eq(users.id, banned.user.id));
    // `veteran` won 500.00 at 50x 400 days ago: only all time.
    await won(veteran, 1000, 50_000, '400 days');
  });

  it('orders by amount won, with games counted and ratios to two decimals', async () => {
    const day = await top('won', 'day');
    expect(day.since).toMatch(/T00:00:00\.000Z$/);
    expect(day.players.map((row) => [row.place, row.user.id, row.won, row.ratio, row.games])).toEqual([
      [1, big.user.id, 30, 2.5, 2],
      [2, lucky.user.id, 10, 10, 2],
    ]);
    expect(day.players[0]!.user).toEqual({
      id: big.user.id,
      username: big.user.username,
      avatar: big.user.avatar,
      is_demo: false,
    });

    const all = await top('won', 'all');
    expect(all.since).toBeNull();
    expect(all.players.map((row) => row.user.id)).toEqual([veteran.user.id, big.user.id, lucky.user.id]);
  });

  it('orders by best ratio', async () => {
    expect((await top('ratio', 'day')).players.map((row) => [row.user.id, row.ratio])).toEqual([
      [lucky.user.id, 10],
      [big.user.id, 2.5],
    ]);
    expect((await top('ratio', 'all')).players.map((row) => [row.user.id, row.ratio])).toEqual([
      [veteran.user.id, 50],
      [lucky.user.id, 10],
      [big.user.id, 2.5],
    ]);
  });

  it('counts a bet in a period only from its UTC start', async () => {
    // 3.33x, settled just before today's midnight, and one just after: which lists hold it depends on the date.
    const since = {
      day: Date.parse((await top('won', 'day')).since!),
      week: Date.parse((await top('won', 'week')).since!),
      month: Date.parse((await top('won', 'month')).since!),
    };
    await won(recent, 300, 1000);
    await server.ctx.db.execute(sql`
      UPDATE ${wagers} SET settled_at = ${new Date(since.day - 60_000).toISOString()}::timestamptz
      WHERE id = (SELECT max(id) FROM ${wagers} WHERE user_id = ${recent.user.id})`);

    const listed = async (period: 'day' | 'week' | 'month' | 'all') =>
      (await top('won', period)).players.find((row) => row.user.id === recent.user.id);
    expect(await listed('day')).toBeUndefined();
    // A minute before today's midnight is still this week unless today is Monday, still this month unless it is the 1st.
    const yesterday = since.day - 60_000;
    expect((await listed('week')) !== undefined).toBe(yesterday >= since.week);
    expect((await listed('month')) !== undefined).toBe(yesterday >= since.month);
    expect(await listed('all')).toMatchObject({ won: 10, ratio: 3.33, games: 1 });
    expect(since.week).toBeLessThanOrEqual(since.day);
    expect(new Date(since.week).getUTCDay()).toBe(1);
    expect(new Date(since.month).getUTCDate()).toBe(1);
  });

  it('refuses an unknown list with top_api.invalid_query', async () => {
    for (const body of [{ by: 'lost', period: 'day' }, { by: 'won', period: 'year' }, {}]) {
      const response = await server.post('/api/top', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 'error', message: 'top_api.invalid_query' });
    }
  });

  it('serves a list from the cache until it is a few seconds old', async () => {
    const before = await top('won', 'day');
    await won(lucky, 100, 10_000);
    // Cached: the new win is not shown yet…
    expect((await server.post('/api/top', { by: 'won', period: 'day' })).body).toEqual(before);
    // …and is once the list is computed again.
    expect((await top('won', 'day')).players[0]).toMatchObject({ user: { id: lucky.user.id }, won: 110 });
  });
});
