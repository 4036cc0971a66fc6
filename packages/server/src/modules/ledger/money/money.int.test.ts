import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { findLedgerMismatches } from './ledger-check.repository';
import { listLedgerEntries } from './money.repository';
import { checkLedger } from './ledger-check.repository';
import { houseAccount, userAccount } from './money.service';
import { changeBalance } from '../../../test/factories';
import { accounts, transfers } from '../../../db/schema';

describe('money service', () => {
  const server = useTestServer();

  const change = (input: Parameters<typeof changeBalance>[3]) =>
    inTransaction(server.ctx.db, (tx, afterCommit) => changeBalance(server.ctx.services.money, tx, afterCommit, input));

  async function storedBalance(userId: number): Promise<number> {
    const [row] = await server.ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`no user ${userId}`);
    return row.balance;
  }

  const ledgerOf = async (userId: number) => (await listLedgerEntries(server.ctx.db, userId, 100)).reverse();

  it('writes one ledger row per credit and per debit, with the balance after it', async () => {
    const { user } = await createUser(server.ctx);

    expect(await change({ userId: user.id, delta: 1500, kind: 'deposit', reference: 'pay:1' })).toBe(1500);
    expect(await change({ userId: user.id, delta: -400, kind: 'bet', reference: 'game:7' })).toBe(1100);

    expect(await storedBalance(user.id)).toBe(1100);
    const ledger = await ledgerOf(user.id);
    expect(ledger).toHaveLength(2);
    expect(ledger[0]).toMatchObject({ delta: 1500, kind: 'deposit', reference: 'pay:1', balanceAfter: 1500 });
    expect(ledger[1]).toMatchObject({ delta: -400, kind: 'bet', reference: 'game:7', balanceAfter: 1100 });
  });

  it('refuses a debit below zero with an ApiError and writes no ledger row', async () => {
    const { user } = await createUser(server.ctx, { balance: 300 });
    const before = await ledgerOf(user.id);

    const debit = change({ userId: user.id, delta: -301, kind: 'bet' });
    await expect(debit).rejects.toBeInstanceOf(ApiError);
    await expect(debit).rejects.toMatchObject({ key: 'storehouse_api.insufficient_funds', statusCode: 400 });
    await expect(
      change({ userId: user.id, delta: -1000, kind: 'bet', insufficientFundsKey: 'app_api.invalid_request' }),
    ).rejects.toMatchObject({ key: 'app_api.invalid_request' });

    expect(await storedBalance(user.id)).toBe(300);
    expect(await ledgerOf(user.id)).toEqual(before);
    // The whole balance can still be spent.
    expect(await change({ userId: user.id, delta: -300, kind: 'bet' })).toBe(0);
  });

  it('refuses a zero or fractional delta as a programming error', async () => {
    const { user } = await createUser(server.ctx, { balance: 100 });
    for (const delta of [0, 1.5, Number.NaN]) {
      await expect(change({ userId: user.id, delta, kind: 'adjustment' })).rejects.toThrow(/invalid transfer amount/);
    }
    expect(await storedBalance(user.id)).toBe(100);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it('leaves no trace of a rolled-back change: no balance, no ledger row, no updateBalance', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 1000 });
    const socket = await server.socket({ token });
    const events = recordEvents(socket, 'updateBalance');

    const rolledBack = inTransaction(server.ctx.db, async (tx, afterCommit) => {
      await changeBalance(server.ctx.services.money, tx, afterCommit, { userId: user.id, delta: 5000, kind: 'win' });
      throw new Error('a later step failed');
    });
    await expect(rolledBack).rejects.toThrow('a later step failed');
    expect(await storedBalance(user.id)).toBe(1000);
    expect(await ledgerOf(user.id)).toHaveLength(1);

    // A committed change afterwards: its event is the first and only one the socket hears.
    await change({ userId: user.id, delta: 25, kind: 'refund' });
    expect(await events.until(1)).toEqual([{ balance: 10.25 }]);
  });

  it('applies an idempotency key once when replayed one after another', async () => {
    const { user } = await createUser(server.ctx, { balance: 100 });
    const key = `payment-${user.id}-seq`;

    expect(await change({ userId: user.id, delta: 700, kind: 'deposit', idempotencyKey: key })).toBe(800);
    await change({ userId: user.id, delta: -50, kind: 'bet' });
    // The replay changes nothing and answers with the balance as it is now.
    expect(await change({ userId: user.id, delta: 700, kind: 'deposit', idempotencyKey: key })).toBe(750);

    expect(await storedBalance(user.id)).toBe(750);
    expect((await ledgerOf(user.id)).filter((entry) => entry.idempotencyKey === key)).toHaveLength(1);
  });

  it('applies an idempotency key once when 10 replays race', async () => {
    const { user, token } = await createUser(server.ctx, { balance: 100 });
    const socket = await server.socket({ token });
    const events = recordEvents(socket, 'updateBalance');
    const key = `payment-${user.id}-race`;
    // Open enough pooled connections first (PostgreSQL), so the ten replays really overlap.
    await Promise.all(Array.from({ length: 12 }, () => server.ctx.db.execute(sql`SELECT 1`)));

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => change({ userId: user.id, delta: 900, kind: 'deposit', idempotencyKey: key })),
    );

    // Every replay is answered (none fails on the UNIQUE key), and the money arrives once.
    expect(results.map((result) => result.status)).toEqual(Array(10).fill('fulfilled'));
    expect(await storedBalance(user.id)).toBe(1000);
    const ledger = await ledgerOf(user.id);
    expect(ledger.filter((entry) => entry.idempotencyKey === key)).toHaveLength(1);
    expect(ledger).toHaveLength(2);

    // Exactly one updateBalance: the next committed change's event comes right after it.
    await change({ userId: user.id, delta: 1, kind: 'adjustment' });
    expect(await events.until(2)).toEqual([{ balance: 10 }, { balance: 10.01 }]);
  });

  it('keeps concurrent credits and debits of one user consistent with the ledger', async () => {
    const { user } = await createUser(server.ctx, { balance: 1000 });
    const deltas = Array.from({ length: 40 }, (_, index) => (index % 2 ? 37 : -50));

    const results = await Promise.allSettled(
      deltas.map((delta) => change({ userId: user.id, delta, kind: 'adjustment' })),
    );

    const applied = deltas.filter((_, index) => results[index]!.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => (result as PromiseRejectedResult).reason instanceof ApiError)).toBe(true);
    expect(await storedBalance(user.id)).toBe(1000 + applied.reduce((sum, delta) => sum + delta, 0));
    const ledger = await ledgerOf(user.id);
    expect(ledger).toHaveLength(1 + applied.length);
    expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('has the database refuse a negative balance even from raw SQL', async () => {
    const { user } = await createUser(server.ctx, { balance: 100 });
    await expect(server.ctx.db.execute(sql`UPDATE users SET balance = -1 WHERE id = ${user.id}`)).rejects.toThrow();
    await expect(server.ctx.db.execute(sql`UPDATE users SET balance = -1`)).rejects.toThrow();
    expect(await storedBalance(user.id)).toBe(100);
  });

  describe('double entry', () => {
    const transfer = (input: Parameters<typeof server.ctx.services.money.transfer>[2]) =>
      inTransaction(server.ctx.db, (tx, afterCommit) => server.ctx.services.money.transfer(tx, afterCommit, input));
    const accountBalance = async (code: string) =>
      (await server.ctx.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.code, code)))[0]
        ?.balance;

    it('books both sides of a transfer, the house side with its balance after, and keeps the zero sum', async () => {
      const { user } = await createUser(server.ctx);
      const marketingBefore = (await accountBalance('house:marketing')) ?? 0;
      await transfer({
        kind: 'adjustment',
        from: houseAccount('marketing'),
        to: userAccount(user.id),
        amount: 1234,
        idempotencyKey: `double-entry-${user.id}`,
      });
      const [row] = await server.ctx.db
        .select()
        .from(transfers)
        .where(eq(transfers.idempotencyKey, `double-entry-${user.id}`));
      expect(row).toMatchObject({ amount: 1234, creditBalanceAfter: 1234, debitBalanceAfter: marketingBefore - 1234 });
      expect(await accountBalance(`user:${user.id}:available`)).toBe(1234);
      expect(await accountBalance('house:marketing')).toBe(marketingBefore - 1234);
      expect(await storedBalance(user.id)).toBe(1234);
      const check = await checkLedger(server.ctx.db);
      expect(check.mismatches).toEqual([]);
      expect(check.transfers).toBeGreaterThan(0);
    });

    it('moves money between two accounts of one user, and tells the web the cashback in cents', async () => {
      const { user, token } = await createUser(server.ctx, { balance: 500 });
      const socket = await server.socket({ token });
      const events = recordEvents(socket, 'updateCashback');
      await transfer({
        kind: 'cashback_accrual',
        from: houseAccount('marketing'),
        to: userAccount(user.id, 'cashback'),
        amount: 37,
        idempotencyKey: `cashback-test-${user.id}`,
      });
      expect(await events.until(1)).toEqual([{ cashback: 37 }]);
      await transfer({
        kind: 'adjustment',
        from: userAccount(user.id),
        to: userAccount(user.id, 'held'),
        amount: 200,
        idempotencyKey: `hold-test-${user.id}`,
      });
      const [cached] = await server.ctx.db
        .select({ balance: users.balance, held: users.held, cashback: users.cashback })
        .from(users)
        .where(eq(users.id, user.id));
      expect(cached).toEqual({ balance: 300, held: 200, cashback: 37 });
      await expect(
        transfer({
          kind: 'adjustment',
          from: userAccount(user.id, 'held'),
          to: houseAccount('marketing'),
          amount: 201,
          idempotencyKey: `hold-over-${user.id}`,
        }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
    });

    it('fails the whole transaction when an internal key is reused', async () => {
      const { user } = await createUser(server.ctx);
      const once = {
        kind: 'adjustment' as const,
        from: houseAccount('marketing'),
        to: userAccount(user.id),
        amount: 10,
        idempotencyKey: `internal-${user.id}`,
      };
      await transfer(once);
      await expect(transfer(once)).rejects.toThrow();
      expect(await storedBalance(user.id)).toBe(10);
    });

    it('has the database refuse a negative user account even from raw SQL, but lets the house go below zero', async () => {
      const { user } = await createUser(server.ctx, { balance: 100 });
      await expect(
        server.ctx.db.execute(sql`UPDATE accounts SET balance = -1 WHERE code = ${`user:${user.id}:available`}`),
      ).rejects.toThrow();
      expect(await accountBalance('house:marketing')).toBeLessThan(0);
    });
  });
});
