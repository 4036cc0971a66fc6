import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { TRADE_OFFER_STATE, TRADE_PROTECTION_MS } from '@skinbet/shared/wallet';
import type { Executor, Transaction } from '../../../db/client';
import { inventoryItems, items, tradeGatewayState, tradeOffers, userDebts, users } from '../../../db/schema';
import { beforeDeadline, inMs } from '../../../platform/db-clock.repository';

export type TradeOfferRow = typeof tradeOffers.$inferSelect;

/**
 * A skin of a trade offer (`trade_offers.items`): the catalog item, its asset id in the offer, the
 * price it counted for, and — once a deposit became inventory — the instance it became.
 */
export interface OfferItem {
  itemId: number;
  assetId: string;
  price: number;
  inventoryItemId?: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function loadPollData(db: Executor, key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select().from(tradeGatewayState).where(eq(tradeGatewayState.key, key));
  return row?.value as Record<string, unknown> | undefined;
}

export async function savePollData(db: Executor, key: string, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(tradeGatewayState)
    .values({ key, value })
    .onConflictDoUpdate({ target: tradeGatewayState.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The player a trade partner is: the account with that Steam id; else (demo accounts, which have
 * none) the one account without a Steam id whose saved trade URL names that partner.
 */
export async function findUserByPartner(db: Executor, partner: { steamId: string; accountId: string | null }) {
  const columns = { id: users.id, banned: users.banned };
  const [bySteamId] = await db.select(columns).from(users).where(eq(users.steamId, partner.steamId));
  if (bySteamId || partner.accountId === null) return bySteamId;
  const byTradeUrl = await db
    .select(columns)
    .from(users)
    .where(and(isNull(users.steamId), sql`${users.tradeLink} LIKE ${`%?partner=${partner.accountId}&token=%`}`))
    .limit(2);
  return byTradeUrl.length === 1 ? byTradeUrl[0] : undefined;
}

/** Catalog items by market hash name (the names Steam gives the skins of an offer). */
export async function findCatalogByNames(db: Executor, names: string[]) {
  if (names.length === 0) return new Map<string, { id: number; price: number }>();
  const rows = await db
    .select({ id: items.id, price: items.price, name: items.marketHashName })
    .from(items)
    .where(inArray(items.marketHashName, [...new Set(names)]));
  return new Map(rows.map((row) => [row.name, { id: row.id, price: row.price }]));
}

/** Market hash names of catalog items by id (the skins a sandbox deposit offers). */
export async function findCatalogNames(db: Executor, itemIds: number[]): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, name: items.marketHashName })
    .from(items)
    .where(inArray(items.id, [...new Set(itemIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function catalogPrices(db: Executor, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, price: items.price })
    .from(items)
    .where(inArray(items.id, [...new Set(itemIds)]));
  return new Map(rows.map((row) => [row.id, row.price]));
}

/** Records an offer once (`steam_offer_id` UNIQUE): a second call for the same offer adds nothing. */
export async function insertOffer(
  db: Executor,
  values: {
    direction: 'deposit' | 'withdrawal';
    userId: number;
    steamOfferId: string | null;
    state: number;
    items: OfferItem[];
    value: number;
    withdrawalId?: number;
  },
): Promise<TradeOfferRow | undefined> {
  const [row] = await db.insert(tradeOffers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findOfferBySteamId(db: Executor, steamOfferId: string): Promise<TradeOfferRow | undefined> {
  const [row] = await db.select().from(tradeOffers).where(eq(tradeOffers.steamOfferId, steamOfferId));
  return row;
}

/** Records the state Steam reports; answers the row only when it changed. */
export async function updateOfferState(tx: Executor, steamOfferId: string, state: number) {
  const [row] = await tx
    .update(tradeOffers)
    .set({ state, updatedAt: sql`now()` })
    .where(and(eq(tradeOffers.steamOfferId, steamOfferId), sql`${tradeOffers.state} <> ${state}`))
    .returning();
  return row;
}

/**
 * An accepted deposit's one crediting: the conditional `credited_at IS NULL` matches once however
 * often Steam reports the offer Accepted. Its protection runs 7 days from now (database clock).
 */
export async function markDepositCredited(tx: Transaction, steamOfferId: string) {
  const [row] = await tx
    .update(tradeOffers)
    .set({
      state: TRADE_OFFER_STATE.Accepted,
      creditedAt: sql`now()`,
      protectedUntil: inMs(TRADE_PROTECTION_MS),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(tradeOffers.steamOfferId, steamOfferId),
        eq(tradeOffers.direction, 'deposit'),
        isNull(tradeOffers.creditedAt),
      ),
    )
    .returning();
  return row;
}

/** The skins of a credited deposit, each with the instance it became and its price then. */
export async function recordOfferItems(tx: Transaction, id: number, offerItems: OfferItem[], value: number) {
  await tx.update(tradeOffers).set({ items: offerItems, value }).where(eq(tradeOffers.id, id));
}

export async function markInstancesProtected(tx: Transaction, ids: number[], until: Date): Promise<void> {
  if (ids.length > 0) {
    await tx.update(inventoryItems).set({ protectedUntil: until }).where(inArray(inventoryItems.id, ids));
  }
}

/** A reversal's one application: the conditional `reverted_at IS NULL` on a credited deposit matches once. */
export async function markDepositReverted(tx: Transaction, steamOfferId: string) {
  const [row] = await tx
    .update(tradeOffers)
    .set({ state: TRADE_OFFER_STATE.Reverted, revertedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(tradeOffers.steamOfferId, steamOfferId),
        eq(tradeOffers.direction, 'deposit'),
        isNotNull(tradeOffers.creditedAt),
        isNull(tradeOffers.revertedAt),
      ),
    )
    .returning();
  return row;
}

/** The player's balance, with their row locked (every money change of a player locks it first). */
export async function lockUserBalance(tx: Transaction, userId: number): Promise<number> {
  const [row] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).for('update');
  return row?.balance ?? 0;
}

/** The debt a reversal left (UNIQUE per offer): answers whether this call recorded it. */
export async function insertDebt(
  tx: Transaction,
  values: { userId: number; amount: number; reason: string; tradeOfferId: number },
): Promise<boolean> {
  const rows = await tx.insert(userDebts).values(values).onConflictDoNothing().returning({ id: userDebts.id });
  return rows.length > 0;
}

export async function lockOpenDebts(tx: Transaction, userId: number) {
  return tx
    .select()
    .from(userDebts)
    .where(and(eq(userDebts.userId, userId), isNull(userDebts.settledAt)))
    .orderBy(asc(userDebts.id))
    .for('update');
}

export async function markDebtSettled(tx: Transaction, id: number): Promise<void> {
  await tx
    .update(userDebts)
    .set({ settledAt: sql`now()` })
    .where(and(eq(userDebts.id, id), isNull(userDebts.settledAt)));
}

/**
 * Each of the player's credited, unreverted skin deposits still inside Trade Protection
 * (docs/money/trade-protection.md "The rule"), soonest to end first: when it ends (`untilMs`,
 * database clock, ms), its `gone` value — the deposit price of each of its skins a reversal could
 * not take back, because the player no longer holds it `available` (sold, lost or staked in a game,
 * won by someone else, gone out) — and its `held` value: the catalog price now of its skins the
 * player still holds (`available` or `in_bet`), which a reversal takes back themselves.
 */
export async function protectedDepositsOf(
  db: Executor,
  userId: number,
): Promise<Array<{ untilMs: number; gone: number; held: number }>> {
  const result = await db.execute(sql`
    SELECT floor(extract(epoch FROM t.protected_until) * 1000)::bigint AS until_ms,
      COALESCE(SUM(CASE WHEN ii.user_id = t.user_id AND ii.status = 'available'
        THEN 0 ELSE (item->>'price')::bigint END), 0)::bigint AS gone,
      COALESCE(SUM(CASE WHEN ii.user_id = t.user_id AND ii.status IN ('available', 'in_bet')
        THEN it.price ELSE 0 END), 0)::bigint AS held
    FROM trade_offers t
    CROSS JOIN LATERAL jsonb_array_elements(t.items) AS item
    LEFT JOIN inventory_items ii ON ii.id = (item->>'inventoryItemId')::bigint
    LEFT JOIN items it ON it.id = ii.item_id
    WHERE t.user_id = ${userId} AND t.direction = 'deposit' AND t.credited_at IS NOT NULL
      AND t.reverted_at IS NULL AND t.protected_until > now()
    GROUP BY t.id, t.protected_until
    ORDER BY t.protected_until, t.id`);
  return rowsOf<{ until_ms: unknown; gone: unknown; held: unknown }>(result).map((row) => ({
    untilMs: Number(row.until_ms),
    gone: Number(row.gone),
    held: Number(row.held),
  }));
}

/**
 * Value under Trade Protection that has left the skins (cents): the `gone` value of every
 * protected deposit (`protectedDepositsOf`) — what a reversal now would have to take from the
 * balance instead of the skins.
 */
export async function protectedValueOf(db: Executor, userId: number): Promise<number> {
  return (await protectedDepositsOf(db, userId)).reduce((sum, deposit) => sum + deposit.gone, 0);
}

/**
 * The catalog value now of the player's skins on the site (`available` or staked `in_bet`), every
 * one of them, those of protected deposits included (cents).
 */
export async function skinsOnSiteValueOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`COALESCE(SUM(${items.price}), 0)::bigint` })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.status, ['available', 'in_bet'])));
  return Number(row?.total ?? 0);
}

/** The player's unpaid debt from reversed skin deposits (cents; 0 when none is open): it blocks withdrawals. */
export async function openDebtOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`COALESCE(SUM(${userDebts.amount}), 0)::bigint` })
    .from(userDebts)
    .where(and(eq(userDebts.userId, userId), isNull(userDebts.settledAt)));
  return Number(row?.total ?? 0);
}

/**
 * Whether the player made a skin deposit that was credited and not reverted ("has a deposit",
 * docs/payments/steam-trades.md "Deposits by trade").
 */
export async function hasSkinDeposit(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: tradeOffers.id })
    .from(tradeOffers)
    .where(
      and(
        eq(tradeOffers.userId, userId),
        eq(tradeOffers.direction, 'deposit'),
        isNotNull(tradeOffers.creditedAt),
        isNull(tradeOffers.revertedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Credited deposits still inside Trade Protection, least recently checked first: the poller asks
 * Steam about a few of them each round, in case a reversal never showed up as an offer change.
 */
export async function listProtectedDeposits(db: Executor, limit: number) {
  return db
    .select({ id: tradeOffers.id, steamOfferId: tradeOffers.steamOfferId, state: tradeOffers.state })
    .from(tradeOffers)
    .where(
      and(
        eq(tradeOffers.direction, 'deposit'),
        isNotNull(tradeOffers.creditedAt),
        isNull(tradeOffers.revertedAt),
        beforeDeadline(tradeOffers.protectedUntil),
      ),
    )
    .orderBy(asc(tradeOffers.updatedAt), asc(tradeOffers.id))
    .limit(limit);
}

/** Marks a deposit as checked now (it goes to the back of `listProtectedDeposits`). */
export async function touchOffer(db: Executor, id: number): Promise<void> {
  await db
    .update(tradeOffers)
    .set({ updatedAt: sql`now()` })
    .where(eq(tradeOffers.id, id));
}
