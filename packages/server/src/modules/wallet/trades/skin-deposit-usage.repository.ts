import { and, eq, sql } from 'drizzle-orm';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import type { Executor } from '../../../db/client';
import { tradeOffers } from '../../../db/schema';
import { depositUsageColumns, depositUsageOf, type DepositUsage } from '../../account/responsible-gambling';

const { Active, CreatedNeedsConfirmation, InEscrow } = TRADE_OFFER_STATE;

/** Offers Steam may still complete (an escrowed one may outlast a day's window): counted from when made. */
const stillOpen = sql`${tradeOffers.creditedAt} IS NULL AND ${tradeOffers.state} IN (${Active}, ${CreatedNeedsConfirmation}, ${InEscrow})`;

/**
 * The skin deposits' part of a player's deposit-limit usage (docs/payments/steam-trades.md
 * "Deposits by trade"), on the database clock: the value of deposits credited in the last 24 hours,
 * 7 and 30 days (gross, at the price they were credited at; a later reversal gives nothing back), and
 * of deposit offers recorded but not credited yet that Steam may still complete (active, awaiting
 * confirmation or in escrow), valued when recorded.
 */
export async function skinDepositUsage(db: Executor, userId: number): Promise<DepositUsage> {
  const [row] = await db
    .select(
      depositUsageColumns(
        { amount: tradeOffers.value, at: tradeOffers.creditedAt },
        { amount: tradeOffers.value, at: tradeOffers.createdAt, where: stillOpen },
      ),
    )
    .from(tradeOffers)
    .where(and(eq(tradeOffers.userId, userId), eq(tradeOffers.direction, 'deposit')));
  return depositUsageOf(row);
}
