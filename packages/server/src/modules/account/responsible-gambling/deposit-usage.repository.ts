import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LIMIT_PERIOD_HOURS, type LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { DepositUsage } from './usage';

/** The start of a period's rolling window, on the database clock. */
export const windowStart = (period: LimitPeriod): SQL => sql`now() - ${LIMIT_PERIOD_HOURS[period]} * interval '1 hour'`;

/** What a deposit path sums: `amount` of the rows whose `at` falls in the window (and `where`, when given). */
export interface DepositSum {
  amount: SQLWrapper;
  at: SQLWrapper;
  where?: SQL;
}

const sumWithin = ({ amount, at, where }: DepositSum, period: LimitPeriod) =>
  sql<string>`COALESCE(SUM(${amount}) FILTER (WHERE ${where ? sql`${where} AND ` : sql``}${at} > ${windowStart(period)}), 0)::bigint`;

/**
 * The select columns a deposit path's source reads its usage with (docs/payments/deposits.md
 * "Deposit limit"): what it credited in each window and, for a path that holds deposits open, the
 * open ones made in each window. Read the row back with `depositUsageOf`.
 */
export function depositUsageColumns(credited: DepositSum, open?: DepositSum) {
  const none = sql<string>`0`;
  return {
    creditedDay: sumWithin(credited, 'day'),
    creditedWeek: sumWithin(credited, 'week'),
    creditedMonth: sumWithin(credited, 'month'),
    openDay: open ? sumWithin(open, 'day') : none,
    openWeek: open ? sumWithin(open, 'week') : none,
    openMonth: open ? sumWithin(open, 'month') : none,
  };
}

/** A row of `depositUsageColumns` as cents (bigint sums come back as text). */
export function depositUsageOf(row: Record<keyof DepositUsage, unknown> | undefined): DepositUsage {
  const cents = (value: unknown) => Number(value ?? 0);
  return {
    creditedDay: cents(row?.creditedDay),
    creditedWeek: cents(row?.creditedWeek),
    creditedMonth: cents(row?.creditedMonth),
    openDay: cents(row?.openDay),
    openWeek: cents(row?.openWeek),
    openMonth: cents(row?.openMonth),
  };
}
