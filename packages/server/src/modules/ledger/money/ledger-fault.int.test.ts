import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction';
import { createCatalogItem, createUser, grantItems } from '../../../test/factories';
import { settleAdmitted } from '../../../test/settle-wager';
import { useTestServer } from '../../../test/use-test-server';
import { checkLedger } from './ledger-check.repository';
import { houseAccount, userAccount } from './money.service';

/**
 * A fault midway through a money transaction (issue 13 "Must show": the ledger check after a
 * fault): transfers on user and house accounts, a settled wager with its consumers, then a throw —
 * and a real service refused after its first transfer. Nothing of either may stay.
 */
describe('ledger after a fault', () => {
  const server = useTestServer();
  let adminId: number;
  let cheap: { id: number; price: number };
  let dear: { id: number; price: number };

  beforeAll(async () => {
    adminId = (await createUser(server.ctx, { isAdmin: true })).user.id;
    cheap = await createCatalogItem(server.ctx, { price: 300, marketCount: 100 });
    dear = await createCatalogItem(server.ctx, { price: 4_000, marketCount: 100 });
  });

  it('leaves no trace of a transaction that fails midway, and the books stay clean', async () => {
    const userId = (await createUser(server.ctx)).user.id;
    const otherId = (await createUser(server.ctx)).user.id;
    const snapshot = async () => {
      const result = (await server.ctx.db.execute(
        sql`SELECT (SELECT count(*) FROM transfers)::int AS transfers, (SELECT count(*) FROM wagers)::int AS wagers,
              (SELECT string_agg(code || '=' || balance, ',' ORDER BY code) FROM accounts) AS balances,
              (SELECT string_agg(id || ':' || balance || '/' || held || '/' || cashback, ',' ORDER BY id) FROM users) AS caches,
              (SELECT count(*) FROM inventory_items WHERE status = 'available')::int AS items`,
      )) as unknown as { rows: unknown[] };
      return result.rows[0];
    };
    await server.ctx.services.manualBankCredit.creditManual(adminId, {
      userId,
      amount: 5_000,
      reference: `fault-${userId}`,
    });
    const [sellable] = await grantItems(server.ctx, userId, [cheap.id]);
    const before = await snapshot();
    const money = server.ctx.services.money;

    // Several transfers on user and house accounts, a settled wager with its consumers, then a throw.
    await expect(
      inTransaction(server.ctx.db, async (tx, afterCommit) => {
        await money.transfer(tx, afterCommit, {
          kind: 'deposit',
          from: houseAccount('clearing:manual'),
          to: userAccount(userId),
          amount: 700,
          idempotencyKey: `fault:${userId}:deposit`,
        });
        await money.transfer(tx, afterCommit, {
          kind: 'withdrawal',
          from: userAccount(userId),
          to: userAccount(userId, 'held'),
          amount: 1_200,
          idempotencyKey: `fault:${userId}:hold`,
        });
        await settleAdmitted(server.ctx, tx, afterCommit, {
          game: 'crash',
          betRef: `fault-${userId}`,
          roundId: null,
          userId: otherId,
          stake: { items: 2_500, money: 0 },
          payout: { items: 0, money: 0 },
          outcome: 'lost',
          reference: 'fault',
        });
        throw new Error('fault injected after the transfers');
      }),
    ).rejects.toThrow('fault injected');
    expect(await snapshot()).toEqual(before);

    // A refusal midway through a real service: the sale is booked, then the purchase is refused.

    await expect(
      server.ctx.services.storehouse.trade({ userId, sellIds: [sellable!], buyIds: Array(50).fill(dear.id) }),
    ).rejects.toMatchObject({ key: 'storehouse_api.insufficient_funds' });
    expect(await snapshot()).toEqual(before);

    // The same idempotency key can be used again: the failed attempt left nothing behind.
    await inTransaction(server.ctx.db, (tx, afterCommit) =>
      money.transfer(tx, afterCommit, {
        kind: 'withdrawal',
        from: userAccount(userId),
        to: userAccount(userId, 'held'),
        amount: 1_200,
        idempotencyKey: `fault:${userId}:hold`,
      }),
    );
    expect((await checkLedger(server.ctx.db)).mismatches).toEqual([]);
  });
});
