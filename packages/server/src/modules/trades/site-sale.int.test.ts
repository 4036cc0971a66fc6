import { describe, expect, it } from 'vitest';
import { siteSaleResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { createCatalogItem, grantItems } from '../../test/factories';
import { stockOf, userRow } from '../../test/rows.int-support';
import { useTestServer } from '../../test/use-test-server';
import { protectedValueOf } from './trade-offers.repository';
import { fakeSteam, instancesOfUser, steamPlayer, transfersByKey } from './trades.int-support';

/** `/api/withdraws/sell`: skins, won ones too, sold to the site at their price less the 20 % fee. */
describe('sale to the site at the fee', () => {
  const server = useTestServer();
  const sell = (token: string, items: unknown) => server.post('/api/withdraws/sell', { items }, token);

  it('pays each skin’s price less its fee (rounded half up per skin), books the fee, and restocks the skins', async () => {
    const { user, token } = await steamPlayer(server.ctx, { deposit: 100 });
    const odd = await createCatalogItem(server.ctx, { price: 499, marketCount: 3 });
    const round = await createCatalogItem(server.ctx, { price: 1_000, marketCount: 0 });
    const [won] = await grantItems(server.ctx, user.id, [odd.id], { isWonItem: true });
    const [plain] = await grantItems(server.ctx, user.id, [round.id]);

    const answer = await sell(token, [won, plain]);
    expect(answer.status).toBe(200);
    // $4.99: fee 0.998 → $1.00, payout $3.99; $10.00: fee $2.00, payout $8.00.
    expect(siteSaleResponse.strict().parse(answer.body)).toEqual({
      status: 'success',
      amount: 11.99,
      fee: 3,
      balance: 12.99,
    });
    expect((await userRow(server.ctx, user.id)).balance).toBe(1_299);
    const key = `skin_sale:${won}:2`;
    expect(await transfersByKey(server.ctx, [key, `${key}:fee`])).toEqual([
      { key, kind: 'skin_sale', amount: 1_199 },
      { key: `${key}:fee`, kind: 'skin_sale', amount: 300 },
    ]);
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['sold', 'sold']);
    expect([await stockOf(server.ctx, odd.id), await stockOf(server.ctx, round.id)]).toEqual([4, 1]);
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

    expect((await sell(token, [deposited!.id])).body).toMatchObject({ amount: 20, fee: 5 });
    // The deposit counted $25.00: that much of the balance cannot leave yet.
    expect(await protectedValueOf(server.ctx.db, user.id)).toBe(2_500);
  });
});
