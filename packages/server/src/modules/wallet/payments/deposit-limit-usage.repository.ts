import { eq, sql } from 'drizzle-orm';
import { LIMIT_PERIOD_HOURS, type LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { Executor } from '../../../db/client';
import { depositOrders } from '../../../db/schema';
import type { DepositUsage } from '../../account/responsible-gambling';

const openWithin = (period: LimitPeriod) =>
  sql<number>`COALESCE(SUM(${depositOrders.sum}) FILTER (WHERE ${depositOrders.status} IN ('pending', 'review') AND ${depositOrders.createdAt} > now() - ${LIMIT_PERIOD_HOURS[period]} * interval '1 hour'), 0)::bigint`;

const paidWithin = (period: LimitPeriod) =>
  sql<number>`COALESCE(SUM(${depositOrders.sum}) FILTER (WHERE ${depositOrders.paidAt} > now() - ${LIMIT_PERIOD_HOURS[period]} * interval '1 hour'), 0)::bigint`;

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
    .select({
      day: paidWithin('day'),
      week: paidWithin('week'),
      month: paidWithin('month'),
      openDay: openWithin('day'),
      openWeek: openWithin('week'),
      openMonth: openWithin('month'),
    })
    .from(depositOrders)
    .where(eq(depositOrders.userId, userId));
  return {
    creditedDay: Number(row?.day ?? 0),
    creditedWeek: Number(row?.week ?? 0),
    creditedMonth: Number(row?.month ?? 0),
    openDay: Number(row?.openDay ?? 0),
    openWeek: Number(row?.openWeek ?? 0),
    openMonth: Number(row?.openMonth ?? 0),
  };
}
