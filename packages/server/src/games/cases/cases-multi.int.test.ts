import { caseTicket } from '@skinbet/shared/fairness/cases';
import { amountToCents, centsToAmount } from '@skinbet/shared/money';
import type { CaseOpeningDto, CaseSummaryDto, CaseWinDto } from '@skinbet/shared/schemas/cases.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { openSocket, recordEvents, type SocketCleanup } from '../../realtime/realtime.int-support';
import { useTestServer } from '../../test/use-test-server';
import { casePlayer, casesWagersOf, cheapestCase, seedEverything, verifyOpening } from './cases.int-support';

/**
 * Multi-open (docs/games/cases.md "Multi-open"): `count` openings in one transaction on
 * consecutive nonces, each its own stake through the gate and the settlement, refused whole when
 * the balance or a limit does not cover all of them.
 */
describe('cases multi-open', () => {
  const cleanup: SocketCleanup = [];
  const server = useTestServer({}, { sockets: cleanup });
  let box: CaseSummaryDto;
  let price: number;

  beforeAll(async () => {
    await seedEverything(server);
    box = await cheapestCase(server);
    price = amountToCents(box.price)!;
  });

  const open = (token: string, body: Record<string, unknown>) => server.post('/api/cases/open', body, token);
  const balanceOf = async (token: string) => (await server.post('/api/user/getBalance', {}, token)).body.balance;
  const nonceOf = async (token: string) => (await server.post('/api/cases/seeds', {}, token)).body.nonce;
  const inventoryOf = async (token: string) =>
    (await server.post('/api/user/getInventory', { appId: 730 }, token)).body.items as unknown[];

  it('opens 5 on consecutive nonces whose tickets follow the formula, each paid and verifiable', async () => {
    const player = await casePlayer(server, price * 5);
    await server.post('/api/cases/seeds/client', { client_seed: 'multi-open' }, player.token);
    const answer = await open(player.token, { id: box.id, count: 5 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const wins = answer.body.winItems as CaseWinDto[];

    expect(wins.map((win) => win.fairness.nonce)).toEqual([0, 1, 2, 3, 4]);
    // The single-opening fields stay: the first opening.
    expect({ winItem: answer.body.winItem, fairness: answer.body.fairness }).toEqual(wins[0]);
    expect(new Set(wins.map((win) => win.winItem.myId)).size).toBe(5);
    expect(answer.body.balance).toBe(0);
    expect(await nonceOf(player.token)).toBe(5);
    expect(await inventoryOf(player.token)).toHaveLength(5);
    expect(await casesWagersOf(server, player.id)).toHaveLength(5);

    const rotated = await server.post('/api/cases/seeds/rotate', {}, player.token);
    const serverSeed = rotated.body.previous.server_seed as string;
    for (const win of wins) {
      expect(win.fairness.server_seed_hash).toBe(rotated.body.previous.server_seed_hash);
      expect(win.fairness.client_seed).toBe('multi-open');
      // docs/fairness/formulas.md "Cases": ticket = HMAC-SHA256(server seed, client seed:nonce), per opening.
      expect(win.fairness.ticket).toBe(caseTicket(serverSeed, 'multi-open', win.fairness.nonce));
      const opening = (await server.post('/api/cases/opening', { id: win.fairness.opening_id }, player.token))
        .body as CaseOpeningDto;
      expect(verifyOpening(opening)).toEqual({
        ticket: win.fairness.ticket,
        itemId: win.winItem.id,
        tableHashOk: true,
      });
    }
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('without count opens one, as before', async () => {
    const player = await casePlayer(server, price * 2);
    const answer = await open(player.token, { id: box.id });
    expect(answer.status).toBe(200);
    expect(answer.body.winItems).toHaveLength(1);
    expect(answer.body.balance).toBe(centsToAmount(price));
  });

  it.each([0, 6, 2.5, '3', -1])('refuses count %s with cases_api.invalid_count, nothing written', async (count) => {
    const player = await casePlayer(server, price * 10);
    expect(await open(player.token, { id: box.id, count })).toMatchObject({
      status: 400,
      body: { message: 'cases_api.invalid_count' },
    });
    expect(await balanceOf(player.token)).toBe(centsToAmount(price * 10));
    expect(await nonceOf(player.token)).toBe(0);
  });

  it('still answers a malformed case id with cases_api.case_not_found, whatever the count', async () => {
    const player = await casePlayer(server, price);
    for (const body of [{ id: 'x', count: 2 }, { id: 0, count: 9 }, { count: 2 }]) {
      expect((await open(player.token, body)).body.message).toBe('cases_api.case_not_found');
    }
  });

  it('refuses a batch the balance does not cover whole, and writes nothing', async () => {
    const player = await casePlayer(server, price * 5 - 1);
    expect(await open(player.token, { id: box.id, count: 5 })).toMatchObject({
      status: 400,
      body: { message: 'cases_api.insufficient_funds' },
    });
    expect(await balanceOf(player.token)).toBe(centsToAmount(price * 5 - 1));
    expect(await nonceOf(player.token)).toBe(0);
    expect(await inventoryOf(player.token)).toHaveLength(0);
  });

  it('two concurrent batches of 5 on a balance for 7: one accepted, one refused, never overdrawn', async () => {
    const player = await casePlayer(server, price * 7);
    const answers = await Promise.all([
      open(player.token, { id: box.id, count: 5 }),
      open(player.token, { id: box.id, count: 5 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message).toBe('cases_api.insufficient_funds');
    expect(await balanceOf(player.token)).toBe(centsToAmount(price * 2));
    expect(await nonceOf(player.token)).toBe(5);
    expect(await casesWagersOf(server, player.id)).toHaveLength(5);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it.each([
    ['loss', 'rg_api.loss_limit'],
    ['wager', 'rg_api.wager_limit'],
  ] as const)('a %s limit that fits 3 of 5 refuses the whole batch of 5', async (kind, key) => {
    const player = await casePlayer(server, price * 10);
    const limit = await server.post(
      '/api/user/limits/set',
      { kind, period: 'day', amount: centsToAmount(price * 3) },
      player.token,
    );
    expect(limit.status, JSON.stringify(limit.body)).toBe(200);

    // `left` is what the limit leaves before the batch: the refused batch's own stakes roll back.
    expect(await open(player.token, { id: box.id, count: 5 })).toMatchObject({
      status: 400,
      body: { message: key, params: { left: centsToAmount(price * 3) } },
    });
    expect(await balanceOf(player.token)).toBe(centsToAmount(price * 10));
    expect(await nonceOf(player.token)).toBe(0);
    expect(await inventoryOf(player.token)).toHaveLength(0);
    expect(await casesWagersOf(server, player.id)).toHaveLength(0);

    // The 3 that fit open as a batch.
    const three = await open(player.token, { id: box.id, count: 3 });
    expect(three.status, JSON.stringify(three.body)).toBe(200);
    expect((three.body.winItems as CaseWinDto[]).map((win) => win.fairness.nonce)).toEqual([0, 1, 2]);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('sends one live drop per opening', async () => {
    const player = await casePlayer(server, price * 3);
    const watcher = await openSocket(server, {}, cleanup);
    const drops = recordEvents(watcher.socket, 'casesLiveDrop');
    const answer = await open(player.token, { id: box.id, count: 3 });
    expect(answer.status).toBe(200);
    const wins = answer.body.winItems as CaseWinDto[];
    const ids = wins.map((win) => win.fairness.opening_id);
    const received = await drops.untilSome(() => ids.every((id) => drops.received.some((drop) => drop.id === id)));
    expect(received.filter((drop) => ids.includes(drop.id)).map((drop) => drop.item.id)).toEqual(
      wins.map((win) => win.winItem.id),
    );
  });
});
