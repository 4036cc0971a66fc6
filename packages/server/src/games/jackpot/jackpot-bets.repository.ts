import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jackpotBetItems, jackpotBets, users } from '../../db/schema';
import { insertStakedItems, selectStakedItems } from '../stakes';

/** Jackpot bets SQL (lock order: jackpot.repository's note). */

/** How many different players have bet in the round so far. */
export async function countPlayers(tx: Executor, roundId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(DISTINCT ${jackpotBets.userId})::int`.mapWith(Number) })
    .from(jackpotBets)
    .where(eq(jackpotBets.roundId, roundId));
  return row?.n ?? 0;
}

export async function insertBet(
  tx: Executor,
  bet: { roundId: number; userId: number; bank: number; ticketFrom: number; ticketTo: number },
  staked: Array<{ id: number; price: number }>,
): Promise<number> {
  const [row] = await tx.insert(jackpotBets).values(bet).returning({ id: jackpotBets.id });
  if (!row) throw new Error('jackpot bet insert returned nothing');
  await insertStakedItems(tx, jackpotBetItems, row.id, staked);
  return row.id;
}

/** Every bet's ticket range in a round, in bet order (the spin looks up the winning ticket in them). */
export async function listTicketRanges(tx: Executor, roundId: number) {
  return tx
    .select({
      id: jackpotBets.id,
      userId: jackpotBets.userId,
      bank: jackpotBets.bank,
      ticketFrom: jackpotBets.ticketFrom,
      ticketTo: jackpotBets.ticketTo,
    })
    .from(jackpotBets)
    .where(eq(jackpotBets.roundId, roundId))
    .orderBy(asc(jackpotBets.id));
}

/** Every staked instance of a round with who staked it and the price it counted for (the pot). */
export async function listPotItems(tx: Executor, roundId: number) {
  return tx
    .select({
      betId: jackpotBetItems.betId,
      instanceId: jackpotBetItems.inventoryItemId,
      price: jackpotBetItems.price,
      ownerId: jackpotBets.userId,
    })
    .from(jackpotBetItems)
    .innerJoin(jackpotBets, eq(jackpotBets.id, jackpotBetItems.betId))
    .where(eq(jackpotBets.roundId, roundId))
    .orderBy(asc(jackpotBetItems.betId), asc(jackpotBetItems.inventoryItemId));
}

/** Bet rows to present, with their player, in bet order; by round or by id. */
export async function selectBetRows(db: Executor, filter: { roundId: number } | { betIds: number[] }) {
  if ('betIds' in filter && filter.betIds.length === 0) return [];
  return db
    .select({
      id: jackpotBets.id,
      roundId: jackpotBets.roundId,
      userId: jackpotBets.userId,
      username: users.username,
      avatar: users.avatar,
      isDemo: users.isDemo,
      bank: jackpotBets.bank,
      ticketFrom: jackpotBets.ticketFrom,
      ticketTo: jackpotBets.ticketTo,
      createdAt: jackpotBets.createdAt,
    })
    .from(jackpotBets)
    .innerJoin(users, eq(users.id, jackpotBets.userId))
    .where('betIds' in filter ? inArray(jackpotBets.id, filter.betIds) : eq(jackpotBets.roundId, filter.roundId))
    .orderBy(asc(jackpotBets.id));
}

/** The staked skins of bets, dearest first within a bet (games/stakes/staked-items.repository). */
export const selectBetItems = (db: Executor, betIds: number[]) => selectStakedItems(db, jackpotBetItems, betIds);
