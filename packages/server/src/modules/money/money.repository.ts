import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';

/**
 * Adds `delta` to the balance in one conditional UPDATE. The row lock and the re-checked WHERE
 * make concurrent debits safe: a debit that would go below zero matches no row.
 */
export async function applyBalanceDelta(tx: Executor, userId: number, delta: number): Promise<number | null> {
  const rows = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${delta}` })
    .where(and(eq(users.id, userId), sql`${users.balance} + ${delta} >= 0`))
    .returning({ balance: users.balance });
  return rows[0]?.balance ?? null;
}

export interface LedgerEntryInput {
  userId: number;
  delta: number;
  kind: string;
  reference: string | null;
  balanceAfter: number;
  idempotencyKey: string | null;
}

export async function insertLedgerEntry(tx: Executor, entry: LedgerEntryInput): Promise<void> {
  await tx.insert(ledgerEntries).values(entry);
}

/**
 * Serialises the changes that carry one idempotency key until the holder's transaction ends, so
 * a concurrent replay looks the key up only after the first change has committed (or rolled back)
 * instead of racing it into the UNIQUE index.
 */
export async function lockIdempotencyKey(tx: Executor, idempotencyKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ledger:${idempotencyKey}`}, 0))`);
}

export async function currentBalance(tx: Executor, userId: number): Promise<number | null> {
  const rows = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return rows[0]?.balance ?? null;
}

export async function findLedgerEntryByKey(tx: Executor, idempotencyKey: string) {
  const rows = await tx
    .select({ id: ledgerEntries.id, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return rows[0];
}

/** Users whose cached balance differs from the sum of their ledger: must always be empty. */
export async function findLedgerMismatches(
  db: Executor,
): Promise<Array<{ userId: number; balance: number; ledgerSum: number }>> {
  const result = await db.execute(sql`
    SELECT u.id AS user_id, u.balance, COALESCE(SUM(l.delta), 0)::bigint AS ledger_sum
    FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
    GROUP BY u.id, u.balance
    HAVING u.balance <> COALESCE(SUM(l.delta), 0)`);
  // Both drivers answer raw SQL with `{ rows }`.
  const { rows } = result as unknown as { rows: Array<{ user_id: number; balance: number; ledger_sum: number }> };
  return rows.map((row) => ({
    userId: Number(row.user_id),
    balance: Number(row.balance),
    ledgerSum: Number(row.ledger_sum),
  }));
}

export async function listLedgerEntries(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(sql`${ledgerEntries.id} DESC`)
    .limit(limit);
}
