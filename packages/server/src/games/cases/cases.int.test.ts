import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_TICKETS } from '@skinbet/shared/fairness/cases';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { users } from '../../db/schema';
import { openSocket, recordEvents, type SocketCleanup } from '../../realtime/realtime.int-support';
import { useTestServer } from '../../test/use-test-server';
import {
  caseDetail,
  casePlayer,
  casesWagersOf,
  cheapestCase,
  getJson,
  listCases,
  openCase,
  publishedHash,
  seedEverything,
  stockOf,
} from './cases.int-support';

/** Cases end to end (issue 14): the grid, the published odds, an opening and what it books. */
describe('cases', () => {
  let cheapest: CaseSummaryDto;
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });

  beforeAll(async () => {
    const seeded = await seedEverything(server);
    expect(seeded.newVersions).toHaveLength(39);
    cheapest = await cheapestCase(server);
  });

  it('lists the 39 cases by priority ascending, each priced above zero', async () => {
    const cases = await listCases(server);
    expect(cases).toHaveLength(39);
    expect(cases.map((box) => box.priority)).toEqual([...cases.map((box) => box.priority)].sort((a, b) => a - b));
    expect(cases[0]).toMatchObject({ slug: 'crate-4001', name: 'CS:GO Weapon Case', priority: 1 });
    expect(cases.every((box) => box.price > 0 && box.items_count > 0)).toBe(true);
  });

  it('publishes every table: chances sum to exactly 100, ranges contiguous from 0, the hash reproducible', async () => {
    for (const summary of await listCases(server)) {
      const box = await caseDetail(server, summary.id);
      expect(box).toMatchObject({ id: summary.id, price: summary.price, table_version: 1, rtp: 90 });
      let next = 0;
      for (const item of box.items) {
        expect(item.tickets.from).toBe(next);
        expect(item.chance).toBe((item.tickets.to - item.tickets.from + 1) / 1_000);
        next = item.tickets.to + 1;
      }
      expect(next).toBe(CASE_TICKETS);
      expect(box.items.reduce((sum, item) => sum + Math.round(item.chance * 1_000), 0)).toBe(100_000);
      expect(publishedHash(box)).toBe(box.table_hash);
      // The expected value of the published table is 90 % of the price, within a cent.
      const expectedValue =
        box.items.reduce(
          (sum, item) => sum + (item.tickets.to - item.tickets.from + 1) * amountToCents(item.price)!,
          0,
        ) / CASE_TICKETS;
      expect(Math.abs(expectedValue - amountToCents(box.price)! * 0.9)).toBeLessThan(1);
    }
  });

  it('refuses an unknown case with cases_api.case_not_found', async () => {
    expect(await getJson(server, '/api/cases/getOne?id=999999')).toMatchObject({
      status: 404,
      body: { status: 'error', message: 'cases_api.case_not_found' },
    });
    expect((await getJson(server, '/api/cases/getOne?id=abc')).body.message).toBe('cases_api.case_not_found');
    const player = await casePlayer(server, 100_000);
    expect((await openCase(server, player.token, 999_999)).body.message).toBe('cases_api.case_not_found');
  });

  it('refuses an opening the balance does not cover, and uses no nonce for it', async () => {
    const price = amountToCents(cheapest.price)!;
    const player = await casePlayer(server, price - 1);
    const refused = await openCase(server, player.token, cheapest.id);
    expect(refused).toMatchObject({ status: 400, body: { status: 'error', message: 'cases_api.insufficient_funds' } });
    expect((await server.post('/api/user/getBalance', {}, player.token)).body.balance).toBe((price - 1) / 100);
    expect((await server.post('/api/cases/seeds', {}, player.token)).body.nonce).toBe(0);
  });

  it('opens a case: the price debited, a won item delivered, the wager recorded, a live drop to everyone', async () => {
    const price = amountToCents(cheapest.price)!;
    const player = await casePlayer(server, price * 3);
    const watcher = await openSocket(server, {}, cleanup);
    const drops = recordEvents(watcher.socket, 'casesLiveDrop');
    const own = await openSocket(server, { token: player.token }, cleanup);
    const balances = recordEvents(own.socket, 'updateBalance');
    const seeds = (await server.post('/api/cases/seeds', {}, player.token)).body;
    expect(seeds).toMatchObject({ server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });

    const box = await caseDetail(server, cheapest.id);
    const stocks = new Map(
      await Promise.all(box.items.map(async (item) => [item.id, await stockOf(server, item.id)] as const)),
    );
    const opened = await openCase(server, player.token, cheapest.id);
    expect(opened.status).toBe(200);
    const { winItem, fairness, balance } = opened.body;
    expect(balance).toBe((price * 2) / 100);
    expect(fairness).toMatchObject({
      server_seed_hash: seeds.server_seed_hash,
      client_seed: seeds.client_seed,
      nonce: 0,
      table_version: box.table_version,
    });
    const won = box.items.find((item) => item.tickets.from <= fairness.ticket && fairness.ticket <= item.tickets.to)!;
    expect(winItem).toMatchObject({ id: won.id, pivot: { is_won_item: 1 }, status: 'available' });
    // The storehouse hands over a unit when it has one; a drop never waits for stock.
    const before = stocks.get(won.id)!;
    expect(await stockOf(server, won.id)).toBe(Math.max(0, before - 1));

    const inventory = (await server.post('/api/user/getInventory', { appId: 730 }, player.token)).body.items;
    expect(inventory).toEqual([expect.objectContaining({ myId: winItem.myId, id: won.id, pivot: { is_won_item: 1 } })]);
    // A won item cannot be sold back (it can be withdrawn).
    const sell = await server.post('/api/user/sell', { sellIds: [winItem.myId] }, player.token);
    expect(sell.body.message).toBe('storehouse_api.won_item_not_sellable');

    expect(await casesWagersOf(server, player.id)).toEqual([
      expect.objectContaining({
        game: 'cases',
        betRef: String(fairness.opening_id),
        stakeMoney: price,
        stakeItems: 0,
        payoutItems: amountToCents(won.price),
        payoutMoney: 0,
      }),
    ]);
    const [drop] = await drops.until(1);
    expect(drop).toMatchObject({
      id: fairness.opening_id,
      user: { id: player.id, is_demo: false },
      case: { id: cheapest.id, name: cheapest.name },
      item: { id: won.id, price: won.price },
    });
    expect((await balances.until(1)).at(-1)).toEqual({ balance: (price * 2) / 100 });
    expect((await server.post('/api/cases/seeds', {}, player.token)).body.nonce).toBe(1);
  });

  it('keeps the client seed editable (nonce goes on) and refuses an invalid one', async () => {
    const player = await casePlayer(server, 0);
    const changed = await server.post('/api/cases/seeds/client', { client_seed: 'my-lucky-seed' }, player.token);
    expect(changed.body).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    for (const client_seed of ['', 'a:b', 'x'.repeat(65), 'tab\there']) {
      const refused = await server.post('/api/cases/seeds/client', { client_seed }, player.token);
      expect(refused).toMatchObject({ status: 400, body: { message: 'cases_api.client_seed_invalid' } });
    }
    expect((await server.post('/api/cases/seeds', {}, player.token)).body.client_seed).toBe('my-lucky-seed');
  });

  it('shows a player only their own openings', async () => {
    const price = amountToCents(cheapest.price)!;
    const owner = await casePlayer(server, price);
    const stranger = await casePlayer(server, 0);
    const { opening_id } = (await openCase(server, owner.token, cheapest.id)).body.fairness;
    expect((await server.post('/api/cases/opening', { id: opening_id }, owner.token)).status).toBe(200);
    expect(await server.post('/api/cases/opening', { id: opening_id }, stranger.token)).toMatchObject({
      status: 404,
      body: { message: 'cases_api.opening_not_found' },
    });
    expect((await server.post('/api/cases/openings', {}, stranger.token)).body.openings).toEqual([]);
    expect((await server.post('/api/cases/openings', {}, owner.token)).body.openings).toEqual([
      expect.objectContaining({ id: opening_id, case_id: cheapest.id, server_seed: null }),
    ]);
  });

  it("pays a referrer their share of the case's published edge (10 % of 10 % of the price)", async () => {
    const price = amountToCents(cheapest.price)!;
    const referrer = await casePlayer(server, 0);
    const invited = await casePlayer(server, price);
    await server.ctx.db.update(users).set({ referrerId: referrer.id }).where(eq(users.id, invited.id));
    expect((await openCase(server, invited.token, cheapest.id)).status).toBe(200);
    const earned = Math.floor((price * (10_000 - server.config.cases.rtpBasisPoints) * 10) / 1_000_000);
    expect(earned).toBeGreaterThan(0);
    expect((await server.post('/api/user/getBalance', {}, referrer.token)).body.balance).toBe(earned / 100);
  });

  it('needs a signed-in player to open', async () => {
    expect((await server.post('/api/cases/open', { id: cheapest.id })).status).toBe(401);
  });
});

describe('cases: the opening rate limit', () => {
  const server = useTestServer({ RATE_LIMIT_CASE_OPEN: '3/1m' });

  it('lets quick clicks through, refuses a flood, and leaves the other writes their own budget', async () => {
    const player = await casePlayer(server, 0);
    const answers = await Promise.all(Array.from({ length: 6 }, () => openCase(server, player.token, 999_999)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toBe('app_api.too_many_requests');
    const seed = await server.post('/api/cases/seeds/client', { client_seed: 'still-mine' }, player.token);
    expect(seed.status).toBe(200);
  });
});
