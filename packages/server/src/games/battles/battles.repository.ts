import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { battleCases, battleRolls, battles, battleSeats, caseOddsTables, users } from '../../db/schema';
import { banInForce } from '../../modules/account/users';

/**
 * Case battles' own SQL for their calls (docs/games/battles.md "States"): lanes, seats, the fill's
 * writes. The views' reads are in battles-view.repository.ts, the lifecycle's reveal and finish
 * writes in battles-lifecycle.repository.ts.
 */

export type BattleStatusValue = (typeof battles.status.enumValues)[number];

export const battleColumns = {
  id: battles.id,
  mode: battles.mode,
  crazy: battles.crazy,
  status: battles.status,
  creatorId: battles.creatorId,
  cost: battles.cost,
  roundCount: battles.roundCount,
  lane: battles.lane,
  chainId: battles.chainId,
  chainRound: battles.chainRound,
  secretHash: battles.secretHash,
  publicHash: battles.publicHash,
  seeds: battles.seeds,
  winningTeam: battles.winningTeam,
  tieIndex: battles.tieIndex,
  revealedRounds: battles.revealedRounds,
  nextRevealAt: battles.nextRevealAt,
  createdAt: battles.createdAt,
  filledAt: battles.filledAt,
  finishedAt: battles.finishedAt,
  cancelledAt: battles.cancelledAt,
};
export type BattleRow = NonNullable<Awaited<ReturnType<typeof lockBattle>>>;

/** Who plays: their name and look on a seat, and whether a ban is in force. */
export async function findPlayer(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, avatar: users.avatar, banned: banInForce })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// Lanes (docs/fairness/formulas.md "Case battle": one waiting battle per chain).

/** Creations queue here until their transaction ends: the lane and the per-creator cap are decided one at a time. */
export async function lockLanes(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('battles:lanes', 0))`);
}

/** The lanes that hold a waiting battle now. */
export async function findBusyLanes(db: Executor): Promise<Set<number>> {
  const rows = await db.select({ lane: battles.lane }).from(battles).where(eq(battles.status, 'waiting'));
  return new Set(rows.map((row) => row.lane));
}

/** How many battles `userId` created that still wait for players. */
export async function countWaitingOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(battles)
    .where(and(eq(battles.creatorId, userId), eq(battles.status, 'waiting')));
  return row?.count ?? 0;
}

// Writes.

export async function insertBattle(tx: Executor, row: typeof battles.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(battles).values(row).returning({ id: battles.id });
  if (!inserted) throw new Error('battle insert failed');
  return inserted.id;
}

export async function insertBattleCases(tx: Executor, rows: (typeof battleCases.$inferInsert)[]): Promise<void> {
  await tx.insert(battleCases).values(rows);
}

/** Takes a seat: answers the seat row's id (a player's stake is referenced by it). */
export async function insertSeat(tx: Executor, row: typeof battleSeats.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(battleSeats).values(row).returning({ id: battleSeats.id });
  if (!inserted) throw new Error('battle seat insert failed');
  return inserted.id;
}

/**
 * The battle row, locked until the transaction ends: every seat change and the fill happen under
 * it, so of concurrent joins of the last seat exactly one fills the battle.
 */
export async function lockBattle(tx: Transaction, battleId: number) {
  const [row] = await tx.select(battleColumns).from(battles).where(eq(battles.id, battleId)).for('update');
  return row;
}

/** The seats taken now (not left), by seat. */
export async function findActiveSeats(db: Executor, battleId: number) {
  return db
    .select({
      id: battleSeats.id,
      seat: battleSeats.seat,
      userId: battleSeats.userId,
      clientSeed: battleSeats.clientSeed,
      cost: battleSeats.cost,
    })
    .from(battleSeats)
    .where(and(eq(battleSeats.battleId, battleId), isNull(battleSeats.leftAt)))
    .orderBy(asc(battleSeats.seat));
}
export type ActiveSeat = Awaited<ReturnType<typeof findActiveSeats>>[number];

/**
 * Marks a seat refunded, once: the conditional update is the guard, so a seat is refunded by
 * exactly one caller and never once settled. `leave` also frees it (a player left); a cancelled
 * battle's seats stay shown. Answers whether this call did it.
 */
export async function markSeatRefunded(tx: Executor, seatId: number, options: { leave: boolean }): Promise<boolean> {
  const rows = await tx
    .update(battleSeats)
    .set({ refundedAt: sql`now()`, ...(options.leave ? { leftAt: sql`now()` } : {}) })
    .where(and(eq(battleSeats.id, seatId), isNull(battleSeats.refundedAt), isNull(battleSeats.settledAt)))
    .returning({ id: battleSeats.id });
  return rows.length > 0;
}

/** A waiting battle cancelled (answers false when it was no longer waiting). */
export async function markCancelled(tx: Executor, battleId: number): Promise<boolean> {
  const rows = await tx
    .update(battles)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(battles.id, battleId), eq(battles.status, 'waiting')))
    .returning({ id: battles.id });
  return rows.length > 0;
}

/** Each round's table (the version stored with the battle), round ascending: what the fill rolls over. */
export async function findRoundTables(db: Executor, battleId: number) {
  return db
    .select({ round: battleCases.round, entries: caseOddsTables.entries })
    .from(battleCases)
    .innerJoin(caseOddsTables, eq(caseOddsTables.id, battleCases.tableId))
    .where(eq(battleCases.battleId, battleId))
    .orderBy(asc(battleCases.round));
}

export async function insertRolls(tx: Executor, rows: (typeof battleRolls.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(battleRolls).values(rows);
}

/** The last seat filled: the draw is fixed and the first reveal scheduled `startDelayMs` from now (db clock). */
export async function markRunning(
  tx: Executor,
  battleId: number,
  fill: { seeds: string; winningTeam: number; tieIndex: number | null; startDelayMs: number },
): Promise<void> {
  const rows = await tx
    .update(battles)
    .set({
      status: 'running',
      seeds: fill.seeds,
      winningTeam: fill.winningTeam,
      tieIndex: fill.tieIndex,
      filledAt: sql`now()`,
      nextRevealAt: sql`now() + make_interval(secs => ${fill.startDelayMs / 1000})`,
    })
    .where(and(eq(battles.id, battleId), eq(battles.status, 'waiting')))
    .returning({ id: battles.id });
  if (rows.length === 0) throw new Error(`battle ${battleId} was not waiting at its fill`);
}
