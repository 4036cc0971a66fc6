import { describe, expect, it } from 'vitest';
import { adminWithdrawListResponse, availableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { createCatalogItem, createUser } from '../../../test/factories';
import { userRow } from '../../../test/rows.int-support';
import { useTestServer } from '../../../test/use-test-server';
import { openDebtOf } from './trade-offers.repository';
import { credit, instancesOfUser, offerRow, steamPlayer } from './trades.int-support';

/**
 * Issue 25 "Value leaves under Trade Protection": a skin deposited by trade, sold, and its value
 * taken out as another skin, before Steam reverts the trade. The one rule (trade-protection.ts)
 * keeps what leaves from taking the player's value on the site below their protected value and debt.
 */
describe('Trade Protection: every way out', () => {
  const server = useTestServer({ WITHDRAW_MIN_LEVEL: '2', JOB_POLL_MS: '600000' });
  const post = (path: string, body: unknown, token: string) => server.post(path, body, token);

  /** Step 1: a deposit by trade through the sandbox (the catalog skin at `price` cents). */
  async function depositByTrade(token: string, price: number) {
    const deposited = await createCatalogItem(server.ctx, { price, marketCount: 5 });
    const answer = await post('/api/sandbox/steam/deposit', { items: [deposited.id] }, token);
    expect(answer.status).toBe(200);
    const offer = (await offerRow(server.ctx, answer.body.offer_id))!;
    return { offerId: answer.body.offer_id as string, offer };
  }

  it('replays the issue: deposit 69.94 by trade, sell it, buy another skin, withdraw it → refused; the revert leaves no uncollectable debt', async () => {
    const { user, token } = await steamPlayer(server.ctx, { level: 2 });
    const { offerId, offer } = await depositByTrade(token, 6_994);
    const [deposited] = await instancesOfUser(server.ctx, user.id);

    // 2. Sold to the storehouse at its full price.
    expect((await post('/api/user/sell', { sellIds: [deposited!.id] }, token)).status).toBe(200);
    expect((await userRow(server.ctx, user.id)).balance).toBe(6_994);

    // 3. Another skin bought with the proceeds, and sent out by trade: refused, it would take the
    // protected value with it. The answer says when enough of it is free.
    const other = await createCatalogItem(server.ctx, { price: 6_992, marketCount: 5 });
    const bought = await post('/api/user/buy', { buyIds: [other.id], sellIds: [] }, token);
    expect(bought.status).toBe(200);
    const otherId = (bought.body.bought as number[])[0]!;
    const send = await post('/api/withdraws/send', { items: { [otherId]: {} } }, token);
    expect(send).toEqual({
      status: 400,
      body: {
        status: 'error',
        message: 'inventory_api.item_protected',
        params: { until: offer.protectedUntil!.toISOString() },
      },
    });
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['sold', 'available']);

    // The withdraw modal says the same: nothing can leave, and when the protected value frees up.
    const available = availableWithdrawResponse.parse((await post('/api/user/getAvailableWithdraw', {}, token)).body);
    expect(available).toMatchObject({
      balance: 0.02,
      protected: 69.94,
      available: 0,
      protected_until: offer.protectedUntil!.toISOString(),
      protected_releases: [{ amount: 69.94, until: offer.protectedUntil!.toISOString() }],
    });

    // 4. Steam reverts the trade: the skin that did not leave still covers what is owed.
    expect((await post('/api/sandbox/steam/revert', { offerId }, token)).status).toBe(200);
    const debt = await openDebtOf(server.ctx.db, user.id);
    const { balance } = await userRow(server.ctx, user.id);
    expect(debt).toBe(6_992);
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['sold', 'available']);
    expect(debt).toBeLessThanOrEqual(balance + other.price);
    // Selling it pays the debt in full at the next withdrawal: nothing is uncollectable.
    expect((await post('/api/user/sell', { sellIds: [otherId] }, token)).status).toBe(200);
    expect((await userRow(server.ctx, user.id)).balance).toBeGreaterThanOrEqual(debt);
  });

  it('the same through the site sale: the payout cannot leave as a skin either', async () => {
    const { user, token } = await steamPlayer(server.ctx, { level: 2 });
    const { offer } = await depositByTrade(token, 6_994);
    const [deposited] = await instancesOfUser(server.ctx, user.id);
    const sale = await post('/api/withdraws/sell', { items: [deposited!.id] }, token);
    expect(sale.status).toBe(200);
    const cheaper = await createCatalogItem(server.ctx, { price: Math.round(sale.body.amount * 100) - 1 });
    const bought = await post('/api/user/buy', { buyIds: [cheaper.id], sellIds: [] }, token);
    const id = (bought.body.bought as number[])[0]!;
    expect((await post('/api/withdraws/send', { items: { [id]: {} } }, token)).body).toEqual({
      status: 'error',
      message: 'inventory_api.item_protected',
      params: { until: offer.protectedUntil!.toISOString() },
    });
  });

  it('lets a skin leave when the rest of the player’s value on the site covers the protected value', async () => {
    const { user, token } = await steamPlayer(server.ctx, { level: 2 });
    await depositByTrade(token, 5_000);
    const [deposited] = await instancesOfUser(server.ctx, user.id);
    expect((await post('/api/user/sell', { sellIds: [deposited!.id] }, token)).status).toBe(200);
    const other = await createCatalogItem(server.ctx, { price: 2_000 });
    const id = (await post('/api/user/buy', { buyIds: [other.id], sellIds: [] }, token)).body.bought[0] as number;
    // $30 on the balance + the $20 skin = $50 on the site; $50 protected: the skin cannot leave…
    expect((await post('/api/withdraws/send', { items: { [id]: {} } }, token)).body.message).toBe(
      'inventory_api.item_protected',
    );
    // …until $20 more is on the site (money that is not itself protected, nor a credit still to
    // wager: a deposit's would have to stay too — trades/exit-rule.ts).
    await credit(server.ctx, user.id, 2_000, 'adjustment');
    const sent = await post('/api/withdraws/send', { items: { [id]: {} } }, token);
    expect(sent.status).toBe(200);
    // Its $20 is now gone from the site, so no money can leave either ($50 left, $50 protected).
    const available = availableWithdrawResponse.parse((await post('/api/user/getAvailableWithdraw', {}, token)).body);
    expect(available).toMatchObject({ balance: 50, protected: 50, available: 0 });

    // The moderation queue shows the operator the player's protected value and debt beside it.
    const admin = await createUser(server.ctx, { isAdmin: true });
    const queue = adminWithdrawListResponse.parse((await post('/api/admin/withdrawals/list', {}, admin.token)).body);
    expect(queue.withdraws.find((row) => row.id === sent.body.withdraw.id)?.player).toEqual({
      protected: 50,
      protected_until: available.protected_until,
      debt: 0,
    });
  });

  it('refuses a money withdrawal the rule would not allow, with the most that can leave and when more frees up', async () => {
    const { user, token } = await steamPlayer(server.ctx, { level: 2 });
    const { offer } = await depositByTrade(token, 3_000);
    const [deposited] = await instancesOfUser(server.ctx, user.id);
    await credit(server.ctx, user.id, 1_000, 'deposit');
    // $40 on the balance, $10 of it unwagered, $30 protected: the two add up, nothing can leave
    // until the protection ends (issue 25: the lesser of the two let $10 leave).
    expect((await post('/api/user/sell', { sellIds: [deposited!.id] }, token)).status).toBe(200);
    const refused = await post(
      '/api/user/createWithdraw',
      { sum: 20, wallet: '4111 1111 1111 1111', system: 5 },
      token,
    );
    expect(refused.body).toMatchObject({
      status: 'error',
      message: 'withdrawal_api.protected',
      params: { max: 0, until: offer.protectedUntil!.toISOString() },
    });
  });
});
