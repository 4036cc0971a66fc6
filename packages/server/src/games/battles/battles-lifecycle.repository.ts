import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { BattleMode } from '@skinbet/shared/games/battles/battles.machine';
import type { Executor, Transaction } from '../../db/client';
import { battleRolls, battleSeats, battles } from '../../db/schema';
import { DB_NOW_MS, deadlinePassed, inMs, type NextEnd } from '../../platform/db-clock.repository';
import { listRolls } from './battles-view.repository';

/**
 * The SQL of a battle's life after it filled (docs/games/battles.md "States"): the leader's reveal,
 * finish and timeouts. Every step is guarded in the database — its status, its revealed count and
 * its deadline on the database clock — so a step taken twice (two leaders in turn, a retried
 * transaction) changes nothing the second time. Lock order of the finish: battle row → catalog
 * rows (ascending id) → new inventory rows → house accounts and user rows (settlement).
 */

/** When a waiting battle was created `timeoutMs` ago or more: it is due to be cancelled. */
const waitingExpiry = (timeoutMs: number) => sql`${battles.createdAt} + ${timeoutMs} * interval '1 millisecond'`;

/**
 * The next deadline of any battle, with the database clock: the earliest reveal (or finish) of a
 * running battle, or the earliest expiry of a waiting one.
 */
export async function nextBattleDeadline(db: Executor, waitingTimeoutMs: number): Promise<NextEnd> {
  const [row] = await db
    .select({
      endsAt: sql<number | null>`floor(extract(epoch from least(
        min(${battles.nextRevealAt}) FILTER (WHERE ${battles.status} = 'running'),
        min(${waitingExpiry(waitingTimeoutMs)}) FILTER (WHERE ${battles.status} = 'waiting')
      )) * 1000)::float8`,
      now: DB_NOW_MS,
    })
    .from(battles)
    .where(sql`${battles.status} IN ('running', 'waiting')`);
  return { endsAt: row?.endsAt == null ? null : Number(row.endsAt), now: Number(row!.now) };
}

/** Running battles whose next reveal (or finish) has come, the most overdue first. */
export async function listDueRunningBattleIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: battles.id })
    .from(battles)
    .where(and(eq(battles.status, 'running'), deadlinePassed(battles.nextRevealAt)))
    .orderBy(asc(battles.nextRevealAt), asc(battles.id));
  return rows.map((row) => row.id);
}

/** Waiting battles created `timeoutMs` ago or more (database clock), oldest first. */
export async function listExpiredWaitingBattleIds(db: Executor, timeoutMs: number): Promise<number[]> {
  const rows = await db
    .select({ id: battles.id })
    .from(battles)
    .where(and(eq(battles.status, 'waiting'), sql`${waitingExpiry(timeoutMs)} <= now()`))
    .orderBy(asc(battles.createdAt), asc(battles.id));
  return rows.map((row) => row.id);
}

/** What the reveal and the finish read of a battle. */
const stepColumns = {
  id: battles.id,
  mode: battles.mode,
  crazy: battles.crazy,
  roundCount: battles.roundCount,
  revealedRounds: battles.revealedRounds,
  winningTeam: battles.winningTeam,
};
/** A battle as its reveal and finish see it. */
export interface BattleStepRow {
  id: number;
  mode: BattleMode;
  crazy: boolean;
  roundCount: number;
  revealedRounds: number;
  winningTeam: number | null;
}

/**
 * Reveals the next round of a running battle whose reveal time has come: `revealed_rounds` + 1
 * and the next deadline `roundMs` later on the database clock (after the last round: the finish).
 * The row is updated only under those conditions, so the same reveal never happens twice;
 * undefined when it was not due (already revealed, not running, not yet time).
 */
export async function revealNextRound(
  tx: Transaction,
  battleId: number,
  roundMs: number,
): Promise<BattleStepRow | undefined> {
  const [row] = await tx
    .update(battles)
    .set({ revealedRounds: sql`${battles.revealedRounds} + 1`, nextRevealAt: inMs(roundMs) })
    .where(
      and(
        eq(battles.id, battleId),
        eq(battles.status, 'running'),
        lt(battles.revealedRounds, battles.roundCount),
        deadlinePassed(battles.nextRevealAt),
      ),
    )
    .returning(stepColumns);
  return row;
}

/**
 * A running battle whose rounds are all revealed and whose last reel has ended, locked `FOR
 * UPDATE` for its finish; undefined when it is not (yet, or any more) to be finished.
 */
export async function lockBattleToFinish(tx: Transaction, battleId: number): Promise<BattleStepRow | undefined> {
  const [row] = await tx
    .select(stepColumns)
    .from(battles)
    .where(
      and(
        eq(battles.id, battleId),
        eq(battles.status, 'running'),
        eq(battles.revealedRounds, battles.roundCount),
        deadlinePassed(battles.nextRevealAt),
      ),
    )
    .for('update');
  return row;
}

/** Marks a locked running battle finished (database clock). */
export async function markBattleFinished(tx: Transaction, battleId: number): Promise<void> {
  await tx
    .update(battles)
    .set({ status: 'finished', finishedAt: sql`now()`, nextRevealAt: null })
    .where(and(eq(battles.id, battleId), eq(battles.status, 'running')));
}

/**
 * The rolls of rounds before `rounds` (all of them by default), round by round, seat by seat, with
 * their items (the columns battles.presenter.ts presents a roll from).
 */
export async function listBattleRolls(db: Executor, battleId: number, rounds?: number) {
  const rolls = await listRolls(db, [battleId]);
  return rounds === undefined ? rolls : rolls.filter((roll) => roll.round < rounds);
}
export type BattleRollRow = Awaited<ReturnType<typeof listBattleRolls>>[number];

/** The seats taken when the battle filled (not left): players' with their user, bots' with none. */
export async function listTakenSeats(db: Executor, battleId: number) {
  const rows = await db
    .select({ id: battleSeats.id, seat: battleSeats.seat, userId: battleSeats.userId, cost: battleSeats.cost })
    .from(battleSeats)
    .where(and(eq(battleSeats.battleId, battleId), isNull(battleSeats.leftAt)))
    .orderBy(asc(battleSeats.seat));
  return rows.map((row) => ({ ...row, id: Number(row.id), cost: Number(row.cost) }));
}

/** Records where a roll's item went: the seat it was dealt to and the won item a player received (null: a bot's). */
export async function markRollDealt(
  tx: Transaction,
  roll: { battleId: number; round: number; seat: number; toSeat: number; inventoryItemId: number | null },
): Promise<void> {
  await tx
    .update(battleRolls)
    .set({ toSeat: roll.toSeat, inventoryItemId: roll.inventoryItemId })
    .where(
      and(
        eq(battleRolls.battleId, roll.battleId),
        eq(battleRolls.round, roll.round),
        eq(battleRolls.seat, roll.seat),
        isNull(battleRolls.toSeat),
      ),
    );
}

/** Marks a player's seat settled; false when it already was (its wager exists). */
export async function markSeatSettled(tx: Transaction, seatId: number): Promise<boolean> {
  const rows = await tx
    .update(battleSeats)
    .set({ settledAt: sql`now()` })
    .where(and(eq(battleSeats.id, seatId), isNull(battleSeats.settledAt)))
    .returning({ id: battleSeats.id });
  return rows.length > 0;
}
