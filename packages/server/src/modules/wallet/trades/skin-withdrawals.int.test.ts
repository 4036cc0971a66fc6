import { beforeAll, describe, expect, it } from 'vitest';
import { skinWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import { findJobByKey } from '../../../platform/jobs/jobs.repository';
import { eventually } from '../../../platform/jobs/jobs.int-support';
import { createCatalogItem, createUser, grantItems } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { findOfferByWithdrawal } from './skin-withdrawals.repository';
import { savePollData } from './trade-offers.repository';
import {
  fakeSteam,
  instancesOfUser,
  itemEventReasons,
  notificationNames,
  steamPlayer,
  withdrawalRow,
} from './trades.int-support';

const { Active, Expired } = TRADE_OFFER_STATE;

/**
 * Skin withdrawals by trade offer through the fake Steam: the player's request
 * (docs/payments/steam-trades.md "Withdrawals by trade"), the operator's approval
 * (modules/wallet/withdrawals) enqueueing `trade.send`, the offer sent once, and its outcome —
 * withdrawn, or the skin back once.
 */
describe('skin withdrawals by trade', () => {
  const server = useTestServer({ JOB_POLL_MS: '20', WITHDRAW_MIN_LEVEL: '2' });
  let admin: Awaited<ReturnType<typeof createUser>>;
  const sync = () => server.ctx.services.trades.poller.syncOnce();
  const send = (token: string, items: Record<string, object>) => server.post('/api/withdraws/send', { items }, token);
  const refused = (message: string, status = 400, params?: object) => ({
    status,
    body: { status: 'error', message, ...(params ? { params } : {}) },
  });

  /** A player at level 2 with a money deposit and one $12.50 skin (won, by default: the case). */
  async function playerWithSkin(options: { won?: boolean } = {}) {
    const player = await steamPlayer(server.ctx, { deposit: 100, level: 2 });
    const item = await createCatalogItem(server.ctx, { price: 1_250 });
    const [skinId] = await grantItems(server.ctx, player.user.id, [item.id], { isWonItem: options.won ?? true });
    return { ...player, item, skinId: skinId! };
  }

  /** Requested and approved: answers the withdrawal and its offer once the job sent it. */
  async function approvedWithdrawal() {
    const player = await playerWithSkin();
    const requested = await send(player.token, { [player.skinId]: {} });
    expect(requested.status).toBe(200);
    const id = skinWithdrawResponse.parse(requested.body).withdraw.id;
    expect((await server.post('/api/admin/withdrawals/approve', { id }, admin.token)).status).toBe(200);
    await eventually('the offer to be sent', async () =>
      Boolean((await findOfferByWithdrawal(server.ctx.db, id))?.steamOfferId),
    );
    const offer = (await findOfferByWithdrawal(server.ctx.db, id))!;
    return { ...player, id, offerId: offer.steamOfferId! };
  }

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true });
  });

  it('refuses each rule with its key, and moves nothing', async () => {
    const { user, token, steamId, skinId, item } = await playerWithSkin();
    expect(await send(token, { [skinId]: {}, [skinId + 1]: {} })).toEqual(refused('inventory_api.one_item'));
    expect(await send(token, {})).toEqual(refused('inventory_api.one_item'));

    const newcomer = await steamPlayer(server.ctx, { deposit: 100, level: 1 });
    expect(await send(newcomer.token, { [skinId]: {} })).toEqual(
      refused('inventory_api.level_too_low', 403, { level: 2 }),
    );
    const noDeposit = await steamPlayer(server.ctx, { level: 2 });
    expect(await send(noDeposit.token, { [skinId]: {} })).toEqual(refused('inventory_api.deposit_needed'));
    const noTradeUrl = await createUser(server.ctx);
    expect(await send(noTradeUrl.token, { [skinId]: {} })).toEqual(refused('inventory_api.trade_url_needed'));
    // Someone else's skin, an unknown one.
    const other = await playerWithSkin();
    expect(await send(token, { [other.skinId]: {} })).toEqual(refused('inventory_api.item_not_found'));
    expect(await send(token, { 999999999: {} })).toEqual(refused('inventory_api.item_not_found'));

    // A skin deposited by trade stays until Steam can no longer revert the trade.
    fakeSteam(server).playerSendsOffer({ partnerSteamId: steamId, items: [item.marketHashName] });
    await sync();
    const deposited = (await instancesOfUser(server.ctx, user.id)).find((row) => row.id !== skinId)!;
    expect(await send(token, { [deposited.id]: {} })).toEqual(
      refused('inventory_api.item_protected', 400, { until: deposited.protectedUntil!.toISOString() }),
    );
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['available', 'available']);

    // One at a time: the first is waiting for an operator, so the next is refused.
    expect((await send(token, { [skinId]: {} })).status).toBe(200);
    const [another] = await grantItems(server.ctx, user.id, [item.id]);
    expect(await send(token, { [another!]: {} })).toEqual(refused('inventory_api.previous_pending'));
  });

  it('withdraws a won skin: moderation, approval, one offer however often the job runs, accepted → withdrawn', async () => {
    const { user, token, steamId, skinId, item } = await playerWithSkin({ won: true });
    const requested = await send(token, { [skinId]: {} });
    const withdraw = skinWithdrawResponse.parse(requested.body).withdraw;
    expect(withdraw).toMatchObject({
      type: 'skin',
      system: null,
      status: 'moderation',
      amount: 12.5,
      tax: 0,
      net: 12.5,
      cancelable: true,
      item: { myId: skinId, price: 12.5 },
    });
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['withdrawing']);
    // Nothing goes to Steam before an operator approves.
    expect(await findJobByKey(server.ctx.db, `withdrawal:${withdraw.id}:offer`)).toBeUndefined();

    expect((await server.post('/api/admin/withdrawals/approve', { id: withdraw.id }, admin.token)).status).toBe(200);
    await eventually('the offer to be sent', async () =>
      Boolean((await findOfferByWithdrawal(server.ctx.db, withdraw.id))?.steamOfferId),
    );
    const offer = (await findOfferByWithdrawal(server.ctx.db, withdraw.id))!;
    expect(offer).toMatchObject({ direction: 'withdrawal', userId: user.id, state: Active, value: 1_250 });
    expect(await withdrawalRow(server.ctx, withdraw.id)).toMatchObject({
      status: 'sending',
      externalId: offer.steamOfferId,
    });
    const steam = fakeSteam(server);
    const sent = (await steam.getOffer(offer.steamOfferId!))!;
    expect(sent.itemsToGive.map((skin) => skin.marketHashName)).toEqual([item.marketHashName]);
    expect(sent.partnerSteamId).toBe(steamId);
    expect(sent.message).toBe(`withdrawal:${withdraw.id}`);

    // The job again (a worker that died after sending): no second offer.
    await server.ctx.services.trades.withdrawalOffers.send({
      id: 0,
      queue: 'trade.send',
      payload: { withdrawalId: withdraw.id },
      key: `withdrawal:${withdraw.id}:offer`,
      attempt: 2,
      maxAttempts: 8,
      signal: new AbortController().signal,
    });
    expect(
      (await steam.poll({})).changes.filter((change) => change.offer.message === `withdrawal:${withdraw.id}`),
    ).toHaveLength(1);

    steam.playerResponds(offer.steamOfferId!, true);
    await sync();
    expect(await withdrawalRow(server.ctx, withdraw.id)).toMatchObject({ status: 'completed' });
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['withdrawn']);
    expect((await notificationNames(server.ctx, user.id)).map((n) => n.name)).toEqual([
      'notification.withdrawal_completed',
    ]);
  });

  it('returns the skin once when the offer is declined, expires, or cannot be sent', async () => {
    const steam = fakeSteam(server);
    const declined = await approvedWithdrawal();
    // The player declines in Steam (the sandbox control), and Steam reports it twice.
    const answer = await server.post(
      '/api/sandbox/steam/respond',
      { withdrawalId: declined.id, accept: false },
      declined.token,
    );
    expect(answer.body).toEqual({ status: 'success', offer_id: declined.offerId, state: TRADE_OFFER_STATE.Declined });
    await savePollData(server.ctx.db, 'poll:fake', { sent: { [declined.offerId]: Active } });
    await sync();
    expect(await withdrawalRow(server.ctx, declined.id)).toMatchObject({
      status: 'canceled',
      reason: 'The trade offer was declined',
    });
    expect((await instancesOfUser(server.ctx, declined.user.id)).map((row) => row.status)).toEqual(['available']);
    expect(await itemEventReasons(server.ctx, declined.skinId)).toEqual([
      'test_grant:available',
      'skin_withdrawal:withdrawing',
      'withdrawal_canceled:available',
    ]);
    expect(await notificationNames(server.ctx, declined.user.id)).toEqual([
      {
        name: 'notification.withdrawal_canceled',
        params: { id: declined.id, amount: 12.5, reason: 'The trade offer was declined' },
      },
    ]);
    // Answering a finished offer again is refused.
    const late = await server.post(
      '/api/sandbox/steam/respond',
      { withdrawalId: declined.id, accept: true },
      declined.token,
    );
    expect(late).toEqual(refused('withdrawal_api.already_decided', 409));

    const expired = await approvedWithdrawal();
    steam.setState(expired.offerId, Expired);
    await sync();
    expect(await withdrawalRow(server.ctx, expired.id)).toMatchObject({
      status: 'canceled',
      reason: 'The trade offer expired',
    });
    expect((await instancesOfUser(server.ctx, expired.user.id)).map((row) => row.status)).toEqual(['available']);

    // The bot has no such skin (Steam refuses for good): canceled without a retry.
    const player = await playerWithSkin({ won: false });
    steam.missingFromBot.add(player.item.marketHashName);
    const requested = await send(player.token, { [player.skinId]: {} });
    const id = skinWithdrawResponse.parse(requested.body).withdraw.id;
    expect((await server.post('/api/admin/withdrawals/approve', { id }, admin.token)).status).toBe(200);
    await eventually(
      'the withdrawal to be canceled',
      async () => (await withdrawalRow(server.ctx, id)).status === 'canceled',
    );
    expect(await withdrawalRow(server.ctx, id)).toMatchObject({ reason: 'The trade offer could not be sent' });
    expect((await instancesOfUser(server.ctx, player.user.id)).map((row) => row.status)).toEqual(['available']);
    // The worker marks the job done in its own statement after the handler's transaction commits.
    await eventually(
      'the offer job to be done',
      async () => (await findJobByKey(server.ctx.db, `withdrawal:${id}:offer`))?.status === 'done',
    );
  });

  it('an operator’s rejection brings the skin back (withdrawing → available)', async () => {
    const { user, token, skinId } = await playerWithSkin();
    const id = skinWithdrawResponse.parse((await send(token, { [skinId]: {} })).body).withdraw.id;
    const rejected = await server.post('/api/admin/withdrawals/reject', { id, reason: 'Not today' }, admin.token);
    expect(rejected.status).toBe(200);
    expect((await instancesOfUser(server.ctx, user.id)).map((row) => row.status)).toEqual(['available']);
    expect(await findOfferByWithdrawal(server.ctx.db, id)).toBeUndefined();
  });
});
