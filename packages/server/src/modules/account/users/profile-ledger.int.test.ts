import { describe, expect, it } from 'vitest';
import { profileSchema, type LedgerEntryDto } from '@skinbet/shared/schemas/user.schemas';
import { inTransaction } from '../../../db/transaction';
import { createCatalogItem, createUser, grantItems, changeBalance } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { instancesReference } from '../../ledger/money/ledger-reference';

/** `/api/user/getProfile` transactions name the skins a storehouse purchase or sale moved. */
describe('profile ledger history', () => {
  const server = useTestServer();

  async function history(token: string): Promise<LedgerEntryDto[]> {
    const response = await server.post('/api/user/getProfile', {}, token);
    expect(response.status).toBe(200);
    return profileSchema.parse(response.body).transactions;
  }

  const summary = (entries: LedgerEntryDto[]) =>
    entries.map((entry) => ({
      kind: entry.kind,
      delta: entry.delta,
      balance: entry.balance_after,
      items: entry.items,
    }));

  it('names what a purchase bought, a repeated skin counted once with its units', async () => {
    const rifle = await createCatalogItem(server.ctx, { price: 300, name: 'AK-47 | Ledger Test' });
    const pistol = await createCatalogItem(server.ctx, { price: 150, name: 'Glock-18 | Ledger Test' });
    const { token } = await createUser(server.ctx, { balance: 2_000 });

    const bought = await server.post('/api/user/buy', { buyIds: [rifle.id, pistol.id, rifle.id] }, token);
    expect(bought.status).toBe(200);

    expect(summary(await history(token))).toEqual([
      {
        kind: 'storehouse_buy',
        delta: -7.5,
        balance: 12.5,
        items: [
          { name: rifle.marketHashName, rarity_color: rifle.rarityColor, count: 2 },
          { name: pistol.marketHashName, rarity_color: pistol.rarityColor, count: 1 },
        ],
      },
      { kind: 'adjustment', delta: 20, balance: 20, items: [] },
    ]);
  });

  it('names what a sale gave back, and both sides of an exchange', async () => {
    const knife = await createCatalogItem(server.ctx, { price: 900, name: 'Karambit | Ledger Test' });
    const gloves = await createCatalogItem(server.ctx, { price: 400, name: 'Gloves | Ledger Test' });
    const { user, token } = await createUser(server.ctx);
    const [knifeId, glovesId] = await grantItems(server.ctx, user.id, [knife.id, gloves.id]);

    expect((await server.post('/api/user/sell', { sellIds: [glovesId] }, token)).status).toBe(200);
    expect((await server.post('/api/user/buy', { buyIds: [gloves.id], sellIds: [knifeId] }, token)).status).toBe(200);

    const label = (item: typeof knife) => ({ name: item.marketHashName, rarity_color: item.rarityColor, count: 1 });
    expect(summary(await history(token))).toEqual([
      { kind: 'storehouse_buy', delta: -4, balance: 9, items: [label(gloves)] },
      { kind: 'storehouse_sell', delta: 9, balance: 13, items: [label(knife)] },
      { kind: 'storehouse_sell', delta: 4, balance: 4, items: [label(gloves)] },
    ]);
  });

  it("never names another player's skins", async () => {
    const item = await createCatalogItem(server.ctx, { name: 'M4A4 | Ledger Test' });
    const { user: stranger } = await createUser(server.ctx);
    const [strangersInstance] = await grantItems(server.ctx, stranger.id, [item.id]);
    const { user, token } = await createUser(server.ctx);
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      changeBalance(server.ctx.services.money, tx, afterCommit, {
        userId: user.id,
        delta: 100,
        kind: 'adjustment',
        reference: instancesReference([strangersInstance!]),
      }),
    );

    const [entry] = await history(token);
    expect(entry).toMatchObject({ kind: 'adjustment', delta: 1, items: [] });
  });

  it('answers an empty history for a user who never moved money', async () => {
    const { token } = await createUser(server.ctx);
    expect(await history(token)).toEqual([]);
  });
});
