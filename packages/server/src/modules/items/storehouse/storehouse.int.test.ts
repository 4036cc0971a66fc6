import { describe, expect, it } from 'vitest';
import { createCatalogItem, createUser, grantItems } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { listLedgerEntries } from '../../ledger/money/money.repository';
import { balanceOf, inventoryOf, myIdsOf, refusal, stockOf } from './storehouse.int-support';

describe('storehouse buy and sell', () => {
  const server = useTestServer();
  const buy = (token: string | undefined, body: unknown) => server.post('/api/user/buy', body, token);
  const sell = (token: string | undefined, body: unknown) => server.post('/api/user/sell', body, token);

  /** Balance, stock of the given items and inventory, to prove a refusal changed nothing. */
  async function snapshot(token: string, itemIds: number[]) {
    return {
      balance: await balanceOf(server, token),
      stock: await Promise.all(itemIds.map((id) => stockOf(server, id))),
      inventory: await myIdsOf(server, token),
    };
  }

  it('buys at the catalog price: debits the balance, takes stock, fills the inventory', async () => {
    const item = await createCatalogItem(server.ctx, { price: 1250, marketCount: 7 });
    const { user, token } = await createUser(server.ctx, { balance: 5000 });

    const response = await buy(token, { buyIds: [item.id] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', message: 'storehouse_api.bought', balance: 37.5 });
    expect(response.body.bought).toHaveLength(1);

    expect(await balanceOf(server, token)).toBe(37.5);
    expect(await stockOf(server, item.id)).toBe(6);
    const inventory = await inventoryOf(server, token);
    expect(inventory).toHaveLength(1);
    expect(inventory[0]).toMatchObject({
      id: item.id,
      myId: response.body.bought[0],
      price: 12.5,
      status: 'available',
      pivot: { is_won_item: 0 },
    });
    const [entry] = await listLedgerEntries(server.ctx.db, user.id, 1);
    expect(entry).toMatchObject({ delta: -1250, kind: 'storehouse_buy', balanceAfter: 3750 });
  });

  it('buys two units when an id is listed twice', async () => {
    const item = await createCatalogItem(server.ctx, { price: 300, marketCount: 5 });
    const other = await createCatalogItem(server.ctx, { price: 200, marketCount: 5 });
    const { token } = await createUser(server.ctx, { balance: 1000 });

    const response = await buy(token, { buyIds: [item.id, other.id, item.id] });
    expect(response.status).toBe(200);
    expect(response.body.balance).toBe(2);
    expect(response.body.bought).toHaveLength(3);
    expect(new Set(response.body.bought).size).toBe(3);
    expect(await stockOf(server, item.id)).toBe(3);
    expect(await stockOf(server, other.id)).toBe(4);
    const inventory = await inventoryOf(server, token);
    expect(inventory.map((held) => held.id).sort()).toEqual([item.id, item.id, other.id].sort());
    expect(inventory.map((held) => held.myId).sort()).toEqual([...response.body.bought].sort());
  });

  it('sells at the catalog price: credits, returns the unit to stock, removes the item', async () => {
    const item = await createCatalogItem(server.ctx, { price: 875, marketCount: 2 });
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const [myId, keptId] = await grantItems(server.ctx, user.id, [item.id, item.id]);

    const response = await sell(token, { sellIds: [myId] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', message: 'storehouse_api.sold', balance: 9.75 });
    expect(await balanceOf(server, token)).toBe(9.75);
    expect(await stockOf(server, item.id)).toBe(3);
    expect(await myIdsOf(server, token)).toEqual([keptId]);

    // The sold instance is gone for good: selling it again is refused.
    const again = await sell(token, { sellIds: [myId] });
    expect(refusal(again)).toEqual({ status: 400, message: 'storehouse_api.item_unavailable' });
    expect(await balanceOf(server, token)).toBe(9.75);
  });

  it('exchanges: a sale pays for a purchase the balance alone could not cover', async () => {
    const owned = await createCatalogItem(server.ctx, { price: 4000, marketCount: 0 });
    const wanted = await createCatalogItem(server.ctx, { price: 4500, marketCount: 1 });
    const { user, token } = await createUser(server.ctx, { balance: 600 });
    const [myId] = await grantItems(server.ctx, user.id, [owned.id]);

    const alone = await buy(token, { buyIds: [wanted.id] });
    expect(refusal(alone)).toEqual({ status: 400, message: 'storehouse_api.insufficient_funds' });

    const response = await buy(token, { buyIds: [wanted.id], sellIds: [myId] });
    expect(response.status).toBe(200);
    expect(response.body.balance).toBe(1);
    expect(await balanceOf(server, token)).toBe(1);
    expect(await stockOf(server, owned.id)).toBe(1);
    expect(await stockOf(server, wanted.id)).toBe(0);
    const inventory = await inventoryOf(server, token);
    expect(inventory.map((held) => [held.id, held.myId])).toEqual([[wanted.id, response.body.bought[0]]]);
  });

  it('refuses to sell a won item and changes nothing', async () => {
    const item = await createCatalogItem(server.ctx, { price: 500, marketCount: 1 });
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const [wonId] = await grantItems(server.ctx, user.id, [item.id], { isWonItem: true });
    const [plainId] = await grantItems(server.ctx, user.id, [item.id]);
    const before = await snapshot(token, [item.id]);

    for (const body of [{ sellIds: [wonId] }, { sellIds: [plainId, wonId] }]) {
      expect(refusal(await sell(token, body))).toEqual({
        status: 400,
        message: 'storehouse_api.won_item_not_sellable',
      });
    }
    const exchange = await buy(token, { buyIds: [item.id], sellIds: [wonId] });
    expect(refusal(exchange)).toEqual({ status: 400, message: 'storehouse_api.won_item_not_sellable' });
    expect(await snapshot(token, [item.id])).toEqual(before);
    expect((await inventoryOf(server, token)).find((held) => held.myId === wonId)?.pivot.is_won_item).toBe(1);
  });

  it("refuses someone else's item, an unknown myId and a duplicated id as unavailable", async () => {
    const item = await createCatalogItem(server.ctx, { price: 500, marketCount: 1 });
    const owner = await createUser(server.ctx);
    const [theirs] = await grantItems(server.ctx, owner.user.id, [item.id]);
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const [mine] = await grantItems(server.ctx, user.id, [item.id]);
    const before = await snapshot(token, [item.id]);
    const ownerBefore = await snapshot(owner.token, [item.id]);

    for (const sellIds of [[theirs], [mine, theirs], [987654321], [mine, mine]]) {
      expect(refusal(await sell(token, { sellIds }))).toEqual({
        status: 400,
        message: 'storehouse_api.item_unavailable',
      });
    }
    expect(await snapshot(token, [item.id])).toEqual(before);
    expect(await snapshot(owner.token, [item.id])).toEqual(ownerBefore);
  });

  it('refuses unknown catalog ids and items out of stock, changing nothing', async () => {
    const soldOut = await createCatalogItem(server.ctx, { price: 100, marketCount: 0 });
    const scarce = await createCatalogItem(server.ctx, { price: 100, marketCount: 1 });
    const owned = await createCatalogItem(server.ctx, { price: 100, marketCount: 3 });
    const { user, token } = await createUser(server.ctx, { balance: 10_000 });
    const [myId] = await grantItems(server.ctx, user.id, [owned.id]);
    const before = await snapshot(token, [soldOut.id, scarce.id, owned.id]);

    expect(refusal(await buy(token, { buyIds: [2_000_000_000] }))).toEqual({
      status: 400,
      message: 'storehouse_api.items_not_found',
    });
    expect(refusal(await buy(token, { buyIds: [scarce.id, 2_000_000_000] })).message).toBe(
      'storehouse_api.items_not_found',
    );
    expect(refusal(await buy(token, { buyIds: [soldOut.id] }))).toEqual({
      status: 409,
      message: 'storehouse_api.out_of_stock',
    });
    // One unit in stock, two wanted: nothing is bought, not even the first.
    expect(refusal(await buy(token, { buyIds: [scarce.id, scarce.id] })).message).toBe('storehouse_api.out_of_stock');
    // The sale half of a failed exchange is undone as well.
    expect(refusal(await buy(token, { buyIds: [soldOut.id], sellIds: [myId] })).message).toBe(
      'storehouse_api.out_of_stock',
    );
    expect(await snapshot(token, [soldOut.id, scarce.id, owned.id])).toEqual(before);
  });

  it('refuses a purchase the balance cannot cover, all or nothing', async () => {
    const item = await createCatalogItem(server.ctx, { price: 1000, marketCount: 5 });
    const cheap = await createCatalogItem(server.ctx, { price: 10, marketCount: 5 });
    const owned = await createCatalogItem(server.ctx, { price: 200, marketCount: 5 });
    const { user, token } = await createUser(server.ctx, { balance: 1500 });
    const [myId] = await grantItems(server.ctx, user.id, [owned.id]);
    const before = await snapshot(token, [item.id, cheap.id, owned.id]);
    const ledgerBefore = await listLedgerEntries(server.ctx.db, user.id, 100);

    for (const body of [
      { buyIds: [item.id, item.id] },
      { buyIds: [cheap.id, item.id, item.id] },
      // 15.00 + 2.00 from the sale is still short of 20.00: the sale must not happen either.
      { buyIds: [item.id, item.id], sellIds: [myId] },
    ]) {
      expect(refusal(await buy(token, body))).toEqual({ status: 400, message: 'storehouse_api.insufficient_funds' });
    }
    expect(await snapshot(token, [item.id, cheap.id, owned.id])).toEqual(before);
    expect(await listLedgerEntries(server.ctx.db, user.id, 100)).toEqual(ledgerBefore);

    // With a smaller purchase the same exchange goes through.
    const exact = await buy(token, { buyIds: [item.id, cheap.id], sellIds: [myId] });
    expect(exact.status).toBe(200);
    expect(exact.body.balance).toBe(6.9);
  });

  it('refuses an empty selection with storehouse_api.no_items_selected', async () => {
    const { token } = await createUser(server.ctx, { balance: 100 });
    const empty = { status: 400, message: 'storehouse_api.no_items_selected' };
    expect(refusal(await buy(token, {}))).toEqual(empty);
    expect(refusal(await buy(token, { buyIds: [], sellIds: [] }))).toEqual(empty);
    expect(refusal(await sell(token, {}))).toEqual(empty);
    expect(refusal(await sell(token, { sellIds: [] }))).toEqual(empty);
  });

  it.each([
    ['string ids', { buyIds: ['1'] }],
    ['a string instead of a list', { buyIds: '1' }],
    ['negative ids', { buyIds: [-1] }],
    ['zero', { sellIds: [0] }],
    ['fractional ids', { buyIds: [1.5] }],
    ['101 ids', { buyIds: Array.from({ length: 101 }, () => 1) }],
    ['nested objects', { buyIds: [{ id: 1 }] }],
    ['an object instead of a list', { sellIds: { 0: 1 } }],
    ['null ids', { buyIds: [null] }],
  ])('refuses %s with a 400', async (_label, body) => {
    const item = await createCatalogItem(server.ctx, { price: 100, marketCount: 200 });
    const { token } = await createUser(server.ctx, { balance: 100_000 });
    const response = await buy(token, body);
    expect(refusal(response)).toEqual({ status: 400, message: 'app_api.invalid_request' });
    if ('sellIds' in body) {
      expect(refusal(await sell(token, body))).toEqual({ status: 400, message: 'app_api.invalid_request' });
    }
    expect(await balanceOf(server, token)).toBe(1000);
    expect(await stockOf(server, item.id)).toBe(200);
  });

  it('shows only the caller’s held items in the inventory, for app 730 only', async () => {
    const item = await createCatalogItem(server.ctx, { price: 100, marketCount: 3 });
    const { user, token } = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const mine = await grantItems(server.ctx, user.id, [item.id]);
    await grantItems(server.ctx, other.user.id, [item.id, item.id]);

    expect(await myIdsOf(server, token)).toEqual(mine);
    expect((await server.post('/api/user/getInventory', { appId: '730' }, token)).status).toBe(200);
    expect(refusal(await server.post('/api/user/getInventory', { appId: 570 }, token))).toEqual({
      status: 400,
      message: 'inventory_api.invalid_app_id',
    });
    expect(refusal(await server.post('/api/user/getInventory', { appId: 730 }))).toEqual({
      status: 401,
      message: 'user_api.unauthenticated',
    });
  });

  it('refuses guests with 401 before looking at the body', async () => {
    const item = await createCatalogItem(server.ctx, { price: 100, marketCount: 3 });
    const unauthenticated = { status: 401, message: 'user_api.unauthenticated' };
    expect(refusal(await buy(undefined, { buyIds: [item.id] }))).toEqual(unauthenticated);
    expect(refusal(await sell(undefined, { sellIds: [1] }))).toEqual(unauthenticated);
    expect(refusal(await buy('not-a-real-token-but-long-enough-to-check', { buyIds: [item.id] }))).toEqual(
      unauthenticated,
    );
    expect(await stockOf(server, item.id)).toBe(3);
  });
});
