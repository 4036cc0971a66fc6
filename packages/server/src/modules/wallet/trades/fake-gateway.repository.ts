import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { tradeGatewayState, tradeOffers } from '../../../db/schema';

/** Steam's offer ids are unsigned 64-bit numbers written in decimal. */
const OFFER_ID = '^[0-9]{1,20}$';

/**
 * The largest offer id the site holds from the gateway `pollKey` polls: recorded offers
 * (`trade_offers`) and every id in its saved poll data — a declined offer lives on only there.
 * Null when there is none.
 */
export async function highestKnownOfferId(db: Executor, pollKey: string): Promise<bigint | null> {
  const result = await db.execute(sql`
    SELECT max(id)::text AS highest FROM (
      SELECT ${tradeOffers.steamOfferId}::numeric AS id FROM ${tradeOffers}
       WHERE ${tradeOffers.steamOfferId} ~ ${OFFER_ID}
      UNION ALL
      SELECT known.key::numeric FROM ${tradeGatewayState},
             jsonb_each(COALESCE(${tradeGatewayState.value} -> 'sent', '{}') || COALESCE(${tradeGatewayState.value} -> 'received', '{}')) AS known
       WHERE ${tradeGatewayState.key} = ${pollKey} AND known.key ~ ${OFFER_ID}
    ) AS ids`);
  const highest = (result as unknown as { rows: Array<{ highest: string | null }> }).rows[0]?.highest;
  return highest ? BigInt(highest) : null;
}
