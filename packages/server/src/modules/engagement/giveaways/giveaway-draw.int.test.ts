import { beforeAll, describe, expect, it } from 'vitest';
import { giveawayDrawIndex } from '@skinbet/shared/fairness/giveaway';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { giveawayActiveResponse, setRafflePayload } from '@skinbet/shared/schemas/giveaways.schemas';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createCatalogItem, createUser } from '../../../test/factories';
import { stockOf } from '../../../test/rows.int-support';
import { startTestServer } from '../../../test/test-server';
import { useTestServer } from '../../../test/use-test-server';
import { stock } from '../../items/storehouse/stock.service';
import { createGiveawaysEngine } from './giveaways.engine';
import {
  createGiveaway,
  drawAllActive,
  expire,
  giveawayRow,
  participantsOf,
  prizeInstances,
  prizeTransfers,
} from './giveaways.int-support';

/**
 * The giveaway draw (docs/fairness/formulas.md "Giveaway";
 * docs/engagement/giveaways.md "Rules"): anyone re-runs it from the revealed secret and gets
 * the winner, the prize arrives in the winner's inventory as a won item paid by marketing, and
 * however many drawers race (two nodes, an operator, a leader that restarted mid-draw) it pays
 * exactly once.
 */
describe('giveaway draw', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  /** A current giveaway of a fresh skin with `players` participants (in join order). */
  async function giveawayWith(players: number, stock = 4) {
    await drawAllActive(server, admin.token);
    const item = await createCatalogItem(server.ctx, { price: 1234, marketCount: stock });
    const giveaway = await createGiveaway(server, admin.token, { itemId: item.id });
    const joined: Array<Awaited<ReturnType<typeof createUser>>> = [];
    for (let k = 0; k < players; k += 1) {
      const player = await createUser(server.ctx);
      expect((await server.post('/api/giveaways/setMyActive', {}, player.token)).status).toBe(200);
      joined.push(player);
    }
    return { item, giveaway, players: joined };
  }

  it('draws at the end time: the winner recomputed from the revealed secret gets the prize as a won item', async () => {
    const { item, giveaway, players } = await giveawayWith(5);
    const watcher = await server.socket();
    const raffles = recordEvents(watcher, 'setRaffle');
    const winnerSocket = await Promise.all(players.map((player) => server.socket({ token: player.token })));
    const notices = winnerSocket.map((socket) => recordEvents(socket, 'notification'));

    await expire(server, giveaway.id);
    expect(await server.ctx.services.giveaways.drawDue()).toBe(1);

    // Everything needed to re-run the draw is public now.
    const active = giveawayActiveResponse.parse((await server.post('/api/giveaways/getActive', {})).body);
    const entry = active.history.find((row) => row.giveaway_id === giveaway.id)!;
    expect(entry.public_hash).toBe(giveaway.public_hash);
    expect(sha256Hex(entry.secret_hash)).toBe(entry.public_hash);
    const order = await participantsOf(server, giveaway.id);
    expect(order).toEqual(players.map((player) => player.user.id));
    const index = giveawayDrawIndex(entry.secret_hash, entry.public_hash, giveaway.id, order.length);
    const winnerId = order[index]!;
    expect(entry).toMatchObject({
      user: { id: winnerId },
      place: index + 1,
      item: { id: item.id, price: 12.34 },
      value: 12.34,
      participants: 5,
    });
    expect(entry.user).not.toHaveProperty('balance');

    const [raffle] = await raffles.until(1);
    expect(setRafflePayload.strict().parse(raffle)).toEqual({
      giveaway_id: giveaway.id,
      winner: entry.user,
      item: entry.item,
      secret_hash: entry.secret_hash,
      public_hash: entry.public_hash,
      index,
      participants: 5,
    });

    // The prize: one unit out of stock, in the winner's inventory as a won item, paid by marketing.
    expect(await stockOf(server.ctx, item.id)).toBe(3);
    const [instance, ...others] = await prizeInstances(server, giveaway.id);
    expect(others).toEqual([]);
    expect(instance).toMatchObject({ userId: winnerId, itemId: item.id, isWonItem: true, status: 'available' });
    expect(await prizeTransfers(server, giveaway.id)).toEqual([{ kind: 'giveaway_prize', amount: 1234 }]);
    expect(await giveawayRow(server, giveaway.id)).toMatchObject({
      status: 'finished',
      winnerIndex: index,
      winnerUserId: winnerId,
      participantsCount: 5,
      prizeInventoryItemId: instance!.id,
    });
    const winner = players.find((player) => player.user.id === winnerId)!;
    const inventory = await server.post('/api/user/getInventory', { appId: 730 }, winner.token);
    expect(inventory.body.items).toContainEqual(
      expect.objectContaining({ myId: instance!.id, id: item.id, pivot: { is_won_item: 1 } }),
    );

    // Only the winner is told, with the item's image.
    const winnerNotice = notices[players.indexOf(winner)]!;
    const [notice] = await winnerNotice.until(1);
    expect(notice).toMatchObject({
      name: 'notification.giveaway_won',
      params: { giveaway_id: giveaway.id, item: item.marketHashName, amount: 12.34, image: item.image },
    });
    expect(notices.filter((list) => list !== winnerNotice).every((list) => list.received.length === 0)).toBe(true);

    const check = await server.post('/api/admin/ledger/check', {}, admin.token);
    expect(check.status).toBe(200);
    expect(check.body.mismatches).toEqual([]);
  });

  it('finishes without a winner when nobody took part: the prize stays in stock', async () => {
    const { item, giveaway } = await giveawayWith(0);
    await expire(server, giveaway.id);
    expect(await server.ctx.services.giveaways.drawDue()).toBe(1);
    expect(await giveawayRow(server, giveaway.id)).toMatchObject({
      status: 'finished',
      winnerUserId: null,
      winnerIndex: null,
      participantsCount: 0,
    });
    expect(await stockOf(server.ctx, item.id)).toBe(4);
    expect(await prizeTransfers(server, giveaway.id)).toEqual([]);
    const active = giveawayActiveResponse.parse((await server.post('/api/giveaways/getActive', {})).body);
    expect(active.history.find((row) => row.giveaway_id === giveaway.id)).toMatchObject({
      user: null,
      place: null,
      participants: 0,
    });
  });

  it('a draw that fails half-way changes nothing, and the next look pays once', async () => {
    const { item, giveaway } = await giveawayWith(3);
    await expire(server, giveaway.id);
    // The node "crashes" after the prize moved but before the draw committed.
    const notifications = server.ctx.services.notifications;
    const notify = notifications.notify;
    notifications.notify = async () => {
      throw new Error('node lost in the middle of the draw');
    };
    try {
      await expect(server.ctx.services.giveaways.drawDue()).rejects.toThrow('node lost');
    } finally {
      notifications.notify = notify;
    }
    expect(await giveawayRow(server, giveaway.id)).toMatchObject({ status: 'active', winnerUserId: null });
    expect(await stockOf(server.ctx, item.id)).toBe(4);
    expect(await prizeTransfers(server, giveaway.id)).toEqual([]);
    expect(await prizeInstances(server, giveaway.id)).toEqual([]);

    expect(await server.ctx.services.giveaways.drawDue()).toBe(1);
    expect(await server.ctx.services.giveaways.drawDue()).toBe(0);
    expect(await prizeTransfers(server, giveaway.id)).toHaveLength(1);
    expect(await prizeInstances(server, giveaway.id)).toHaveLength(1);
    expect(await stockOf(server.ctx, item.id)).toBe(3);
  });

  it('two nodes, a leader and an operator drawing at once pay once', async () => {
    const other = await startTestServer({ ENGAGEMENT_TICK_MS: '50' }, { shareDatabaseWith: server, games: true });
    try {
      expect(other.leaderTasks?.names()).toContain('giveaways');
      const { item, giveaway } = await giveawayWith(4);
      await expire(server, giveaway.id);
      const results = await Promise.all([
        server.ctx.services.giveaways.drawDue(),
        other.ctx.services.giveaways.drawDue(),
        server.post('/api/admin/giveaways/end', { id: giveaway.id }, admin.token),
        other.post('/api/admin/giveaways/end', { id: giveaway.id }, admin.token),
      ]);
      const ends = results.slice(2) as Array<{ status: number }>;
      const draws = (results[0] as number) + (results[1] as number) + ends.filter((end) => end.status === 200).length;
      expect(draws).toBeLessThanOrEqual(1);
      // The other node's leader task draws it if none of the four above did first.
      for (let tries = 0; (await giveawayRow(server, giveaway.id)).status !== 'finished'; tries += 1) {
        expect(tries).toBeLessThan(100);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await prizeTransfers(server, giveaway.id)).toHaveLength(1);
      expect(await prizeInstances(server, giveaway.id)).toHaveLength(1);
      expect(await stockOf(server.ctx, item.id)).toBe(3);
    } finally {
      await other.stop();
    }
  });

  it('delivers the promised prize even when its last unit was sold meanwhile', async () => {
    const { item, giveaway, players } = await giveawayWith(1, 1);
    // Someone buys the last unit before the draw.
    await server.ctx.db.transaction(async (tx) => expect(await stock.takeOne(tx, item.id)).toBe(true));
    const response = await server.post('/api/admin/giveaways/end', { id: giveaway.id }, admin.token);
    expect(response).toMatchObject({ status: 200, body: { draw: { winner: { id: players[0]!.user.id }, index: 0 } } });
    expect(await stockOf(server.ctx, item.id)).toBe(0);
    expect(await prizeInstances(server, giveaway.id)).toMatchObject([{ userId: players[0]!.user.id, isWonItem: true }]);
    expect(await prizeTransfers(server, giveaway.id)).toEqual([{ kind: 'giveaway_prize', amount: 1234 }]);
  });

  it('the leader task draws at the end time and, on a demo instance, opens the next giveaway', async () => {
    const { giveaway } = await giveawayWith(2);
    // The demo's prize: the dearest skin in stock priced at most GIVEAWAY_DEMO_PRIZE_MAX.
    const cap = server.config.engagement.giveaway.demoPrizeMaxCents;
    await createCatalogItem(server.ctx, { price: cap - 1, marketCount: 2 });
    const dearest = await createCatalogItem(server.ctx, { price: cap, marketCount: 1 });
    await createCatalogItem(server.ctx, { price: cap + 1, marketCount: 5 });
    await expire(server, giveaway.id);
    const engine = createGiveawaysEngine({
      giveaways: server.ctx.services.giveaways,
      log: server.ctx.log,
      lookMs: 50,
      demo: true,
    });
    engine.start();
    try {
      let next: { id: number } | null = null;
      for (let tries = 0; !next; tries += 1) {
        expect(tries).toBeLessThan(100);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const active = giveawayActiveResponse.parse((await server.post('/api/giveaways/getActive', {})).body);
        if (active.giveaway && active.giveaway.id !== giveaway.id) next = active.giveaway;
      }
      expect((await giveawayRow(server, giveaway.id)).status).toBe('finished');
      const opened = await giveawayRow(server, next.id);
      expect(opened).toMatchObject({
        status: 'active',
        conditions: {},
        createdBy: null,
        itemId: dearest.id,
        prizeCents: cap,
      });
      expect(sha256Hex(opened.secretHash)).toBe(opened.publicHash);
      const seconds = (opened.endsAt.getTime() - opened.createdAt.getTime()) / 1000;
      expect(Math.round(seconds)).toBe(server.config.engagement.giveaway.durationS);
    } finally {
      await engine.stop();
    }
  });
});
