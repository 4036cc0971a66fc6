import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  availableWithdrawResponse,
  createWithdrawResponse,
  withdrawListResponse,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { inventoryItems, userDebts, users } from '../../../db/schema';
import { presentWalletConfig } from '../payments/payments.presenter';
import { createNowpaymentsAdapter } from '../payments/providers/nowpayments/nowpayments';
import { changeBalance, createCatalogItem, createUser, grantItems, settleTestWager } from '../../../test/factories';
import { inTransaction } from '../../../db/transaction';
import { statusesOf, stockOf } from '../../../test/rows.int-support';
import { useTestServer } from '../../../test/use-test-server';
import { createWithdrawalsService } from './withdrawals.service';
import { CARD, ETH_WALLET, fundedPlayer, moneyOf, transfersOf, withdrawalRow } from './withdrawals.int-support';

/**
 * `createWithdraw`, `getAvailableWithdraw`, `withdraws` (docs/money/withdrawals.md "Rules"): the
 * rules in their published order, each with its key; the hold; the tax; skins sold to the site on
 * the way out.
 */
describe('money withdrawals: creating', () => {
  // Level 2 (1 000 experience) to withdraw; the payout worker never polls here (approval is elsewhere).
  const server = useTestServer({ WITHDRAW_MIN_LEVEL: '2', JOB_POLL_MS: '600000' });

  const create = (token: string, body: unknown) => server.post('/api/user/createWithdraw', body, token);

  it('holds the sum (available → held), taxes it exactly and waits in moderation', async () => {
    const { user, token } = await fundedPlayer(server.ctx);
    const response = await create(token, { sum: 12.34, wallet: ' 4111-1111 1111 1111 ', system: 5 });
    expect(response.status).toBe(200);
    const body = createWithdrawResponse.parse(response.body);
    expect(body.balance).toBe(87.66);
    expect(body.withdraw).toMatchObject({
      type: 'money',
      system: 5,
      wallet: '**** 1111',
      amount: 12.34,
      tax: 2.47,
      net: 9.87,
      status: 'moderation',
      cancelable: true,
      item: null,
      reason: null,
    });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 8766, held: 1234 });
    const row = await withdrawalRow(server.ctx, body.withdraw.id);
    expect(row).toMatchObject({ wallet: '4111111111111111', amount: 1234, tax: 247, status: 'moderation' });
    expect(await transfersOf(server.ctx, row.id)).toEqual([
      { kind: 'withdrawal_hold', amount: 1234, key: `withdrawal:${row.id}:hold` },
    ]);
  });

  it('refuses a malformed request with the key of its first bad field', async () => {
    const { token } = await fundedPlayer(server.ctx);
    const cases: Array<[unknown, string]> = [
      [{ sum: 0, wallet: CARD, system: 5 }, 'withdrawal_api.sum_invalid'],
      [{ sum: -1, wallet: CARD, system: 5 }, 'withdrawal_api.sum_invalid'],
      [{ sum: 10.001, wallet: CARD, system: 5 }, 'withdrawal_api.sum_invalid'],
      [{ sum: '10', wallet: CARD, system: 5 }, 'withdrawal_api.sum_invalid'],
      [{ wallet: CARD, system: 5 }, 'withdrawal_api.sum_invalid'],
      [{ sum: 10, wallet: CARD, system: 0 }, 'withdrawal_api.system_invalid'],
      [{ sum: 10, wallet: CARD, system: 8 }, 'withdrawal_api.system_invalid'],
      [{ sum: 10, wallet: CARD, system: 1.5 }, 'withdrawal_api.system_invalid'],
      [{ sum: 10, wallet: CARD, system: '5' }, 'withdrawal_api.system_invalid'],
      [{ sum: 10, wallet: '4111 1111 1111 1112', system: 5 }, 'withdrawal_api.wallet_invalid'],
      [{ sum: 10, wallet: CARD, system: 1 }, 'withdrawal_api.wallet_invalid'],
      [{ sum: 10, wallet: ETH_WALLET.slice(0, -1), system: 1 }, 'withdrawal_api.wallet_invalid'],
      [{ sum: 10, wallet: 'x'.repeat(129), system: 1 }, 'withdrawal_api.wallet_invalid'],
      [{ sum: 10, system: 1 }, 'withdrawal_api.wallet_invalid'],
    ];
    for (const [body, key] of cases) {
      const response = await create(token, body);
      expect({ body, status: response.status, key: response.body.message }).toEqual({ body, status: 400, key });
    }
  });

  it('refuses a system whose provider cannot pay out (no credentials, sandbox off)', async () => {
    const { user } = await fundedPlayer(server.ctx);
    const { services } = server.ctx;
    const withoutProviders = createWithdrawalsService({
      db: server.ctx.db,
      money: services.money,
      inventory: services.inventory,
      notifications: services.notifications,
      limits: server.config.wallet.withdraw,
      providers: {},
    });
    await expect(withoutProviders.create(user.id, { sumCents: 1_000, system: 5, wallet: CARD })).rejects.toMatchObject({
      key: 'withdrawal_api.system_unavailable',
    });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
  });

  it('refuses crypto when NOWPayments takes deposits but cannot pay out (an API key alone), and says so in getConfig', async () => {
    const { user } = await fundedPlayer(server.ctx);
    const { services } = server.ctx;
    const nowpayments = createNowpaymentsAdapter({
      credentials: { apiKey: 'live-api-key', ipnSecret: 'live-ipn-secret' },
      available: true,
      sandbox: false,
      publicUrl: server.url,
      fetch: () => Promise.reject(new Error('no network call expected')),
      now: Date.now,
    });
    const withoutPayouts = createWithdrawalsService({
      db: server.ctx.db,
      money: services.money,
      inventory: services.inventory,
      notifications: services.notifications,
      limits: server.config.wallet.withdraw,
      providers: { nowpayments },
    });
    await expect(
      withoutPayouts.create(user.id, { sumCents: 1_000, system: 1, wallet: ETH_WALLET }),
    ).rejects.toMatchObject({ key: 'withdrawal_api.system_unavailable' });
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 10_000, held: 0 });
    const systems = presentWalletConfig(server.config.wallet, { nowpayments }).systems;
    expect(systems.filter((system) => system.available)).toEqual([]);
    expect(
      presentWalletConfig(server.config.wallet, { nowpayments }).methods.find((m) => m.code === 'Cryptoeth'),
    ).toMatchObject({ available: true });
  });

  it('refuses under the minimum and above the money limit, with the amounts', async () => {
    const { token } = await fundedPlayer(server.ctx);
    expect((await create(token, { sum: 4.99, wallet: CARD, system: 5 })).body).toEqual({
      status: 'error',
      message: 'withdrawal_api.min_sum',
      params: { min: 5 },
    });
    expect((await create(token, { sum: 1000.01, wallet: ETH_WALLET, system: 1 })).body).toEqual({
      status: 'error',
      message: 'withdrawal_api.money_limit',
      params: { limit: 1000 },
    });
  });

  it('needs a deposit: demo credit or winnings alone cannot be withdrawn', async () => {
    const { token } = await createUser(server.ctx, { balance: 50_000 });
    const response = await create(token, { sum: 10, wallet: CARD, system: 5 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('withdrawal_api.deposit_needed');
  });

  it('refuses while a previous withdrawal is in moderation', async () => {
    const { user, token } = await fundedPlayer(server.ctx);
    expect((await create(token, { sum: 10, wallet: CARD, system: 5 })).status).toBe(200);
    const second = await create(token, { sum: 10, wallet: ETH_WALLET, system: 1 });
    expect(second.body.message).toBe('withdrawal_api.previous_pending');
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 9000, held: 1000 });
  });

  it('needs the minimum level', async () => {
    // $5 deposited and wagered: 500 experience, level 1.
    const { token } = await fundedPlayer(server.ctx, { deposit: 500 });
    const response = await create(token, { sum: 5, wallet: CARD, system: 5 });
    expect(response.body).toEqual({ status: 'error', message: 'withdrawal_api.level_too_low', params: { level: 2 } });
  });

  it('needs an operator’s KYC check above the threshold', async () => {
    const admin = await createUser(server.ctx, { isAdmin: true });
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 80_000 });
    const refused = await create(token, { sum: 500.01, wallet: CARD, system: 5 });
    expect(refused.body).toEqual({ status: 'error', message: 'withdrawal_api.kyc_needed', params: { amount: 500 } });
    expect((await create(token, { sum: 500, wallet: CARD, system: 5 })).status).toBe(200);
    await server.post(
      '/api/user/cancelWithdraw',
      { id: (await server.post('/api/user/withdraws', {}, token)).body.withdraws[0].id },
      token,
    );

    const kyc = await server.post('/api/admin/users/kyc', { userId: user.id, verified: true }, admin.token);
    expect(kyc.body).toEqual({ status: 'success' });
    expect((await create(token, { sum: 500.01, wallet: CARD, system: 5 })).status).toBe(200);
  });

  it('refuses while a debt is open, and pays a debt the balance covers first', async () => {
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 2_000 });
    const [debt] = await server.ctx.db
      .insert(userDebts)
      .values({ userId: user.id, amount: 5_000, reason: 'test: reversed deposit' })
      .returning();
    const refused = await create(token, { sum: 10, wallet: CARD, system: 5 });
    expect(refused.body).toEqual({ status: 'error', message: 'withdrawal_api.debt', params: { amount: 50 } });
    const available = availableWithdrawResponse.parse(
      (await server.post('/api/user/getAvailableWithdraw', {}, token)).body,
    );
    expect(available).toMatchObject({ debt: 50, available: 0, balance: 20 });
    await server.ctx.db
      .update(userDebts)
      .set({ settledAt: sql`now()` })
      .where(eq(userDebts.id, debt!.id));
    expect((await create(token, { sum: 10, wallet: CARD, system: 5 })).status).toBe(200);
  });

  it('limits the sum by wagering: deposits must be staked once (×1)', async () => {
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 10_000, staked: 4_000 });
    // Level 2 regardless of this test's small wager.
    await server.ctx.db.update(users).set({ experience: 1_000 }).where(eq(users.id, user.id));
    const refused = await create(token, { sum: 40.01, wallet: CARD, system: 5 });
    expect(refused.body).toEqual({ status: 'error', message: 'withdrawal_api.wagering', params: { max: 40 } });
    const available = availableWithdrawResponse.parse(
      (await server.post('/api/user/getAvailableWithdraw', {}, token)).body,
    );
    expect(available).toMatchObject({ available: 40, balance: 100, unwagered: 60, protected: 0, has_deposit: true });
    // Staking the rest frees it.
    await settleTestWager(server.ctx, user.id, 6_000, 0);
    expect((await create(token, { sum: 100, wallet: CARD, system: 5 })).status).toBe(200);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 0, held: 10_000 });
  });

  it('counts a balance promo code like a deposit: its value is staked once before it can leave', async () => {
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 1_000, staked: 1_000 });
    await server.ctx.db.update(users).set({ experience: 1_000 }).where(eq(users.id, user.id));
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      changeBalance(server.ctx.services.money, tx, afterCommit, { userId: user.id, delta: 500, kind: 'promo_balance' }),
    );
    const refused = await create(token, { sum: 15, wallet: CARD, system: 5 });
    expect(refused.body).toEqual({ status: 'error', message: 'withdrawal_api.wagering', params: { max: 10 } });
    await settleTestWager(server.ctx, user.id, 500, 0);
    expect((await create(token, { sum: 15, wallet: CARD, system: 5 })).status).toBe(200);
  });

  it('refuses more than the balance with insufficient funds', async () => {
    const { token } = await fundedPlayer(server.ctx, { deposit: 1_000 });
    const response = await create(token, { sum: 10.01, wallet: CARD, system: 5 });
    expect(response.body.message).toBe('withdrawal_api.insufficient_funds');
  });

  it('refuses a banned player, even while a node still caches the row from before the ban', async () => {
    const { user, token } = await fundedPlayer(server.ctx);
    expect((await server.post('/api/user/getAvailableWithdraw', {}, token)).status).toBe(200);
    // Not invalidated: the session still looks unbanned; the withdrawal's own check reads the row.
    await server.ctx.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    const response = await create(token, { sum: 10, wallet: CARD, system: 5 });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('auth_api.banned');
  });

  it('sells skins to the site at their price first, so their value can leave with it', async () => {
    const item = await createCatalogItem(server.ctx, { price: 2_500 });
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 1_000 });
    const [myId] = await grantItems(server.ctx, user.id, [item.id]);
    const stockBefore = await stockOf(server.ctx, item.id);
    const response = await create(token, { sum: 35, wallet: ETH_WALLET, system: 1, items: [myId] });
    expect(response.status).toBe(200);
    expect(response.body.balance).toBe(0);
    expect(await statusesOf(server.ctx, [myId!])).toEqual(['sold']);
    expect(await stockOf(server.ctx, item.id)).toBe(stockBefore + 1);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 0, held: 3_500 });
  });

  it('rolls the sale back with a refused withdrawal; won skins are not sold at full price', async () => {
    const item = await createCatalogItem(server.ctx, { price: 2_500 });
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 1_000 });
    const [myId] = await grantItems(server.ctx, user.id, [item.id]);
    const tooMuch = await create(token, { sum: 36, wallet: ETH_WALLET, system: 1, items: [myId] });
    expect(tooMuch.body.message).toBe('withdrawal_api.insufficient_funds');
    expect(await statusesOf(server.ctx, [myId!])).toEqual(['available']);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 1_000, held: 0 });

    const [won] = await grantItems(server.ctx, user.id, [item.id], { isWonItem: true });
    const refused = await create(token, { sum: 10, wallet: ETH_WALLET, system: 1, items: [won] });
    expect(refused.body.message).toBe('storehouse_api.won_item_not_sellable');
    const stranger = await create(token, { sum: 10, wallet: ETH_WALLET, system: 1, items: [2_000_000_000] });
    expect(stranger.body.message).toBe('inventory_api.item_not_found');
  });

  it('keeps value under Trade Protection on the balance', async () => {
    const item = await createCatalogItem(server.ctx, { price: 3_000 });
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 1_000 });
    const [myId] = await grantItems(server.ctx, user.id, [item.id]);
    // As a skin deposit would leave it: protected for 7 days, and its deposit on record.
    await server.ctx.db
      .update(inventoryItems)
      .set({ protectedUntil: sql`now() + interval '7 days'` })
      .where(eq(inventoryItems.id, myId!));
    await server.ctx.db.execute(sql`
      INSERT INTO trade_offers (direction, user_id, steam_offer_id, state, items, value, protected_until, credited_at)
      VALUES ('deposit', ${user.id}, ${`test-${myId}`}, 3,
        ${JSON.stringify([{ itemId: item.id, assetId: '1', price: 3_000, inventoryItemId: myId }])}::jsonb,
        3000, now() + interval '7 days', now())`);
    // Sold to the site in the request: its value is on the balance but still protected.
    const refused = await create(token, { sum: 20, wallet: CARD, system: 5, items: [myId] });
    expect(refused.body).toEqual({
      status: 'error',
      message: 'withdrawal_api.protected',
      params: { max: 10, until: expect.any(String) },
    });
    expect(await statusesOf(server.ctx, [myId!])).toEqual(['available']);
    expect((await create(token, { sum: 10, wallet: CARD, system: 5, items: [myId] })).status).toBe(200);
    const available = availableWithdrawResponse.parse(
      (await server.post('/api/user/getAvailableWithdraw', {}, token)).body,
    );
    expect(available).toMatchObject({ balance: 30, protected: 30, available: 0, pending: true });
  });

  it('answers what can leave now, and the limits', async () => {
    const { token } = await fundedPlayer(server.ctx, { deposit: 5_000 });
    const response = await server.post('/api/user/getAvailableWithdraw', {}, token);
    expect(response.status).toBe(200);
    expect(availableWithdrawResponse.parse(response.body)).toEqual({
      available: 50,
      balance: 50,
      unwagered: 0,
      // Its one deposit wagered by the stake after it: nothing left per credit either.
      unwagered_credits: [],
      protected: 0,
      protected_until: null,
      protected_releases: [],
      debt: 0,
      min: 5,
      money_limit: 1000,
      kyc_over: 500,
      kyc_verified: false,
      tax_percent: 20,
      min_level: 2,
      has_deposit: true,
      pending: false,
      withdraws: [],
    });
    expect((await server.post('/api/user/getAvailableWithdraw', {})).status).toBe(401);
  });

  it('lists the player’s withdrawals newest first, a page at a time', async () => {
    const { user, token } = await fundedPlayer(server.ctx, { deposit: 100_000 });
    const ids: number[] = [];
    for (let index = 0; index < 22; index += 1) {
      const created = await create(token, { sum: 5, wallet: CARD, system: 5 });
      ids.push(created.body.withdraw.id);
      expect((await server.post('/api/user/cancelWithdraw', { id: created.body.withdraw.id }, token)).status).toBe(200);
    }
    const first = withdrawListResponse.parse((await server.post('/api/user/withdraws', {}, token)).body);
    expect(first.has_more).toBe(true);
    expect(first.withdraws.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 20));
    const next = withdrawListResponse.parse(
      (await server.post('/api/user/withdraws', { before: first.withdraws.at(-1)!.id }, token)).body,
    );
    expect(next).toMatchObject({ has_more: false });
    expect(next.withdraws.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect(next.withdraws[0]).toMatchObject({ status: 'canceled', cancelable: false });
    // Another player sees none of them.
    const other = await createUser(server.ctx);
    expect((await server.post('/api/user/withdraws', undefined, other.token)).body.withdraws).toEqual([]);
    expect(await moneyOf(server.ctx, user.id)).toEqual({ balance: 100_000, held: 0 });
  });
});
