import { and, desc, eq, gt, like, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { accounts, auditLog, transfers, users } from '../../../db/schema';
import {
  depositUsageColumns,
  depositUsageOf,
  windowStart,
  type DepositUsage,
} from '../../account/responsible-gambling';

/** Every manual credit's idempotency key starts so; the operator's reference follows. */
export const MANUAL_KEY_PREFIX = 'deposit:manual:';

/** The deposit booked under an idempotency key: whose balance it credited, and how much (cents). */
export async function findDepositByKey(db: Executor, idempotencyKey: string) {
  const rows = await db
    .select({ userId: accounts.userId, amount: transfers.amount, kind: transfers.kind })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return rows[0];
}

/**
 * Manual credits, newest first, with their players and the operator who made each (the audit
 * entry that recorded its reference), and the count of every match.
 */
export async function listManualDeposits(
  db: Executor,
  filter: { userId?: number },
  page: { offset: number; limit: number },
) {
  const where = and(
    like(transfers.idempotencyKey, `${MANUAL_KEY_PREFIX}%`),
    eq(transfers.kind, 'deposit'),
    filter.userId === undefined ? undefined : eq(accounts.userId, filter.userId),
  );
  const reference = sql<string>`substring(${transfers.idempotencyKey} from ${MANUAL_KEY_PREFIX.length + 1}::int)`;
  const actor = sql<number | null>`(
    SELECT a.actor_id FROM ${auditLog} a
    WHERE a.action IN ('deposits.manual', 'deposit.manual') AND a.target = 'user:' || ${accounts.userId}
      AND a.details::jsonb ->> 'reference' = ${reference}
    ORDER BY a.id LIMIT 1
  )`;
  const rows = await db
    .select({
      reference,
      userId: accounts.userId,
      username: users.username,
      amount: transfers.amount,
      actorId: actor,
      actorName: sql<string | null>`(SELECT username FROM ${users} b WHERE b.id = ${actor})`,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(where)
    .orderBy(desc(transfers.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Queues manual credits of one reference (an advisory lock for this transaction): a replay waits
 * for the first and then finds it booked, rather than meeting the deposit limit it used up.
 */
export async function lockReference(tx: Transaction, idempotencyKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${idempotencyKey}, 0))`);
}

/**
 * The manual credits' part of a player's deposit-limit usage (docs/payments/deposits.md "Deposit
 * limit"): what operators credited them in the last 24 hours, 7 and 30 days (database clock). A
 * manual credit is never open: the money had arrived when it was booked.
 */
export async function manualDepositUsage(db: Executor, userId: number): Promise<DepositUsage> {
  const [row] = await db
    .select(depositUsageColumns({ amount: transfers.amount, at: transfers.createdAt }))
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(transfers.kind, 'deposit'),
        like(transfers.idempotencyKey, `${MANUAL_KEY_PREFIX}%`),
        gt(transfers.createdAt, windowStart('month')),
      ),
    );
  return depositUsageOf(row);
}
