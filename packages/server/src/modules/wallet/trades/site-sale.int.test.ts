import { describe, expect, it } from 'vitest';
import { siteSaleResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { createCatalogItem, grantItems } from '../../../test/factories';
import { stockOf, userRow } from '../../../test/rows.int-support';
import { useTestServer } from '../../../test/use-test-server';
import { protectedValueOf } from './trade-offers.repository';
import { fakeSteam, instancesOfUser, steamPlayer, transfersByKey } from './trades.int-support';

/**
 * `/api/withdraws/sell`: a skin the storehouse buys at full price sells to the site at that same
 * full price; only won skins (which nothing else buys) pay the 20 % site-sale fee.
 */
describe('sale to the site', () => {
  const server = useTestServer();
  const sell = (token: string, items: unknown) => server.post('/api/withdraws/sell', { items }, token);

  it('pays a won skin its price less the fee (rounded half up per skin) and any other skin its full price, books the fee, and restocks the skins', async () => {
    const { user, token } = await steamPlayer(server.ctx, { deposit: 100 });
    const odd = await createCatalogItem(server.ctx, { price: 499, marketCount: 3 });
    const round = await createCatalogItem(server.ctx, { price: 1_000, marketCount: 0 });
    const [won] = await grantItems(server.ctx, user.id, [odd.id], { isWonItem: true });
    const [plain] = await grantItems(server.ctx, user.id, [round.id]);

    const answer = await sell(token, [won, plain]);
    expect(answer.status).toBe(200);
    // Won $4.99: fee 0.998 → $1.00, payout $3.99; plain $10.00: no fee, payout $10.00.
    expect(siteSaleResponse.strict().parse(answer.body)).toEqual({
      status: 'success',
      amount: 13.99,
      fee: 1,
      balance: 14.99,
    });
    expect((await userRow(server.ctx, user.id)).balance).toBe(1_499);
    const key = `skin_sale:${won}:2`;
    expect(await transfersByKey(server.ctx, [key, `${key}:fee`])).toEqual([
      { key, kind: 'skin_sale', amount: 1_399 },
      { key: `${key}:fee`, kind: 'skin_sale', amount: 100 },
    ]);
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['sold', 'sold']);
    expect([await stockOf(server.ctx, odd.id), await stockOf(server.ctx, round.id)]).toEqual([4, 1]);
  });

  it('gives the same amount for the same skin whichever way it is sold: storehouse, site sale, or with a withdrawal', async () => {
    const item = await createCatalogItem(server.ctx, { price: 6_994 });
    const viaStorehouse = await steamPlayer(server.ctx);
    const viaSiteSale = await steamPlayer(server.ctx);
    const [first] = await grantItems(server.ctx, viaStorehouse.user.id, [item.id]);
    const [second] = await grantItems(server.ctx, viaSiteSale.user.id, [item.id]);

    expect((await server.post('/api/user/sell', { sellIds: [first] }, viaStorehouse.token)).status).toBe(200);
    expect((await sell(viaSiteSale.token, [second])).body).toMatchObject({ amount: 69.94, fee: 0 });
    expect((await userRow(server.ctx, viaSiteSale.user.id)).balance).toBe(
      (await userRow(server.ctx, viaStorehouse.user.id)).balance,
    );
    expect((await userRow(server.ctx, viaSiteSale.user.id)).balance).toBe(6_994);
  });

  it('sells a won skin only to the site, at its one price: the storehouse and a withdrawal’s sale refuse it', async () => {
    const { user, token } = await steamPlayer(server.ctx, { deposit: 10_000, level: 99 });
    const item = await createCatalogItem(server.ctx, { price: 2_000 });
    const [won] = await grantItems(server.ctx, user.id, [item.id], { isWonItem: true });
    const refused = { status: 'error', message: 'storehouse_api.won_item_not_sellable' };
    expect((await server.post('/api/user/sell', { sellIds: [won] }, token)).body).toEqual(refused);
    const withdrawal = { sum: 10, system: 1, wallet: `0x${'a'.repeat(40)}`, items: [won] };
    expect((await server.post('/api/user/createWithdraw', withdrawal, token)).body).toEqual(refused);
    expect((await sell(token, [won])).body).toMatchObject({ amount: 16, fee: 4 });
  });

  it('refuses skins that are not the player’s available ones, and an empty sale', async () => {
    const { user, token } = await steamPlayer(server.ctx);
    const other = await steamPlayer(server.ctx);
    const item = await createCatalogItem(server.ctx, { price: 200 });
    const [mine] = await grantItems(server.ctx, user.id, [item.id]);
    const [theirs] = await grantItems(server.ctx, other.user.id, [item.id]);
    const notFound = { status: 400, body: { status: 'error', message: 'inventory_api.item_not_found' } };
    expect(await sell(token, [theirs])).toEqual(notFound);
    expect(await sell(token, [mine, theirs])).toEqual(notFound);
    expect(await sell(token, [mine, mine])).toEqual(notFound);
    expect(await sell(token, [])).toEqual({
      status: 400,
      body: { status: 'error', message: 'storehouse_api.no_items_selected' },
    });
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['available']);
    expect((await userRow(server.ctx, user.id)).balance).toBe(0);
  });

  it('sells a skin still under Trade Protection: its payout is protected value until the 7 days end', async () => {
    const { user, token, steamId } = await steamPlayer(server.ctx);
    const item = await createCatalogItem(server.ctx, { price: 2_500 });
    fakeSteam(server).playerSendsOffer({ partnerSteamId: steamId, items: [item.marketHashName] });
    await server.ctx.services.trades.poller.syncOnce();
    const [deposited] = await instancesOfUser(server.ctx, user.id);
    expect(deposited!.protectedUntil).not.toBeNull();
    expect(await protectedValueOf(server.ctx.db, user.id)).toBe(0);

    expect((await sell(token, [deposited!.id])).body).toMatchObject({ amount: 25, fee: 0 });
    // The deposit counted $25.00: that much of the balance cannot leave yet.
    expect(await protectedValueOf(server.ctx.db, user.id)).toBe(2_500);
  });
});
