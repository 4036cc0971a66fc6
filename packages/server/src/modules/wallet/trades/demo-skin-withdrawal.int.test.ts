import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { experienceToReach } from '@skinbet/shared/progression';
import { users } from '../../../db/schema';
import { createCatalogItem, grantItems } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { unwageredOf, withdrawalView } from '../withdrawals/withdrawals.service';
import { createSkinWithdrawRequests } from './skin-withdraw-request';
import { credit, instancesOfUser } from './trades.int-support';

/**
 * Demo accounts never pay out through a real provider (issue 25): a demo account's skins came from
 * the demo grant and the demo credit, so a skin withdrawal by trade through the real Steam bot is
 * refused; through the in-process fake (the sandbox) it is a withdrawal like any other.
 */
describe('skin withdrawals of demo accounts', () => {
  const server = useTestServer({ WITHDRAW_MIN_LEVEL: '1', JOB_POLL_MS: '600000' });

  /** A demo account with a saved trade URL, a money deposit and one $12.50 skin. */
  async function demoWithSkin(name: string) {
    const login = await fetch(`${server.url}/api/auth/test-login?name=${name}`);
    const token = ((await login.json()) as { api_token: string }).api_token;
    const [row] = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, name));
    const userId = row!.id;
    await server.ctx.db
      .update(users)
      .set({
        tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=AbCdEf12',
        experience: experienceToReach(1),
      })
      .where(eq(users.id, userId));
    server.ctx.cache.apply({ kind: 'user', userId });
    await credit(server.ctx, userId, 1_000, 'deposit');
    const item = await createCatalogItem(server.ctx, { price: 1_250 });
    const [skinId] = await grantItems(server.ctx, userId, [item.id]);
    return { userId, token, skinId: skinId! };
  }

  it('refuses a demo account’s skin withdrawal through the real Steam bot, and the skin stays', async () => {
    const { userId, skinId } = await demoWithSkin('DemoTrader');
    const realBot = createSkinWithdrawRequests({
      db: server.ctx.db,
      inventory: server.ctx.services.inventory,
      money: server.ctx.services.money,
      minLevel: 1,
      gateway: { name: 'steam' },
      unwageredOf,
      withdrawalView,
    });
    await expect(realBot.request(userId, [skinId])).rejects.toMatchObject({ key: 'withdrawal_api.demo_account' });
    const skin = (await instancesOfUser(server.ctx, userId)).find((instance) => instance.id === skinId);
    expect(skin?.status).toBe('available');
  });

  it('lets a demo account withdraw a skin through the fake Steam (the test server’s gateway)', async () => {
    const { token, skinId } = await demoWithSkin('DemoFakeTrader');
    const response = await server.post('/api/withdraws/send', { items: { [skinId]: {} } }, token);
    expect(response.status).toBe(200);
    expect(response.body.withdraw).toMatchObject({ type: 'skin', status: 'moderation' });
  });
});
