import { describe, expect, it } from 'vitest';
import { createCatalogItem, createUser, grantItems } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { findLedgerMismatches } from '../../ledger/money/ledger-check.repository';
import { balanceOf, inventoryOf, refusal, stockOf } from './storehouse.int-support';

/** Refusals a racing trade may legitimately get; anything else (a 500, a deadlock) is a bug. */
const EXPECTED_REFUSALS = [
  'storehouse_api.insufficient_funds',
  'storehouse_api.out_of_stock',
  'storehouse_api.item_unavailable',
];

describe('storehouse under concurrent requests', () => {
  const server = useTestServer();
  const buy = (token: string, body: unknown) => server.post('/api/user/buy', body, token);
  const sell = (token: string, body: unknown) => server.post('/api/user/sell', body, token);

  it('50 concurrent buys on a balance worth exactly 10 units: 10 succeed, 40 are refused', async () => {
    const price = 737;
    const item = await createCatalogItem(server.ctx, { price, marketCount: 60 });
    const { token } = await createUser(server.ctx, { balance: price * 10 });

    const responses = await Promise.all(Array.from({ length: 50 }, () => buy(token, { buyIds: [item.id] })));

    const succeeded = responses.filter((response) => response.status === 200);
    expect(succeeded).toHaveLength(10);
    const refused = responses.filter((response) => response.status !== 200).map(refusal);
    expect(refused).toEqual(Array(40).fill({ status: 400, message: 'storehouse_api.insufficient_funds' }));
    // Every success reports a distinct balance on the way down to zero.
    expect(succeeded.map((response) => response.body.balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, index) => (index * price) / 100),
    );

    expect(await balanceOf(server, token)).toBe(0);
    const inventory = await inventoryOf(server, token);
    expect(inventory).toHaveLength(10);
    expect(inventory.every((held) => held.id === item.id)).toBe(true);
    expect(await stockOf(server, item.id)).toBe(50);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('20 concurrent sells of the same instance: exactly one succeeds', async () => {
    const item = await createCatalogItem(server.ctx, { price: 2500, marketCount: 4 });
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const [myId] = await grantItems(server.ctx, user.id, [item.id]);

    const responses = await Promise.all(Array.from({ length: 20 }, () => sell(token, { sellIds: [myId] })));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status !== 200).map(refusal)).toEqual(
      Array(19).fill({ status: 400, message: 'storehouse_api.item_unavailable' }),
    );
    expect(await balanceOf(server, token)).toBe(26);
    expect(await stockOf(server, item.id)).toBe(5);
    expect(await inventoryOf(server, token)).toEqual([]);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('30 buyers race for 5 units: exactly 5 succeed and stock never goes negative', async () => {
    const item = await createCatalogItem(server.ctx, { price: 990, marketCount: 5 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createUser(server.ctx, { balance: 100_000 })));

    const responses = await Promise.all(buyers.map(({ token }) => buy(token, { buyIds: [item.id] })));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(5);
    expect(responses.filter((response) => response.status !== 200).map(refusal)).toEqual(
      Array(25).fill({ status: 409, message: 'storehouse_api.out_of_stock' }),
    );
    expect(await stockOf(server, item.id)).toBe(0);

    const outcomes = await Promise.all(
      buyers.map(async ({ token }) => ({
        balance: await balanceOf(server, token),
        held: (await inventoryOf(server, token)).length,
      })),
    );
    expect(outcomes.filter((outcome) => outcome.held === 1 && outcome.balance === 990.1)).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.held === 0 && outcome.balance === 1000)).toHaveLength(25);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('exchanges and buys racing over the same items in opposite orders never fail internally', async () => {
    // Low id bought while a high-id instance is sold, and the other way round: with locks taken
    // in request order rather than one global order these deadlock.
    const low = await createCatalogItem(server.ctx, { price: 100, marketCount: 1000 });
    const high = await createCatalogItem(server.ctx, { price: 100, marketCount: 1000 });
    const rounds = 8;
    const players = await Promise.all(Array.from({ length: 6 }, () => createUser(server.ctx, { balance: 5000 })));
    const owned = await Promise.all(
      players.map(({ user }) =>
        grantItems(server.ctx, user.id, [...Array(rounds).fill(low.id), ...Array(rounds).fill(high.id)]),
      ),
    );

    const requests = players.flatMap(({ token }, player) => {
      const lows = owned[player]!.slice(0, rounds);
      const highs = owned[player]!.slice(rounds);
      return Array.from({ length: rounds }, (_, round) => [
        buy(token, { buyIds: [low.id], sellIds: [highs[round]!] }),
        buy(token, { buyIds: [high.id], sellIds: [lows[round]!] }),
        buy(token, { buyIds: [high.id, low.id] }),
        sell(token, { sellIds: [round % 2 ? lows[round]! : highs[round]!] }),
      ]).flat();
    });
    const responses = await Promise.all(requests);

    const unexpected = responses.filter(
      (response) => response.status !== 200 && !EXPECTED_REFUSALS.includes(response.body?.message),
    );
    expect(unexpected.map(refusal)).toEqual([]);
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThan(0);

    // Units are conserved: what left the storehouse is exactly what the players now hold.
    const held = (await Promise.all(players.map(({ token }) => inventoryOf(server, token)))).flat();
    const count = (itemId: number) => held.filter((item) => item.id === itemId).length;
    expect((await stockOf(server, low.id)) + count(low.id)).toBe(1000 + players.length * rounds);
    expect((await stockOf(server, high.id)) + count(high.id)).toBe(1000 + players.length * rounds);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
