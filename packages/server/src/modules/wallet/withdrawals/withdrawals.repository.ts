import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { WAGERING_CREDIT_KINDS, type WageringCreditKind } from '@skinbet/shared/ledger';
import type { WithdrawalStatus } from '@skinbet/shared/wallet';
import type { Executor, Transaction } from '../../../db/client';
import { inventoryItems, items, jobs, users, withdrawals } from '../../../db/schema';
import type { CreditInterval } from './wagering';
import { WITHDRAWAL_PAYOUT_QUEUE } from './withdrawal-keys';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal with what its presentation needs: the skin of a skin withdrawal, the player's name. */
export interface WithdrawalView extends WithdrawalRow {
  username: string;
  item: { myId: number; name: string; image: string; price: number } | null;
}

/** The statuses that block a new withdrawal (docs/money/withdrawals.md "Rules": the previous one must be finished). */
export const OPEN_STATUSES: WithdrawalStatus[] = ['moderation', 'sending'];

/**
 * Locks the player's row and reads what a withdrawal decides on. Every money change of a player
 * updates this row first (money.repository), so holding it serialises one player's withdrawals:
 * a second request waits here and then sees the first one's withdrawal ("previous pending").
 */
export async function lockWithdrawingUser(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({
      banned: users.banned,
      isDemo: users.isDemo,
      balance: users.balance,
      experience: users.experience,
      kycVerifiedAt: users.kycVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The player's row as the available-withdraw view reads it (no lock). */
export async function findWithdrawingUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ balance: users.balance, experience: users.experience, kycVerifiedAt: users.kycVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function hasOpenWithdrawal(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, OPEN_STATUSES)))
    .limit(1);
  return rows.length > 0;
}

/**
 * What the wagering rule reads (docs/money/wagering.md), in one query: the player's credits that
 * must be staked once (WAGERING_CREDIT_KINDS), in time order, each with what was staked in settled
 * wagers (skins by value and money) from it until the next credit — stakes before the first credit
 * fall in no interval. Credits booked together (a deposit and its bonus) share their time: the
 * earlier one's interval is empty, the later one's holds the stakes, and the fold pays the earlier
 * first. A player "has a deposit" with a money deposit or a credited skin deposit that Steam has
 * not reverted.
 */
export async function readWagering(
  db: Executor,
  userId: number,
): Promise<{ credits: CreditInterval[]; hasDeposit: boolean }> {
  const kinds = sql.join(
    WAGERING_CREDIT_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH credits AS (
      SELECT id, kind, delta AS amount, created_at,
        LEAD(created_at) OVER (ORDER BY created_at, id) AS next_at
      FROM ledger_entries
      WHERE user_id = ${userId} AND kind IN (${kinds}) AND delta > 0
    ),
    deposit AS (
      SELECT EXISTS (SELECT 1 FROM credits WHERE kind = 'deposit') OR EXISTS (
        SELECT 1 FROM trade_offers t
        WHERE t.user_id = ${userId} AND t.direction = 'deposit' AND t.credited_at IS NOT NULL AND t.reverted_at IS NULL
      ) AS has_deposit
    )
    SELECT deposit.has_deposit, c.kind, c.amount, c.created_at,
      COALESCE((
        SELECT SUM(w.stake_items + w.stake_money) FROM wagers w
        WHERE w.user_id = ${userId} AND w.settled_at >= c.created_at
          AND (c.next_at IS NULL OR w.settled_at < c.next_at)
      ), 0)::bigint AS staked
    FROM deposit LEFT JOIN credits c ON true
    ORDER BY c.created_at, c.id`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    hasDeposit: Boolean(rows[0]?.has_deposit),
    credits: rows
      .filter((row) => row.kind !== null)
      .map((row) => ({
        kind: row.kind as WageringCreditKind,
        amount: Number(row.amount),
        at: new Date(row.created_at as string | Date),
        stakedUntilNext: Number(row.staked),
      })),
  };
}

export async function insertWithdrawal(
  tx: Transaction,
  values: { userId: number; type: 'money'; system: number; wallet: string; amount: number; tax: number },
): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

export async function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/**
 * The one way a withdrawal changes status: a conditional UPDATE from `from` (and, for a player,
 * only their own), so of two racing decisions — a cancel and an approval — exactly one matches.
 * Answers the updated row, or undefined when it was not in `from` (any more).
 */
export async function moveWithdrawal(
  tx: Transaction,
  change: {
    id: number;
    from: WithdrawalStatus;
    to: WithdrawalStatus;
    userId?: number;
    decidedBy?: number;
    reason?: string | null;
    externalId?: string;
  },
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: change.to,
      updatedAt: sql`now()`,
      ...(change.decidedBy === undefined ? {} : { decidedBy: change.decidedBy }),
      ...(change.reason === undefined ? {} : { reason: change.reason }),
      ...(change.externalId === undefined ? {} : { externalId: change.externalId }),
    })
    .where(
      and(
        eq(withdrawals.id, change.id),
        eq(withdrawals.status, change.from),
        change.userId === undefined ? undefined : eq(withdrawals.userId, change.userId),
      ),
    )
    .returning();
  return row;
}

/** Notes on a withdrawal in flight (the provider's id, why a payout stalled), only while it is `sending`. */
export async function annotateSending(
  db: Executor,
  id: number,
  note: { externalId?: string; reason?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(withdrawals)
    .set({ ...note, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sending')))
    .returning({ id: withdrawals.id });
  return rows.length > 0;
}

/** Locks a withdrawal row for an operator's decision on a stalled payout (approve again, or reject). */
export async function lockWithdrawal(tx: Transaction, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/**
 * Whether any payout job of the withdrawal is still queued or running (its first job, a status
 * re-check, or an operator's retry — all keyed `withdrawal:<id>:payout…`).
 */
export async function hasActivePayoutJob(db: Executor, withdrawalId: number): Promise<boolean> {
  const prefix = `withdrawal:${withdrawalId}:payout`;
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, WITHDRAWAL_PAYOUT_QUEUE),
        sql`(${jobs.idempotencyKey} = ${prefix} OR ${jobs.idempotencyKey} LIKE ${`${prefix}:%`})`,
        inArray(jobs.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** How many payout jobs the withdrawal has had (numbers an operator's retry). */
export async function countPayoutJobs(db: Executor, withdrawalId: number): Promise<number> {
  const prefix = `withdrawal:${withdrawalId}:payout`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`(${jobs.idempotencyKey} = ${prefix} OR ${jobs.idempotencyKey} LIKE ${`${prefix}:%`})`);
  return Number(row?.n ?? 0);
}

const viewColumns = {
  withdrawal: withdrawals,
  username: users.username,
  itemId: inventoryItems.id,
  itemName: items.name,
  itemImage: items.image,
  itemPrice: items.price,
};

type ViewRecord = {
  withdrawal: WithdrawalRow;
  username: string;
  itemId: number | null;
  itemName: string | null;
  itemImage: string | null;
  itemPrice: number | null;
};

function toView(record: ViewRecord): WithdrawalView {
  return {
    ...record.withdrawal,
    username: record.username,
    item:
      record.itemId === null
        ? null
        : {
            myId: record.itemId,
            name: record.itemName ?? '',
            image: record.itemImage ?? '',
            price: Number(record.itemPrice ?? 0),
          },
  };
}

function viewQuery(db: Executor) {
  return db
    .select(viewColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(inventoryItems, eq(inventoryItems.id, withdrawals.inventoryItemId))
    .leftJoin(items, eq(items.id, inventoryItems.itemId));
}

export async function findWithdrawalView(db: Executor, id: number): Promise<WithdrawalView | undefined> {
  const [record] = await viewQuery(db).where(eq(withdrawals.id, id));
  return record ? toView(record) : undefined;
}

/** A player's withdrawals, newest first, `limit` of them below id `before` (the profile tab's pages). */
export async function listUserWithdrawals(
  db: Executor,
  userId: number,
  page: { before?: number; limit: number },
): Promise<WithdrawalView[]> {
  const records = await viewQuery(db)
    .where(and(eq(withdrawals.userId, userId), page.before === undefined ? undefined : lt(withdrawals.id, page.before)))
    .orderBy(desc(withdrawals.id))
    .limit(page.limit);
  return records.map(toView);
}

/** The moderation queue: withdrawals in one status, oldest first (first come, first decided). */
export async function listWithdrawalsByStatus(
  db: Executor,
  status: WithdrawalStatus,
  limit: number,
): Promise<WithdrawalView[]> {
  const records = await viewQuery(db).where(eq(withdrawals.status, status)).orderBy(asc(withdrawals.id)).limit(limit);
  return records.map(toView);
}

/** Records (or clears) an operator's KYC check of a player; false for an unknown player. */
export async function setKycVerified(tx: Executor, userId: number, verified: boolean): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ kycVerifiedAt: verified ? sql`now()` : null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
