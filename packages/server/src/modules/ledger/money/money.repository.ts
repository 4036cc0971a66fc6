import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccountType } from '@skinbet/shared/ledger';
import type { Executor } from '../../../db/client';
import { accounts, ledgerEntries, transfers, users } from '../../../db/schema';

/** The users column that caches each user account (only the money service writes them). */
const CACHE_COLUMN = { available: users.balance, held: users.held, cashback: users.cashback } as const;

/**
 * Moves one of a user's accounts by `delta`: first the cached column on the user's row — a
 * conditional UPDATE, so a debit that would go below zero matches no row, and the row lock orders
 * every money change of this user — then the account itself. Answers the account's id and its
 * balance after, or null when the account does not cover a debit.
 */
export async function applyUserDelta(
  tx: Executor,
  userId: number,
  type: UserAccountType,
  delta: number,
): Promise<{ accountId: number; balance: number } | null> {
  const column = CACHE_COLUMN[type];
  const cached = await tx
    .update(users)
    .set({ [type === 'available' ? 'balance' : type]: sql`${column} + ${delta}` })
    .where(sql`${users.id} = ${userId} AND ${column} + ${delta} >= 0`)
    .returning({ id: users.id });
  if (cached.length === 0) return null;
  const code = `user:${userId}:${type}`;
  // A credit may be the account's first movement; a debit always finds it (the cache above was > 0).
  if (delta > 0) return upsertAccountDelta(tx, { code, userId, type }, delta);
  const [row] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${delta}` })
    .where(eq(accounts.code, code))
    .returning({ accountId: accounts.id, balance: accounts.balance });
  if (!row) throw new Error(`account ${code} is missing but its cache covered a debit`);
  return row;
}

/**
 * Adds `delta` to an account, creating it first if it does not exist yet. For a user account only
 * with a credit: PostgreSQL checks the proposed row's CHECK before it sees the conflict.
 */
export async function upsertAccountDelta(
  tx: Executor,
  account: { code: string; userId: number | null; type: string },
  delta: number,
): Promise<{ accountId: number; balance: number }> {
  const [row] = await tx
    .insert(accounts)
    .values({ ...account, balance: delta })
    .onConflictDoUpdate({ target: accounts.code, set: { balance: sql`${accounts.balance} + ${delta}` } })
    .returning({ accountId: accounts.id, balance: accounts.balance });
  if (!row) throw new Error(`account ${account.code} was not written`);
  return row;
}

export type TransferRow = typeof transfers.$inferInsert;

export async function insertTransfers(tx: Executor, rows: TransferRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(transfers).values(rows);
}

/**
 * Serialises the transfers that carry one idempotency key until the holder's transaction ends, so
 * a concurrent replay looks the key up only after the first has committed (or rolled back)
 * instead of racing it into the UNIQUE index.
 */
export async function lockIdempotencyKey(tx: Executor, idempotencyKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ledger:${idempotencyKey}`}, 0))`);
}

export async function transferExists(tx: Executor, idempotencyKey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return rows.length > 0;
}

export async function currentBalance(tx: Executor, userId: number): Promise<number | null> {
  const rows = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return rows[0]?.balance ?? null;
}

/** The newest entries of a user's balance statement (the `ledger_entries` view), newest first. */
export async function listLedgerEntries(db: Executor, userId: number, limit: number, offset = 0) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(sql`${ledgerEntries.id} DESC`)
    .limit(limit)
    .offset(offset);
}

export async function countLedgerEntries(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.count ?? 0);
}

/** Sums of the user's balance statement by kind (cents; withdrawals are negative deltas). */
export async function sumLedgerKinds(db: Executor, userId: number, kinds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sql<number>`COALESCE(SUM(${ledgerEntries.delta}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.kind, kinds)))
    .groupBy(ledgerEntries.kind);
  return new Map(rows.map((row) => [row.kind, Number(row.total)]));
}
