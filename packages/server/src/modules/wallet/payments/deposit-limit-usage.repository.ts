import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { depositOrders } from '../../../db/schema';
import { depositUsageColumns, depositUsageOf, type DepositUsage } from '../../account/responsible-gambling';

/**
 * The money orders' part of a player's deposit-limit usage (docs/payments/deposits.md "Deposit
 * limit"), on the database clock: the sums of orders credited in the last 24 hours, 7 and 30 days
 * (gross: the order's sum, without its bonus; a credited order counts from `paid_at` whatever
 * happened after), and of orders still open — pending or in review — made in each window: a payment
 * may still arrive for them and is credited without a second check; an abandoned one stops
 * reserving when its window has passed (nothing cancels it).
 */
export async function moneyDepositUsage(db: Executor, userId: number): Promise<DepositUsage> {
  const [row] = await db
    .select(
      depositUsageColumns(
        { amount: depositOrders.sum, at: depositOrders.paidAt },
        {
          amount: depositOrders.sum,
          at: depositOrders.createdAt,
          where: sql`${depositOrders.status} IN ('pending', 'review')`,
        },
      ),
    )
    .from(depositOrders)
    .where(eq(depositOrders.userId, userId));
  return depositUsageOf(row);
}
