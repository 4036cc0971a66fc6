import { and, eq, sql } from 'drizzle-orm';
import { LIMIT_PERIOD_HOURS, type LimitPeriod } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import type { Executor } from '../../../db/client';
import { tradeOffers } from '../../../db/schema';
import type { DepositUsage } from '../../account/responsible-gambling';

const { Active, CreatedNeedsConfirmation, InEscrow } = TRADE_OFFER_STATE;

/** Offers Steam may still complete, made in the window (an escrowed one may outlast a day's window). */
const openWithin = (period: LimitPeriod) =>
  sql<number>`COALESCE(SUM(${tradeOffers.value}) FILTER (WHERE ${tradeOffers.creditedAt} IS NULL AND ${tradeOffers.state} IN (${Active}, ${CreatedNeedsConfirmation}, ${InEscrow}) AND ${tradeOffers.createdAt} > now() - ${LIMIT_PERIOD_HOURS[period]} * interval '1 hour'), 0)::bigint`;

const creditedWithin = (period: LimitPeriod) =>
  sql<number>`COALESCE(SUM(${tradeOffers.value}) FILTER (WHERE ${tradeOffers.creditedAt} > now() - ${LIMIT_PERIOD_HOURS[period]} * interval '1 hour'), 0)::bigint`;

/**
 * The skin deposits' part of a player's deposit-limit usage (docs/payments/steam-trades.md
 * "Deposits by trade"), on the database clock: the value of deposits credited in the last 24 hours,
 * 7 and 30 days (gross, at the price they were credited at; a later reversal gives nothing back), and
 * of deposit offers recorded but not credited yet that Steam may still complete (active, awaiting
 * confirmation or in escrow), valued when recorded.
 */
export async function skinDepositUsage(db: Executor, userId: number): Promise<DepositUsage> {
  const [row] = await db
    .select({
      day: creditedWithin('day'),
      week: creditedWithin('week'),
      month: creditedWithin('month'),
      openDay: openWithin('day'),
      openWeek: openWithin('week'),
      openMonth: openWithin('month'),
    })
    .from(tradeOffers)
    .where(and(eq(tradeOffers.userId, userId), eq(tradeOffers.direction, 'deposit')));
  return {
    creditedDay: Number(row?.day ?? 0),
    creditedWeek: Number(row?.week ?? 0),
    creditedMonth: Number(row?.month ?? 0),
    openDay: Number(row?.openDay ?? 0),
    openWeek: Number(row?.openWeek ?? 0),
    openMonth: Number(row?.openMonth ?? 0),
  };
}
