import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '@skinbet/shared/wallet';
import type { Executor, Transaction } from '../../db/client';
import { inventoryItems, items, jobs, users, withdrawals } from '../../db/schema';
import { WITHDRAWAL_PAYOUT_QUEUE } from './withdrawal-keys';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal with what its presentation needs: the skin of a skin withdrawal, the player's name. */
export interface WithdrawalView extends WithdrawalRow {
  username: string;
  item: { myId: number; name: string; image: string; price: number } | null;
}

/** The statuses that block a new withdrawal (SPEC §5 "previous withdrawal finished"). */
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
 * What the withdrawable rule reads (README "Withdrawals"): the money credited that must be staked
 * once — deposits and the marketing credits that ride on them (deposit bonuses, balance promo
 * codes), else a code's value could leave unplayed — when the first of them arrived, and what the
 * player has staked in settled wagers since (skins by value and money). A player "has a deposit"
 * with a money deposit or a credited skin deposit that Steam has not reverted.
 */
export async function readWageringTotals(db: Executor, userId: number) {
  const result = await db.execute(sql`
    WITH credits AS (
      SELECT COALESCE(SUM(delta), 0)::bigint AS total, MIN(created_at) AS first_at,
        COALESCE(BOOL_OR(kind = 'deposit'), false) AS money_deposit
      FROM ledger_entries
      WHERE user_id = ${userId} AND kind IN ('deposit', 'deposit_bonus', 'promo_balance') AND delta > 0
    )
    SELECT credits.total AS deposited,
      credits.money_deposit OR EXISTS (
        SELECT 1 FROM trade_offers t
        WHERE t.user_id = ${userId} AND t.direction = 'deposit' AND t.credited_at IS NOT NULL AND t.reverted_at IS NULL
      ) AS has_deposit,
      COALESCE((
        SELECT SUM(w.stake_items + w.stake_money) FROM wagers w
        WHERE w.user_id = ${userId} AND credits.first_at IS NOT NULL AND w.settled_at >= credits.first_at
      ), 0)::bigint AS staked
    FROM credits`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
  return { deposited: Number(row.deposited), staked: Number(row.staked), hasDeposit: Boolean(row.has_deposit) };
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
