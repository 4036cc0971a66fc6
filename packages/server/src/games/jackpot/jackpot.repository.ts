import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { JackpotPhase } from '@skinbet/shared/games/jackpot.machine';
import type { Executor, Transaction } from '../../db/client';
import { fairnessChains, jackpotBets, jackpotRounds, users } from '../../db/schema';
import { epochMs } from '../../platform/db-clock.repository';
import { readRoundPhaseAndNow } from '../rounds.repository';

/**
 * Jackpot rounds SQL. Lock order, the same in every transaction that takes several of these locks
 * (so none can wait on another in a cycle): round row → inventory rows of the pot → catalog rows
 * (ascending id, games/stakes.ts) → user rows (ascending id, progression).
 */

/** A stored round. Timestamps are epoch milliseconds (the database's clock). */
export interface JackpotRoundRow {
  id: number;
  chainId: number;
  chainRound: number;
  /** Never leaves the server before the spin. */
  secretHash: string;
  publicHash: string;
  phase: JackpotPhase;
  totalBank: number;
  totalTickets: number;
  totalItems: number;
  createdAt: number;
  bettingEndsAt: number | null;
  spinEndsAt: number | null;
  endedAt: number | null;
  winningTicket: number | null;
  winnerUserId: number | null;
  winnerBetId: number | null;
  commissionCents: number | null;
  winCents: number | null;
}

const roundColumns = {
  id: jackpotRounds.id,
  chainId: jackpotRounds.chainId,
  chainRound: jackpotRounds.chainRound,
  secretHash: jackpotRounds.secretHash,
  publicHash: jackpotRounds.publicHash,
  phase: jackpotRounds.phase,
  totalBank: jackpotRounds.totalBank,
  totalTickets: jackpotRounds.totalTickets,
  totalItems: jackpotRounds.totalItems,
  createdAt: epochMs(jackpotRounds.createdAt),
  bettingEndsAt: epochMs(jackpotRounds.bettingEndsAt),
  spinEndsAt: epochMs(jackpotRounds.spinEndsAt),
  endedAt: epochMs(jackpotRounds.endedAt),
  winningTicket: jackpotRounds.winningTicket,
  winnerUserId: jackpotRounds.winnerUserId,
  winnerBetId: jackpotRounds.winnerBetId,
  commissionCents: jackpotRounds.commissionCents,
  winCents: jackpotRounds.winCents,
};

const orNull = (value: unknown) => (value === null ? null : Number(value));

/** Numbers from raw expressions arrive as strings from some drivers: normalise once here. */
function toRow(row: Record<keyof JackpotRoundRow, unknown>): JackpotRoundRow {
  return {
    ...(row as JackpotRoundRow),
    createdAt: Number(row.createdAt),
    bettingEndsAt: orNull(row.bettingEndsAt),
    spinEndsAt: orNull(row.spinEndsAt),
    endedAt: orNull(row.endedAt),
  };
}

/** Rounds not over yet: nothing of theirs is settled, and a new round must not open beside them. */
const UNFINISHED = ['waiting', 'betting', 'spinning'] as const;

export async function findLatestRound(db: Executor): Promise<JackpotRoundRow | undefined> {
  const rows = await db.select(roundColumns).from(jackpotRounds).orderBy(desc(jackpotRounds.id)).limit(1);
  return rows[0] && toRow(rows[0]);
}

export async function findRound(db: Executor, id: number): Promise<JackpotRoundRow | undefined> {
  const rows = await db.select(roundColumns).from(jackpotRounds).where(eq(jackpotRounds.id, id));
  return rows[0] && toRow(rows[0]);
}

export async function findUnfinishedRound(db: Executor): Promise<JackpotRoundRow | undefined> {
  const rows = await db
    .select(roundColumns)
    .from(jackpotRounds)
    .where(inArray(jackpotRounds.phase, [...UNFINISHED]))
    .orderBy(desc(jackpotRounds.id))
    .limit(1);
  return rows[0] && toRow(rows[0]);
}

/**
 * The round in play (waiting, betting or spinning), locked `FOR UPDATE`, with whether it takes
 * bets now by the database clock: waiting, or betting before `betting_ends_at`. Bets of a round
 * queue here — which keeps ticket ranges contiguous — and the engine's close waits for bets in
 * flight, then sees them (crash bets share their round's lock instead: crash-bets.repository).
 */
export async function lockRoundInPlay(tx: Transaction): Promise<(JackpotRoundRow & { open: boolean }) | undefined> {
  const rows = await tx
    .select({
      ...roundColumns,
      open: sql<boolean>`(${jackpotRounds.phase} = 'waiting' OR (${jackpotRounds.phase} = 'betting' AND ${jackpotRounds.bettingEndsAt} > now()))`,
    })
    .from(jackpotRounds)
    .where(inArray(jackpotRounds.phase, [...UNFINISHED]))
    .orderBy(desc(jackpotRounds.id))
    .limit(1)
    .for('update');
  const row = rows[0];
  return row && { ...toRow(row), open: row.open === true };
}

/** A round's stored phase and the database clock, in one round trip (the engine's look). */
export const readPhaseAndNow = (db: Executor, id: number) => readRoundPhaseAndNow(db, jackpotRounds, id);

export async function insertRound(
  tx: Transaction,
  round: { chainId: number; chainRound: number; secretHash: string; publicHash: string },
): Promise<JackpotRoundRow> {
  const rows = await tx
    .insert(jackpotRounds)
    .values({ ...round, phase: 'waiting' })
    .returning(roundColumns);
  return toRow(rows[0]!);
}

/**
 * Adds a bet's stake to its (locked) round; `startBettingMs` also moves it waiting → betting with
 * `betting_ends_at = now() + startBettingMs` (the bet that brought the second player). Answers
 * the round as stored now and the database clock of the transaction.
 */
export async function addStakeToRound(
  tx: Transaction,
  id: number,
  stake: { bank: number; items: number; startBettingMs: number | null },
): Promise<{ round: JackpotRoundRow; now: number }> {
  const rows = await tx
    .update(jackpotRounds)
    .set({
      totalBank: sql`${jackpotRounds.totalBank} + ${stake.bank}`,
      totalTickets: sql`${jackpotRounds.totalTickets} + ${stake.bank}`,
      totalItems: sql`${jackpotRounds.totalItems} + ${stake.items}`,
      ...(stake.startBettingMs === null
        ? {}
        : {
            phase: 'betting' as const,
            bettingEndsAt: sql`now() + ${stake.startBettingMs} * interval '1 millisecond'`,
          }),
    })
    .where(
      and(
        eq(jackpotRounds.id, id),
        inArray(jackpotRounds.phase, stake.startBettingMs === null ? ['waiting', 'betting'] : ['waiting']),
      ),
    )
    .returning({ ...roundColumns, now: epochMs(sql`now()`) });
  const row = rows[0];
  if (!row) throw new Error(`jackpot round ${id} did not take bets under its lock`);
  const { now, ...round } = row;
  return { round: toRow(round), now: Number(now) };
}

/** The betting round whose close has come by the database clock, locked; undefined otherwise. */
export async function lockRoundToSpin(tx: Transaction, id: number): Promise<JackpotRoundRow | undefined> {
  const rows = await tx
    .select(roundColumns)
    .from(jackpotRounds)
    .where(
      and(eq(jackpotRounds.id, id), eq(jackpotRounds.phase, 'betting'), sql`${jackpotRounds.bettingEndsAt} <= now()`),
    )
    .for('update');
  return rows[0] && toRow(rows[0]);
}

/** betting → spinning with the winner fixed; `spin_ends_at = now() + spinMs`. */
export async function markSpinning(
  tx: Transaction,
  id: number,
  spin: { winningTicket: number; winnerUserId: number; winnerBetId: number; spinMs: number },
): Promise<{ round: JackpotRoundRow; now: number }> {
  const rows = await tx
    .update(jackpotRounds)
    .set({
      phase: 'spinning',
      winningTicket: spin.winningTicket,
      winnerUserId: spin.winnerUserId,
      winnerBetId: spin.winnerBetId,
      spinEndsAt: sql`now() + ${spin.spinMs} * interval '1 millisecond'`,
    })
    .where(and(eq(jackpotRounds.id, id), eq(jackpotRounds.phase, 'betting')))
    .returning({ ...roundColumns, now: epochMs(sql`now()`) });
  const row = rows[0];
  if (!row) throw new Error(`jackpot round ${id} was not betting under its lock`);
  const { now, ...round } = row;
  return { round: toRow(round), now: Number(now) };
}

/**
 * The spinning round whose reel has stopped by the database clock, locked; undefined otherwise —
 * in particular once it has been paid, which makes the payout happen once whoever tries.
 */
export async function lockRoundToPay(tx: Transaction, id: number): Promise<JackpotRoundRow | undefined> {
  const rows = await tx
    .select(roundColumns)
    .from(jackpotRounds)
    .where(
      and(eq(jackpotRounds.id, id), eq(jackpotRounds.phase, 'spinning'), sql`${jackpotRounds.spinEndsAt} <= now()`),
    )
    .for('update');
  return rows[0] && toRow(rows[0]);
}

/** spinning → finished with what the site kept and the winner received. */
export async function markFinished(
  tx: Transaction,
  id: number,
  paid: { commissionCents: number; winCents: number },
): Promise<JackpotRoundRow> {
  const rows = await tx
    .update(jackpotRounds)
    .set({ phase: 'finished', endedAt: sql`now()`, ...paid })
    .where(and(eq(jackpotRounds.id, id), eq(jackpotRounds.phase, 'spinning')))
    .returning(roundColumns);
  if (!rows[0]) throw new Error(`jackpot round ${id} was not spinning under its lock`);
  return toRow(rows[0]);
}

/**
 * A round no winner exists for yet becomes voided: waiting, or betting before `betting_ends_at`
 * by the database clock. Once the pot has closed the winner is fixed by the secret, spun by an
 * engine or not (a leader may have died in between), so the guard refuses: undefined.
 */
export async function markVoided(
  tx: Transaction,
  id: number,
  by: { userId: number; reason: string },
): Promise<JackpotRoundRow | undefined> {
  const rows = await tx
    .update(jackpotRounds)
    .set({ phase: 'voided', endedAt: sql`now()`, voidedBy: by.userId, voidReason: by.reason })
    .where(
      and(
        eq(jackpotRounds.id, id),
        or(
          eq(jackpotRounds.phase, 'waiting'),
          and(eq(jackpotRounds.phase, 'betting'), sql`${jackpotRounds.bettingEndsAt} > now()`),
        ),
      ),
    )
    .returning(roundColumns);
  return rows[0] && toRow(rows[0]);
}

/** A round with its chain's anchor, for `/api/jackpot/getGame`. */
export async function findRoundWithChain(db: Executor, id: number) {
  const rows = await db
    .select({ round: roundColumns, anchor: fairnessChains.anchor })
    .from(jackpotRounds)
    .innerJoin(fairnessChains, eq(fairnessChains.id, jackpotRounds.chainId))
    .where(eq(jackpotRounds.id, id));
  const row = rows[0];
  return row && { round: toRow(row.round), anchor: row.anchor };
}

/** The last `limit` finished rounds, newest first, with their winner and the winner's stake. */
export async function listFinished(db: Executor, limit: number) {
  const rows = await db
    .select({
      id: jackpotRounds.id,
      totalBank: jackpotRounds.totalBank,
      endedAt: epochMs(jackpotRounds.endedAt),
      winnerId: users.id,
      username: users.username,
      avatar: users.avatar,
      isDemo: users.isDemo,
      winnerBank: sql<number>`(SELECT COALESCE(SUM(${jackpotBets.bank}), 0) FROM ${jackpotBets}
        WHERE ${jackpotBets.roundId} = ${jackpotRounds.id} AND ${jackpotBets.userId} = ${jackpotRounds.winnerUserId})`,
    })
    .from(jackpotRounds)
    .innerJoin(users, eq(users.id, jackpotRounds.winnerUserId))
    .where(eq(jackpotRounds.phase, 'finished'))
    .orderBy(desc(jackpotRounds.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, endedAt: Number(row.endedAt), winnerBank: Number(row.winnerBank) }));
}
