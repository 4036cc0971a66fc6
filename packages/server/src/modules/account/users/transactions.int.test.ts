import { describe, expect, it } from 'vitest';
import { TRANSACTIONS_PAGE_SIZE, transactionsResponse } from '@skinbet/shared/schemas/user.schemas';
import { inTransaction } from '../../../db/transaction';
import { changeBalance, createCatalogItem, createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';

/** `POST /api/user/transactions {page}`: the player's own balance statement, 20 entries a page, newest first. */
describe('transactions', () => {
  const server = useTestServer();

  const page = async (token: string, number: number) => {
    const response = await server.post('/api/user/transactions', { page: number }, token);
    expect(response.status).toBe(200);
    return transactionsResponse.parse(response.body);
  };

  it('pages the statement newest first, with each balance after', async () => {
    const { user, token } = await createUser(server.ctx);
    // 45 credits of 1, 2, … 45 cents: entry n leaves a balance of n(n+1)/2.
    for (let n = 1; n <= 45; n += 1) {
      await inTransaction(server.ctx.db, (tx, afterCommit) =>
        changeBalance(server.ctx.services.money, tx, afterCommit, {
          userId: user.id,
          delta: n,
          kind: 'adjustment',
          reference: `credit:${n}`,
        }),
      );
    }
    const first = await page(token, 1);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 45 });
    expect(first.entries).toHaveLength(TRANSACTIONS_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      kind: 'adjustment',
      delta: 0.45,
      reference: 'credit:45',
      balance_after: (45 * 46) / 2 / 100,
      items: [],
    });
    expect(Date.parse(first.entries[0]!.created_at)).not.toBeNaN();

    const all = [...first.entries, ...(await page(token, 2)).entries, ...(await page(token, 3)).entries];
    expect(all.map((entry) => entry.reference)).toEqual(Array.from({ length: 45 }, (_, i) => `credit:${45 - i}`));
    expect((await page(token, 3)).entries).toHaveLength(5);
    expect(await page(token, 4)).toEqual({ page: 4, pages: 3, total: 45, entries: [] });
  });

  it('shows only the caller’s own entries, with the skins a purchase bought', async () => {
    const item = await createCatalogItem(server.ctx, { price: 300 });
    const buyer = await createUser(server.ctx, { balance: 1_000 });
    const stranger = await createUser(server.ctx);
    const bought = await server.post('/api/user/buy', { buyIds: [item.id, item.id] }, buyer.token);
    expect(bought.status).toBe(200);

    const statement = await page(buyer.token, 1);
    expect(statement.total).toBe(2);
    expect(statement.entries[0]).toMatchObject({
      kind: 'storehouse_buy',
      delta: -6,
      balance_after: 4,
      items: [{ name: item.marketHashName, rarity_color: item.rarityColor, count: 2 }],
    });
    expect(await page(stranger.token, 1)).toEqual({ page: 1, pages: 1, total: 0, entries: [] });
  });

  it('refuses guests and pages below 1', async () => {
    const { token } = await createUser(server.ctx);
    expect((await server.post('/api/user/transactions', { page: 1 })).status).toBe(401);
    for (const body of [{ page: 0 }, { page: -1 }, { page: 1.5 }, { page: '1' }, {}]) {
      expect((await server.post('/api/user/transactions', body, token)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
