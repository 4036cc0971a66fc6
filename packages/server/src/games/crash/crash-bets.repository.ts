import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  crashBetItems,
  crashBets,
  crashRounds,
  inventoryItems,
  items,
  users,
  type CrashBetStatus,
} from '../../db/schema';

/**
 * Crash bets SQL. Lock order, the same in every transaction that takes several of these locks
 * (so none can wait on another in a cycle): round row → bet rows (by id) → catalog rows for
 * returned stakes (by id) → a won unit (SKIP LOCKED, never waits; modules/storehouse/stock.service)
 * → user rows.
 */

/** Database "now" minus a timestamp, in whole milliseconds (the clock every decision uses). */
const msSince = (column: typeof crashRounds.startedAt) =>
  sql<number>`floor(extract(epoch from (now() - ${column})) * 1000)::bigint`.mapWith(Number);

/**
 * The round open for bets, locked `FOR UPDATE`: the engine's move to `running` waits for bets in
 * flight, and bets of one round queue here, which keeps the per-user bet count exact. `open` is
 * whether its betting window is still open by the database clock.
 */
export async function lockBettingRound(tx: Executor): Promise<{ id: number; open: boolean } | undefined> {
  const [row] = await tx
    .select({ id: crashRounds.id, open: sql<boolean>`${crashRounds.bettingEndsAt} > now()` })
    .from(crashRounds)
    .where(eq(crashRounds.phase, 'waiting'))
    .orderBy(desc(crashRounds.id))
    .limit(1)
    .for('update');
  return row;
}

/** The latest round, whatever its phase (`/api/crash/myBet`'s "current round"). */
export async function latestRoundId(db: Executor): Promise<number | undefined> {
  const [row] = await db.select({ id: crashRounds.id }).from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  return row?.id;
}

/**
 * How many bets the user has in the round, how many of them are manual (target 0), and how many
 * are on `target`. Exact only under the round's lock (`lockBettingRound`): bets of one round queue
 * there, so two bets on one target cannot both count zero.
 */
export async function countUserBets(tx: Executor, roundId: number, userId: number, target: number) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      manual: sql<number>`count(*) FILTER (WHERE ${crashBets.autoWithdraw} = 0)::int`.mapWith(Number),
      sameTarget: sql<number>`count(*) FILTER (WHERE ${crashBets.autoWithdraw} = ${target})::int`.mapWith(Number),
    })
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.userId, userId)));
  return row ?? { total: 0, manual: 0, sameTarget: 0 };
}

export async function insertBet(
  tx: Executor,
  bet: { roundId: number; userId: number; bank: number; autoWithdraw: number },
  staked: Array<{ id: number; price: number }>,
): Promise<number> {
  const [row] = await tx.insert(crashBets).values(bet).returning({ id: crashBets.id });
  if (!row) throw new Error('crash bet insert returned nothing');
  await tx
    .insert(crashBetItems)
    .values(staked.map((item) => ({ betId: row.id, inventoryItemId: item.id, price: item.price })));
  return row.id;
}

/** A bet as a take sees it, with its round's phase. */
export async function findBet(tx: Executor, betId: number) {
  const [row] = await tx
    .select({
      id: crashBets.id,
      roundId: crashBets.roundId,
      userId: crashBets.userId,
      bank: crashBets.bank,
      autoWithdraw: crashBets.autoWithdraw,
      status: crashBets.status,
      cashedOutAt: crashBets.cashedOutAt,
      cashedOutMultiplier: crashBets.cashedOutMultiplier,
    })
    .from(crashBets)
    .where(eq(crashBets.id, betId));
  return row;
}

/**
 * The round of a take, `FOR SHARE`: takes do not block one another, but an engine that is
 * crashing or voiding the round (it updates the row) finishes first and the take sees the result.
 * `elapsedMs` is measured with this transaction's `now()`, the instant the cash-out is stamped at.
 */
export async function lockRoundForTake(tx: Executor, roundId: number) {
  const [row] = await tx
    .select({ phase: crashRounds.phase, crashPoint: crashRounds.crashPoint, elapsedMs: msSince(crashRounds.startedAt) })
    .from(crashRounds)
    .where(eq(crashRounds.id, roundId))
    .for('share');
  return row;
}

/**
 * Stamps a manual cash-out once: `cashed_out_at IS NULL` makes every later take (a double click,
 * 20 racing sockets) match no row. `now()` is the same instant `elapsedMs` was measured at.
 */
export async function stampCashOut(tx: Executor, betId: number, multiplier: number): Promise<boolean> {
  const rows = await tx
    .update(crashBets)
    .set({ cashedOutAt: sql`now()`, cashedOutMultiplier: multiplier })
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'active'), isNull(crashBets.cashedOutAt)))
    .returning({ id: crashBets.id });
  return rows.length === 1;
}

export interface SettlingBet {
  id: number;
  roundId: number;
  userId: number;
  bank: number;
  autoWithdraw: number;
  cashedOutAt: Date | null;
  cashedOutMultiplier: number | null;
}

const settlingColumns = {
  id: crashBets.id,
  roundId: crashBets.roundId,
  userId: crashBets.userId,
  bank: crashBets.bank,
  autoWithdraw: crashBets.autoWithdraw,
  cashedOutAt: crashBets.cashedOutAt,
  cashedOutMultiplier: crashBets.cashedOutMultiplier,
};

/** Every still-active bet of a round, locked by ascending id (a racing take-payout finishes first). */
export async function lockActiveBets(tx: Executor, roundId: number): Promise<SettlingBet[]> {
  return tx
    .select(settlingColumns)
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'active')))
    .orderBy(asc(crashBets.id))
    .for('update');
}

/** One taken bet still waiting for its payout, locked; undefined once someone has paid it. */
export async function lockTakenUnpaidBet(tx: Executor, betId: number): Promise<SettlingBet | undefined> {
  const [row] = await tx
    .select(settlingColumns)
    .from(crashBets)
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'active'), sql`${crashBets.cashedOutAt} IS NOT NULL`))
    .for('update');
  return row;
}

/** Closes a locked active bet with its outcome; the `status = 'active'` guard makes it once only. */
export async function closeBet(
  tx: Executor,
  betId: number,
  outcome: {
    status: Exclude<CrashBetStatus, 'active'>;
    payout?: number;
    multiplier?: number;
    winItemId?: number | null;
  },
): Promise<void> {
  const rows = await tx
    .update(crashBets)
    .set({
      status: outcome.status,
      payout: outcome.payout ?? null,
      winInventoryItemId: outcome.winItemId ?? null,
      settledAt: sql`now()`,
      ...(outcome.multiplier === undefined ? {} : { cashedOutMultiplier: outcome.multiplier }),
    })
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'active')))
    .returning({ id: crashBets.id });
  if (rows.length !== 1) throw new Error(`crash bet ${betId} was not active when closed`);
}

/** The staked instances of bets, with their owner and catalog item. */
export async function listStakes(tx: Executor, betIds: number[]) {
  if (betIds.length === 0) return [];
  return tx
    .select({ betId: crashBetItems.betId, userId: crashBets.userId, instanceId: crashBetItems.inventoryItemId })
    .from(crashBetItems)
    .innerJoin(crashBets, eq(crashBets.id, crashBetItems.betId))
    .where(inArray(crashBetItems.betId, betIds))
    .orderBy(asc(crashBetItems.betId), asc(crashBetItems.inventoryItemId));
}

/** Bet rows to present, with their player; by round (oldest first) or by id. */
export async function selectBetRows(db: Executor, filter: { roundId: number; userId?: number } | { betIds: number[] }) {
  if ('betIds' in filter && filter.betIds.length === 0) return [];
  return db
    .select({
      id: crashBets.id,
      roundId: crashBets.roundId,
      userId: crashBets.userId,
      username: users.username,
      avatar: users.avatar,
      isDemo: users.isDemo,
      bank: crashBets.bank,
      autoWithdraw: crashBets.autoWithdraw,
      status: crashBets.status,
      cashedOutAt: crashBets.cashedOutAt,
      cashedOutMultiplier: crashBets.cashedOutMultiplier,
      payout: crashBets.payout,
      winInventoryItemId: crashBets.winInventoryItemId,
    })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(
      'betIds' in filter
        ? inArray(crashBets.id, filter.betIds)
        : and(
            eq(crashBets.roundId, filter.roundId),
            filter.userId === undefined ? undefined : eq(crashBets.userId, filter.userId),
          ),
    )
    .orderBy(asc(crashBets.id));
}

/** The staked skins of bets, dearest first, each at the price it counted for. */
export async function selectBetItems(db: Executor, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db
    .select({
      betId: crashBetItems.betId,
      instanceId: crashBetItems.inventoryItemId,
      price: crashBetItems.price,
      name: items.name,
      image: items.image,
      rarityColor: items.rarityColor,
    })
    .from(crashBetItems)
    .innerJoin(inventoryItems, eq(inventoryItems.id, crashBetItems.inventoryItemId))
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(inArray(crashBetItems.betId, betIds))
    .orderBy(asc(crashBetItems.betId), desc(crashBetItems.price), asc(crashBetItems.inventoryItemId));
}

/** The won instances paid out, with their catalog data. */
export async function selectInstances(db: Executor, instanceIds: number[]) {
  if (instanceIds.length === 0) return [];
  return db
    .select({
      instanceId: inventoryItems.id,
      price: items.price,
      name: items.name,
      image: items.image,
      rarityColor: items.rarityColor,
    })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(inArray(inventoryItems.id, instanceIds));
}
