import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DepositStatus } from '@skinbet/shared/wallet';
import type { Executor, Transaction } from '../../../db/client';
import { depositOrders, paymentNotifications, users } from '../../../db/schema';

export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;

/**
 * Queues order creations of one player (an advisory lock for this transaction), so the count of
 * their unpaid orders and the new order's insert cannot interleave with another creation's.
 */
export async function lockOrderCreation(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`deposit-orders:${userId}`}, 0))`);
}

/** Queues operators' rate changes (a read-modify-write of one app_settings value). */
export async function lockRateChange(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('payment-rates', 0))`);
}

/** The player's orders still waiting (pending or in review) created within the last `windowMs`. */
export async function countRecentUnpaidOrders(tx: Executor, userId: number, windowMs: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        inArray(depositOrders.status, ['pending', 'review']),
        gt(depositOrders.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Inserts an order; undefined when its (provider, provider_payment_id) is taken — a card-wallet
 * receipt already submitted on another order that was not rejected.
 */
export async function insertOrder(tx: Executor, order: NewDepositOrder): Promise<DepositOrderRow | undefined> {
  const rows = await tx.insert(depositOrders).values(order).onConflictDoNothing().returning();
  return rows[0];
}

export async function findOrder(db: Executor, id: number): Promise<DepositOrderRow | undefined> {
  const rows = await db.select().from(depositOrders).where(eq(depositOrders.id, id));
  return rows[0];
}

/**
 * The order locked `FOR UPDATE`: notifications for one order (a provider's retries, a replay
 * storm) and an operator's decisions queue here, so each sees the state the previous one left.
 */
export async function lockOrder(tx: Transaction, id: number): Promise<DepositOrderRow | undefined> {
  const rows = await tx.select().from(depositOrders).where(eq(depositOrders.id, id)).for('update');
  return rows[0];
}

/** The order that already carries this provider payment id, if any. */
export async function findOrderByPayment(db: Executor, provider: string, paymentId: string) {
  const rows = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.provider, provider), eq(depositOrders.providerPaymentId, paymentId)));
  return rows[0];
}

/**
 * Moves an order from one of `from` to `to`, only if it is still in one of them (the guard
 * against a second notification or a second operator): the changed row, or undefined.
 */
export async function moveOrder(
  tx: Transaction,
  id: number,
  from: DepositStatus[],
  to: DepositStatus,
  fields: { providerPaymentId?: string | null; reviewReason?: string | null } = {},
): Promise<DepositOrderRow | undefined> {
  const rows = await tx
    .update(depositOrders)
    .set({
      status: to,
      ...fields,
      updatedAt: sql`now()`,
      ...(to === 'paid' ? { paidAt: sql`now()` } : {}),
    })
    .where(and(eq(depositOrders.id, id), inArray(depositOrders.status, from)))
    .returning();
  return rows[0];
}

/** The bonus actually credited with the payment. */
export async function setOrderBonus(tx: Transaction, id: number, bonus: number): Promise<void> {
  await tx.update(depositOrders).set({ bonus }).where(eq(depositOrders.id, id));
}

/**
 * One page of orders for an operator, with their players' names and the count of every match:
 * those in review oldest first (first come, first decided), any other status newest first.
 */
export async function listAdminOrders(
  db: Executor,
  filter: { status: DepositStatus; provider?: string; userId?: number },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(depositOrders.status, filter.status),
    filter.provider === undefined ? undefined : eq(depositOrders.provider, filter.provider),
    filter.userId === undefined ? undefined : eq(depositOrders.userId, filter.userId),
  );
  const rows = await db
    .select({ order: depositOrders, username: users.username })
    .from(depositOrders)
    .innerJoin(users, eq(users.id, depositOrders.userId))
    .where(where)
    .orderBy(filter.status === 'review' ? asc(depositOrders.id) : desc(depositOrders.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(depositOrders)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findUsername(db: Executor, userId: number): Promise<string | undefined> {
  const rows = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return rows[0]?.username;
}

/** Records a notification as received, accepted or not, and why (issue 15: refusals are logged). */
export async function recordNotification(
  db: Executor,
  row: {
    provider: string;
    orderId: number | null;
    providerPaymentId: string | null;
    outcome: 'credited' | 'duplicate' | 'review' | 'refused' | 'failed' | 'ignored';
    reason: string | null;
    payload: unknown;
  },
): Promise<void> {
  await db.insert(paymentNotifications).values(row);
}

/** The notifications recorded for an order, oldest first (tests and support). */
export async function listNotifications(db: Executor, where: { orderId?: number; provider?: string }) {
  return db
    .select()
    .from(paymentNotifications)
    .where(
      and(
        where.orderId === undefined ? undefined : eq(paymentNotifications.orderId, where.orderId),
        where.provider === undefined ? undefined : eq(paymentNotifications.provider, where.provider),
      ),
    )
    .orderBy(asc(paymentNotifications.id));
}
