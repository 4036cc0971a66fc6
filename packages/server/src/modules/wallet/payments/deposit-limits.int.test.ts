import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import { depositOrders } from '../../../db/schema';
import { createCatalogItem, createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { fakeSteam, instancesOfUser, notificationNames, offerRow, steamPlayer } from '../trades/trades.int-support';
import {
  PROVIDER_ENV,
  balanceOf,
  createOrder,
  freekassaNotification,
  orderRow,
  sendNotification,
} from './payments.int-support';

const { Accepted, Declined } = TRADE_OFFER_STATE;

/**
 * The deposit limit on every deposit path (docs/payments/deposits.md "Deposit limit"): gross
 * deposits credited in the window plus orders and offers still open; "exactly at" is accepted and
 * one cent over refused with `rg_api.deposit_limit {left}`; an order made within the limit is
 * credited whatever the limit says when its payment arrives.
 */
describe('deposit limits', () => {
  const server = useTestServer(PROVIDER_ENV);
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  const order = (token: string, sum: number) =>
    server.post('/api/payment/sum/create', { sum, depositMethod: 'Cardru' }, token);
  const cardOrder = (token: string, sum: number) =>
    server.post('/api/payment/card/create', { sum, receipt: `receipt-${token.slice(0, 12)}-${sum}` }, token);
  const manualCredit = (userId: number, amount: number, reference: string) =>
    server.post('/api/admin/deposits/manual', { user_id: userId, amount, reference }, admin.token);
  const overLimit = (left: number) => ({
    status: 400,
    body: { status: 'error', message: 'rg_api.deposit_limit', params: { left } },
  });
  const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

  async function setLimit(token: string, period: 'day' | 'week' | 'month', amount: number) {
    const response = await server.post('/api/user/limits/set', { kind: 'deposit', period, amount }, token);
    expect(response.status).toBe(200);
  }

  /** The deposit limit's `used` per period, as the player's limits page reads it. */
  async function usedOf(token: string) {
    const response = await server.post('/api/user/limits/get', {}, token);
    const limits = response.body.limits as Array<{ kind: string; period: string; used: number }>;
    return Object.fromEntries(limits.filter((row) => row.kind === 'deposit').map((row) => [row.period, row.used]));
  }

  /** Pays an order as Free-Kassa would (a signed notification): answers the provider's acknowledgement. */
  async function pay(orderId: number) {
    const row = await orderRow(server, orderId);
    const request = freekassaNotification({ orderId, paymentId: `fk-${orderId}`, amount: row.amount });
    return (await sendNotification(server, 'freekassa', request)).text;
  }

  it('accepts an order exactly at the limit, refuses one cent over with what is left; open orders count', async () => {
    const { token } = await createUser(server.ctx);
    await setLimit(token, 'day', 50);
    expect((await order(token, 30)).status).toBe(200);
    // The pending order of 30 is not paid, and still counts: 20 left.
    expect(answer(await order(token, 20.01))).toEqual(overLimit(20));
    expect((await order(token, 20)).status).toBe(200);
    // Nothing left: the method's minimum (1) is refused by the limit, not by the minimum.
    expect(answer(await order(token, 1))).toEqual(overLimit(0));
    expect(await usedOf(token)).toEqual({ day: 50, week: 50, month: 50 });
  });

  it('lets an abandoned open order reserve only in the windows it was made in', async () => {
    const { token } = await createUser(server.ctx);
    const { transaction_id: id } = await createOrder(server, token, { sum: 40, depositMethod: 'Cardru' });
    // Left pending for two days: nothing cancels it, so it stops reserving the 24 hours (not the week).
    await server.ctx.db
      .update(depositOrders)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(depositOrders.id, id));
    await setLimit(token, 'week', 60);
    await setLimit(token, 'day', 50);
    expect(await usedOf(token)).toEqual({ day: 0, week: 40, month: 40 });
    expect(answer(await order(token, 20.01))).toEqual(overLimit(20));
    expect((await order(token, 20)).status).toBe(200);
  });

  it('credits the payment of an order made within the limit though the limit was lowered since', async () => {
    const { user, token } = await createUser(server.ctx);
    await setLimit(token, 'day', 100);
    const { transaction_id: id } = await createOrder(server, token, { sum: 80, depositMethod: 'Cardru' });
    // Lowering takes effect at once: the order already made keeps its reservation.
    await setLimit(token, 'day', 10);
    expect(await pay(id)).toBe('YES');
    expect(await orderRow(server, id)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(server, user.id)).toBe(8_000);
    expect(answer(await order(token, 1))).toEqual(overLimit(0));
  });

  it('counts credited deposits in their rolling windows by the database clock; the lowest room left wins', async () => {
    const { user, token } = await createUser(server.ctx);
    const { transaction_id: id } = await createOrder(server, token, { sum: 40, depositMethod: 'Cardru' });
    expect(await pay(id)).toBe('YES');
    // Paid two days ago: outside the 24 hours, inside the week and the month.
    await server.ctx.db
      .update(depositOrders)
      .set({ paidAt: sql`now() - interval '2 days'` })
      .where(eq(depositOrders.id, id));
    await setLimit(token, 'month', 200);
    await setLimit(token, 'week', 70);
    await setLimit(token, 'day', 50);
    // Day: 50 left; week: 30 left; month: 160 left — the week binds.
    expect(answer(await order(token, 30.01))).toEqual(overLimit(30));
    expect((await order(token, 30)).status).toBe(200);
    expect(await usedOf(token)).toEqual({ day: 30, week: 70, month: 70 });

    // An operator's manual credit is the player's deposit too: it counts, and meets the limit.
    const player = await createUser(server.ctx);
    await setLimit(player.token, 'week', 25);
    expect((await manualCredit(player.user.id, 20, `bank-${player.user.id}-1`)).status).toBe(200);
    expect(answer(await manualCredit(player.user.id, 5.01, `bank-${player.user.id}-2`))).toEqual(overLimit(5));
    expect(answer(await order(player.token, 5.01))).toEqual(overLimit(5));
    // Sent again, the first credit is a replay: it answers as before, not as a refusal.
    const replay = await manualCredit(player.user.id, 20, `bank-${player.user.id}-1`);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ credited: false });
    expect(await balanceOf(server, player.user.id)).toBe(2_000);
    expect(await balanceOf(server, user.id)).toBe(4_000);
  });

  it('counts card-wallet orders in review, and refuses one over the limit', async () => {
    const { token } = await createUser(server.ctx);
    await setLimit(token, 'day', 25);
    const first = await cardOrder(token, 20);
    expect(first.status).toBe(200);
    expect(answer(await cardOrder(token, 5.01))).toEqual(overLimit(5));
    // Approved, it moves from open to credited: still 5 left.
    expect((await server.post('/api/admin/deposits/approve', { id: first.body.order.id }, admin.token)).status).toBe(
      200,
    );
    expect(answer(await order(token, 5.01))).toEqual(overLimit(5));
    expect((await cardOrder(token, 5)).status).toBe(200);
  });

  it('lets only what fits through when orders race', async () => {
    const { token } = await createUser(server.ctx);
    await setLimit(token, 'day', 50);
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(token, 20)));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 200, 400, 400, 400]);
    expect(answers.filter((response) => response.status === 400).map((response) => response.body.params)).toEqual([
      { left: 10 },
      { left: 10 },
      { left: 10 },
    ]);
  });

  it('counts skin deposits by value and declines a skin offer that does not fit', async () => {
    const steam = fakeSteam(server);
    const sync = () => server.ctx.services.trades.poller.syncOnce();
    const { user, token, steamId } = await steamPlayer(server.ctx);
    await setLimit(token, 'day', 10);
    const [knife, gloves] = [
      await createCatalogItem(server.ctx, { price: 800 }),
      await createCatalogItem(server.ctx, { price: 300 }),
    ];
    const credited = steam.playerSendsOffer({ partnerSteamId: steamId, items: [knife.marketHashName] });
    await sync();
    expect(await offerRow(server.ctx, credited.id)).toMatchObject({ state: Accepted, value: 800 });
    // Skins by value: 8 of the 10 are used.
    expect(answer(await order(token, 2.01))).toEqual(overLimit(2));

    const refused = steam.playerSendsOffer({ partnerSteamId: steamId, items: [gloves.marketHashName] });
    await sync();
    expect((await steam.getOffer(refused.id))?.state).toBe(Declined);
    expect(await offerRow(server.ctx, refused.id)).toBeUndefined();
    expect((await instancesOfUser(server.ctx, user.id)).map((item) => item.itemId)).toEqual([knife.id]);
    // Steam only shows "declined": the site says why.
    expect(await notificationNames(server.ctx, user.id)).toContainEqual({
      name: 'notification.skin_deposit_over_limit',
      params: { amount: 3, left: 2 },
    });
    expect((await order(token, 2)).status).toBe(200);
  });

  it('declines every deposit of a player on a time-out, skins and an operator’s credit included', async () => {
    const steam = fakeSteam(server);
    const { user, token, steamId } = await steamPlayer(server.ctx);
    const exclusion = await server.post('/api/user/exclusion/set', { kind: 'timeout', days: 1 }, token);
    expect(exclusion.status).toBe(200);
    const skin = await createCatalogItem(server.ctx, { price: 100 });
    const offer = steam.playerSendsOffer({ partnerSteamId: steamId, items: [skin.marketHashName] });
    await server.ctx.services.trades.poller.syncOnce();
    expect((await steam.getOffer(offer.id))?.state).toBe(Declined);
    expect(await notificationNames(server.ctx, user.id)).toContainEqual({
      name: 'notification.skin_deposit_excluded',
      params: { amount: 1 },
    });
    const credit = await manualCredit(user.id, 10, `bank-timeout-${user.id}`);
    expect({ status: credit.status, message: credit.body.message }).toEqual({
      status: 403,
      message: 'rg_api.excluded',
    });
    expect(await balanceOf(server, user.id)).toBe(0);
  });
});
