import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WheelColour } from '@skinbet/shared/fairness/wheel';
import type { Executor } from '../../db/client';
import { banInForce } from '../../modules/account/users';
import { insertStakedItems, selectStakedItems, selectStakes } from '../stakes';
import { users, wheelBetItems, wheelBets, type WheelBetStatus } from '../../db/schema';

/** Wheel bets SQL (lock order: wheel.repository's note). */

/** The player placing a bet: whether they may, and what their bet shows of them. */
export async function findPlayer(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ banned: banInForce, username: users.username, avatar: users.avatar, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * How many bets the player has in the round and on which colours. Exact under the round's lock
 * (`lockBettingRound`): every bet of the round queues there, so none can slip in between.
 */
export async function countPlayerBets(tx: Executor, roundId: number, userId: number) {
  const rows = await tx
    .select({ colour: wheelBets.colour, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(wheelBets)
    .where(and(eq(wheelBets.roundId, roundId), eq(wheelBets.userId, userId)))
    .groupBy(wheelBets.colour);
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    colours: rows.map((row) => row.colour),
  };
}

/** Inserts a bet and its staked skins (each at the price it counted for); answers its id and creation time. */
export async function insertBet(
  tx: Executor,
  bet: { roundId: number; userId: number; colour: WheelColour; bank: number },
  staked: Array<{ id: number; price: number }>,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx.insert(wheelBets).values(bet).returning({ id: wheelBets.id, createdAt: wheelBets.createdAt });
  if (!row) throw new Error('wheel bet insert returned nothing');
  await insertStakedItems(tx, wheelBetItems, row.id, staked);
  return row;
}

export interface SettlingBet {
  id: number;
  roundId: number;
  userId: number;
  colour: WheelColour;
  bank: number;
}

/** Every still-active bet of a round, locked by ascending id (the settlement or a void closes them). */
export async function lockActiveBets(tx: Executor, roundId: number): Promise<SettlingBet[]> {
  return tx
    .select({
      id: wheelBets.id,
      roundId: wheelBets.roundId,
      userId: wheelBets.userId,
      colour: wheelBets.colour,
      bank: wheelBets.bank,
    })
    .from(wheelBets)
    .where(and(eq(wheelBets.roundId, roundId), eq(wheelBets.status, 'active')))
    .orderBy(asc(wheelBets.id))
    .for('update');
}

/** Closes a locked active bet with its outcome; the `status = 'active'` guard makes it once only. */
export async function closeBet(
  tx: Executor,
  betId: number,
  outcome: { status: Exclude<WheelBetStatus, 'active'>; payout?: number; winItemId?: number | null },
): Promise<void> {
  const rows = await tx
    .update(wheelBets)
    .set({
      status: outcome.status,
      payout: outcome.payout ?? null,
      winInventoryItemId: outcome.winItemId ?? null,
      settledAt: sql`now()`,
    })
    .where(and(eq(wheelBets.id, betId), eq(wheelBets.status, 'active')))
    .returning({ id: wheelBets.id });
  if (rows.length !== 1) throw new Error(`wheel bet ${betId} was not active when closed`);
}

/** The staked instances of bets (games/stakes/staked-items.repository). */
export const listStakes = (tx: Executor, betIds: number[]) => selectStakes(tx, wheelBetItems, betIds);

/** Bet rows to present, with their player, in bet order; by round or by id. */
export async function selectBetRows(db: Executor, filter: { roundId: number } | { betIds: number[] }) {
  if ('betIds' in filter && filter.betIds.length === 0) return [];
  return db
    .select({
      id: wheelBets.id,
      roundId: wheelBets.roundId,
      userId: wheelBets.userId,
      username: users.username,
      avatar: users.avatar,
      isDemo: users.isDemo,
      colour: wheelBets.colour,
      bank: wheelBets.bank,
      status: wheelBets.status,
      payout: wheelBets.payout,
      winInventoryItemId: wheelBets.winInventoryItemId,
      createdAt: wheelBets.createdAt,
    })
    .from(wheelBets)
    .innerJoin(users, eq(users.id, wheelBets.userId))
    .where('betIds' in filter ? inArray(wheelBets.id, filter.betIds) : eq(wheelBets.roundId, filter.roundId))
    .orderBy(asc(wheelBets.id));
}

/** The staked skins of bets, dearest first within a bet (games/stakes/staked-items.repository). */
export const selectBetItems = (db: Executor, betIds: number[]) => selectStakedItems(db, wheelBetItems, betIds);
