import { desc, eq, sql } from 'drizzle-orm';
import { JACKPOT_MACHINE, type JackpotPhase } from '@skinbet/shared/games/jackpot.machine';
import { unfinishedPhases } from '@skinbet/shared/games/round-machine';
import type { Executor, Transaction } from '../../db/client';
import { jackpotBets, jackpotRounds, users } from '../../db/schema';
import { beforeDeadline, deadlinePassed, epochMs } from '../../platform/db-clock.repository';
import {
  completedPageWhere,
  defineRoundStore,
  lockRoundTakingBets,
  selectRound,
  updateRoundInPhases,
  type StoredRound,
} from '../kernel';

/**
 * Jackpot rounds SQL. Lock order, the same in every transaction that takes several of these locks
 * (so none can wait on another in a cycle): round row → inventory rows of the pot → catalog rows
 * (ascending id, games/stakes/kept-and-returned-stakes.ts) → user rows (ascending id, progression).
 */

/** A stored round. Timestamps are epoch milliseconds (the database's clock). */
export interface JackpotRoundRow extends StoredRound<JackpotPhase> {
  totalBank: number;
  totalTickets: number;
  totalItems: number;
  bettingEndsAt: number | null;
  spinEndsAt: number | null;
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

/** The jackpot rounds table as the round kernel reads it (games/kernel/round-kernel.ts). */
export const jackpotRoundStore = defineRoundStore(jackpotRounds, roundColumns, toRow);

export const findRound = (db: Executor, id: number) => selectRound(db, jackpotRoundStore, id);

/** Rounds not over yet: nothing of theirs is settled, and a new round must not open beside them. */
const UNFINISHED = unfinishedPhases(JACKPOT_MACHINE);

/**
 * The round in play (waiting, betting or spinning), locked `FOR UPDATE`, with whether it takes
 * bets now by the database clock: waiting, or betting before `betting_ends_at`. Bets of a round
 * queue here — which keeps ticket ranges contiguous — and the engine's close waits for bets in
 * flight, then sees them (crash bets share their round's lock instead: crash-bets.repository).
 */
export const lockRoundInPlay = (tx: Transaction) =>
  lockRoundTakingBets(
    tx,
    jackpotRoundStore,
    UNFINISHED,
    sql`(${jackpotRounds.phase} = 'waiting' OR (${jackpotRounds.phase} = 'betting' AND ${bettingOpen()}))`,
  );

/** A bet's stake added to its round's totals (tickets are cents of stake: docs/fairness/formulas.md "Jackpot"). */
export const stakeSet = (stake: { bank: number; items: number }) => ({
  totalBank: sql`${jackpotRounds.totalBank} + ${stake.bank}`,
  totalTickets: sql`${jackpotRounds.totalTickets} + ${stake.bank}`,
  totalItems: sql`${jackpotRounds.totalItems} + ${stake.items}`,
});

/**
 * Adds a bet's stake to its (locked) round, leaving its phase (the bet that brings the second
 * player moves it waiting → betting through the kernel instead). Answers the round as stored now
 * and the database clock of the transaction.
 */
export async function addStakeToRound(tx: Transaction, id: number, stake: { bank: number; items: number }) {
  const set = stakeSet(stake);
  const added = await updateRoundInPhases(tx, jackpotRoundStore, { id, phases: ['waiting', 'betting'], set });
  if (!added) throw new Error(`jackpot round ${id} did not take bets under its lock`);
  return added;
}

/** Guard of betting → spinning: the pot has closed by the database clock. */
export const bettingClosed = () => deadlinePassed(jackpotRounds.bettingEndsAt);

/**
 * The void guard of a betting round: no winner exists yet — before `betting_ends_at` by the
 * database clock. Once the pot has closed the winner is fixed by the secret, spun by an engine or
 * not (a leader may have died in between), so a void is refused.
 */
export const bettingOpen = () => beforeDeadline(jackpotRounds.bettingEndsAt);

/** Guard of spinning → finished: the reel has stopped by the database clock. */
export const spinStopped = () => deadlinePassed(jackpotRounds.spinEndsAt);

/**
 * A history page: `limit` finished rounds older than `beforeId` (all when not given), newest
 * first, with their winner and the winner's stake.
 */
export async function listFinished(db: Executor, limit: number, beforeId?: number) {
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
    .where(completedPageWhere(jackpotRounds, JACKPOT_MACHINE.completed, beforeId))
    .orderBy(desc(jackpotRounds.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, endedAt: Number(row.endedAt), winnerBank: Number(row.winnerBank) }));
}
