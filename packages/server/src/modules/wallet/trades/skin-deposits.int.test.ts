import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRADE_OFFER_STATE, TRADE_PROTECTION_MS } from '@skinbet/shared/wallet';
import { tradeOffers } from '../../../db/schema';
import { coloursOf, finish, freshRound, setBet, spin } from '../../../games/wheel/wheel.int-support';
import { createCatalogItem, grantItems } from '../../../test/factories';
import { userRow } from '../../../test/rows.int-support';
import { useTestServer } from '../../../test/use-test-server';
import { createTradePoller } from './trade-poller';
import { hasSkinDeposit, openDebtOf, protectedValueOf, savePollData } from './trade-offers.repository';
import {
  credit,
  debtsOf,
  fakeSteam,
  instancesOfUser,
  itemEventReasons,
  notificationNames,
  offerRow,
  steamPlayer,
  transfersByKey,
} from './trades.int-support';

const { Active, Accepted, Declined, Reverted } = TRADE_OFFER_STATE;

/**
 * Skin deposits through the fake Steam (the default gateway): an offer to the bot becomes
 * inventory once, protected 7 days; Steam's reversal (state 12) takes the skins back or their
 * value, and what the balance cannot cover becomes a debt that blocks withdrawals.
 */
describe('skin deposits', () => {
  const server = useTestServer({ WHEEL_MIN_BET: '0.01', WHEEL_MAX_BET: '1000', WHEEL_BETTING_MS: '60000' });
  const sync = () => server.ctx.services.trades.poller.syncOnce();
  const catalogItem = (price: number) => createCatalogItem(server.ctx, { price });

  it('accepts an offer that only gives skins and credits it once, however often Steam reports it accepted', async () => {
    const steam = fakeSteam(server);
    const { user, token, steamId } = await steamPlayer(server.ctx);
    const [knife, gloves] = [await catalogItem(500), await catalogItem(300)];
    const offer = steam.playerSendsOffer({
      partnerSteamId: steamId,
      items: [knife.marketHashName, gloves.marketHashName],
    });

    expect(await sync()).toEqual({ changes: 1, failed: 0 });
    expect((await steam.getOffer(offer.id))?.state).toBe(Accepted);
    const row = (await offerRow(server.ctx, offer.id))!;
    expect(row).toMatchObject({ direction: 'deposit', userId: user.id, state: Accepted, value: 800, revertedAt: null });
    // Protected for exactly 7 days from the crediting (database clock).
    expect(row.protectedUntil!.getTime() - row.creditedAt!.getTime()).toBe(TRADE_PROTECTION_MS);
    const held = await instancesOfUser(server.ctx, user.id);
    expect(held.map((item) => [item.itemId, item.status, item.protectedUntil?.getTime()])).toEqual([
      [knife.id, 'available', row.protectedUntil!.getTime()],
      [gloves.id, 'available', row.protectedUntil!.getTime()],
    ]);
    expect(await itemEventReasons(server.ctx, held[0]!.id)).toEqual(['skin_deposit:available']);
    // Playable at once: the inventory shows them.
    const inventory = await server.post('/api/user/getInventory', { appId: 730 }, token);
    expect(inventory.body.items.map((item: { myId: number }) => item.myId).sort()).toEqual(
      held.map((item) => item.id).sort(),
    );
    expect(await hasSkinDeposit(server.ctx.db, user.id)).toBe(true);
    // Still held as skins: nothing of their value is on the balance.
    expect(await protectedValueOf(server.ctx.db, user.id)).toBe(0);

    // Steam repeats itself: the poll data from before (a restart that had not saved it), a
    // flip back to Active and to Accepted again, and a burst of the same report.
    await savePollData(server.ctx.db, 'poll:fake', { received: { [offer.id]: Active } });
    expect(await sync()).toEqual({ changes: 1, failed: 0 });
    steam.setState(offer.id, Active);
    await sync();
    steam.setState(offer.id, Accepted);
    await sync();
    await Promise.all(
      Array.from({ length: 5 }, () => server.ctx.services.trades.deposits.applyState(offer.id, Accepted)),
    );
    expect(await instancesOfUser(server.ctx, user.id)).toHaveLength(2);
    expect((await notificationNames(server.ctx, user.id)).map((n) => n.name)).toEqual([
      'notification.skin_deposit_credited',
    ]);

    // Another node's poller (or this one after a restart) reads the saved poll data: nothing to redo.
    const restarted = createTradePoller({
      db: server.ctx.db,
      gateway: steam,
      deposits: server.ctx.services.trades.deposits,
      withdrawalOffers: server.ctx.services.trades.withdrawalOffers,
      intervalMs: 60_000,
      log: server.ctx.log,
    });
    expect(await restarted.syncOnce()).toEqual({ changes: 0, failed: 0 });
  });

  it('declines offers it must not take, and records nothing of them', async () => {
    const steam = fakeSteam(server);
    const { steamId } = await steamPlayer(server.ctx);
    const knife = await catalogItem(500);
    const asksForOurs = steam.playerSendsOffer({
      partnerSteamId: steamId,
      items: [knife.marketHashName],
      itemsToGive: [knife.marketHashName],
    });
    const stranger = steam.playerSendsOffer({ partnerSteamId: '76561199999999999', items: [knife.marketHashName] });
    const unknownSkin = steam.playerSendsOffer({ partnerSteamId: steamId, items: ['Not A Real Skin (Factory New)'] });
    await sync();
    for (const offer of [asksForOurs, stranger, unknownSkin]) {
      expect((await steam.getOffer(offer.id))?.state).toBe(Declined);
      expect(await offerRow(server.ctx, offer.id)).toBeUndefined();
    }
  });

  it('takes the skins back when Steam reverts a deposit the player still holds, once', async () => {
    const steam = fakeSteam(server);
    const { user, steamId } = await steamPlayer(server.ctx, { deposit: 1_000 });
    const knife = await catalogItem(700);
    const offer = steam.playerSendsOffer({ partnerSteamId: steamId, items: [knife.marketHashName] });
    await sync();
    const [instance] = await instancesOfUser(server.ctx, user.id);

    steam.revert(offer.id);
    expect(await sync()).toEqual({ changes: 1, failed: 0 });
    const row = (await offerRow(server.ctx, offer.id))!;
    expect(row.state).toBe(Reverted);
    expect(row.revertedAt).not.toBeNull();
    expect((await instancesOfUser(server.ctx, user.id)).map((item) => item.status)).toEqual(['reverted']);
    expect(await itemEventReasons(server.ctx, instance!.id)).toEqual([
      'skin_deposit:available',
      'trade_reversal:reverted',
    ]);
    // Nothing was debited, nothing is owed, and the deposit no longer counts.
    expect(await transfersByKey(server.ctx, [`trade:${row.id}:reversal`])).toEqual([]);
    expect((await userRow(server.ctx, user.id)).balance).toBe(1_000);
    expect(await debtsOf(server.ctx, user.id)).toEqual([]);
    expect(await hasSkinDeposit(server.ctx.db, user.id)).toBe(false);

    // The reversal reported again changes nothing.
    await savePollData(server.ctx.db, 'poll:fake', { received: { [offer.id]: Accepted } });
    expect(await sync()).toEqual({ changes: 1, failed: 0 });
    expect(await itemEventReasons(server.ctx, instance!.id)).toHaveLength(2);
    expect((await notificationNames(server.ctx, user.id)).map((n) => n.name)).toEqual([
      'notification.skin_deposit_credited',
      'notification.trade_reverted',
    ]);
  });

  it('debits the value of skins already lost in a game, records the shortfall as a debt, and blocks withdrawals until it is paid', async () => {
    const steam = fakeSteam(server);
    const { user, token, steamId } = await steamPlayer(server.ctx, { deposit: 200 });
    const [knife, gloves] = [await catalogItem(500), await catalogItem(300)];
    const offer = steam.playerSendsOffer({
      partnerSteamId: steamId,
      items: [knife.marketHashName, gloves.marketHashName],
    });
    await sync();
    const [knifeId, glovesId] = (await instancesOfUser(server.ctx, user.id)).map((item) => item.id);

    // The knife is staked on the wheel at once (deposited skins are playable) and lost.
    const round = await freshRound(server.ctx);
    const bet = await setBet(server, token, { items: [knifeId], color: coloursOf(round).other });
    expect(bet.status).toBe(200);
    await spin(server.ctx, round.id);
    await finish(server.ctx, round.id);
    expect((await instancesOfUser(server.ctx, user.id)).map((item) => item.status)).toEqual(['lost', 'available']);
    // Its value has left the skin: it stays on the balance while protected.
    expect(await protectedValueOf(server.ctx.db, user.id)).toBe(500);

    steam.revert(offer.id);
    await sync();
    const row = (await offerRow(server.ctx, offer.id))!;
    // Gloves still held: back. Knife gone: $5.00 owed, $2.00 of it from the balance, $3.00 a debt.
    expect((await instancesOfUser(server.ctx, user.id)).map((item) => [item.id, item.status])).toEqual([
      [knifeId, 'lost'],
      [glovesId, 'reverted'],
    ]);
    expect(await transfersByKey(server.ctx, [`trade:${row.id}:reversal`])).toEqual([
      { key: `trade:${row.id}:reversal`, kind: 'trade_reversal', amount: 200 },
    ]);
    expect((await userRow(server.ctx, user.id)).balance).toBe(0);
    expect(
      (await debtsOf(server.ctx, user.id)).map((debt) => [debt.amount, debt.tradeOfferId, debt.settledAt]),
    ).toEqual([[300, row.id, null]]);
    expect(await openDebtOf(server.ctx.db, user.id)).toBe(300);
    expect(await protectedValueOf(server.ctx.db, user.id)).toBe(0);
    expect((await notificationNames(server.ctx, user.id)).at(-1)).toEqual({
      name: 'notification.trade_reverted',
      params: { returned: 1, debited: 2, debt: 3 },
    });

    // Reported twice more: still one debit, one debt.
    await savePollData(server.ctx.db, 'poll:fake', { received: { [offer.id]: Accepted } });
    await sync();
    await server.ctx.services.trades.deposits.applyState(offer.id, Reverted);
    expect(await transfersByKey(server.ctx, [`trade:${row.id}:reversal`])).toHaveLength(1);
    expect(await debtsOf(server.ctx, user.id)).toHaveLength(1);

    // The debt blocks a skin withdrawal (and money ones: modules/wallet/withdrawals reads openDebtOf).
    const [plain] = await grantItems(server.ctx, user.id, [(await catalogItem(150)).id]);
    const send = (id: number) => server.post('/api/withdraws/send', { items: { [id]: {} } }, token);
    expect(await send(plain!)).toEqual({
      status: 400,
      body: { status: 'error', message: 'inventory_api.debt', params: { amount: 3 } },
    });
    // Once the balance covers it, it is paid first, and the withdrawal goes ahead.
    await credit(server.ctx, user.id, 450);
    const sent = await send(plain!);
    expect(sent.status).toBe(200);
    expect(sent.body.withdraw).toMatchObject({ type: 'skin', status: 'moderation', amount: 1.5 });
    expect(await transfersByKey(server.ctx, [`trade:${row.id}:debt`])).toEqual([
      { key: `trade:${row.id}:debt`, kind: 'trade_reversal', amount: 300 },
    ]);
    expect((await userRow(server.ctx, user.id)).balance).toBe(150);
    expect(await openDebtOf(server.ctx.db, user.id)).toBe(0);
  });

  it('matches a demo account (no Steam id) by the partner of its trade URL, through the sandbox control', async () => {
    const login = await fetch(`${server.url}/api/auth/test-login?name=TradeDemo${process.pid}`);
    const { api_token: token } = (await login.json()) as { api_token: string };
    const knife = await catalogItem(900);
    const deposit = (items: number[]) => server.post('/api/sandbox/steam/deposit', { items }, token);
    expect(await deposit([knife.id])).toEqual({
      status: 400,
      body: { status: 'error', message: 'deposit_api.trade_url_needed' },
    });
    const tradeLink = 'https://steamcommunity.com/tradeoffer/new/?partner=987654321&token=DemoTok1';
    expect((await server.post('/api/user/saveUrl', { trade_link: tradeLink }, token)).status).toBe(200);
    const answer = await deposit([knife.id]);
    expect(answer.body).toEqual({ status: 'success', offer_id: expect.any(String), state: Accepted });
    const [row] = await server.ctx.db
      .select()
      .from(tradeOffers)
      .where(eq(tradeOffers.steamOfferId, answer.body.offer_id));
    expect(row).toMatchObject({ direction: 'deposit', value: 900, state: Accepted });
    expect(await deposit([999_999_999])).toEqual({
      status: 400,
      body: { status: 'error', message: 'inventory_api.market_not_found' },
    });

    // The sandbox's revert control: Steam takes the knife back.
    const reverted = await server.post('/api/sandbox/steam/revert', { offerId: answer.body.offer_id }, token);
    expect(reverted.body).toEqual({ status: 'success', offer_id: answer.body.offer_id, state: Reverted });
    expect((await instancesOfUser(server.ctx, row!.userId)).find((item) => item.itemId === knife.id)?.status).toBe(
      'reverted',
    );
    const again = await server.post('/api/sandbox/steam/revert', { offerId: answer.body.offer_id }, token);
    expect(again).toEqual({ status: 409, body: { status: 'error', message: 'deposit_api.not_revertible' } });
  });
});
