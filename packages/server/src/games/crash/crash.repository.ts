import { sql } from 'drizzle-orm';
import type { CrashPhase } from '@skinbet/shared/games/crash.machine';
import type { Executor, Transaction } from '../../db/client';
import { crashRounds } from '../../db/schema';
import { deadlinePassed, epochMs } from '../../platform/db-clock.repository';
import { defineRoundStore, nextRoundId, selectRound, type StoredRound } from '../kernel';

/** A stored round. Timestamps are epoch milliseconds (the database's clock). */
export interface CrashRoundRow extends StoredRound<CrashPhase> {
  dayOfMonth: number;
  /** Hundredths; never leaves the server before the crash. */
  crashPoint: number;
  bettingEndsAt: number;
  startedAt: number | null;
}

const roundColumns = {
  id: crashRounds.id,
  chainId: crashRounds.chainId,
  chainRound: crashRounds.chainRound,
  secretHash: crashRounds.secretHash,
  publicHash: crashRounds.publicHash,
  dayOfMonth: crashRounds.dayOfMonth,
  crashPoint: crashRounds.crashPoint,
  phase: crashRounds.phase,
  createdAt: epochMs(crashRounds.createdAt),
  bettingEndsAt: epochMs(crashRounds.bettingEndsAt),
  startedAt: epochMs(crashRounds.startedAt),
  endedAt: epochMs(crashRounds.endedAt),
};

/** Numbers from raw expressions arrive as strings from some drivers: normalise once here. */
function toRow(row: Record<keyof CrashRoundRow, unknown>): CrashRoundRow {
  return {
    ...(row as CrashRoundRow),
    createdAt: Number(row.createdAt),
    bettingEndsAt: Number(row.bettingEndsAt),
    startedAt: row.startedAt === null ? null : Number(row.startedAt),
    endedAt: row.endedAt === null ? null : Number(row.endedAt),
  };
}

/** The crash rounds table as the round kernel reads it (games/kernel/round-kernel.ts). */
export const crashRoundStore = defineRoundStore(crashRounds, roundColumns, toRow);

export const findRound = (db: Executor, id: number) => selectRound(db, crashRoundStore, id);

/** The round's id, taken before the insert: the crash point depends on it (docs/fairness/formulas.md "Crash"). */
export const takeRoundId = (tx: Transaction) => nextRoundId(tx, crashRounds);

/** The UTC day of the month of the transaction's clock (the round's creation time). */
export async function utcDayOfMonth(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`SELECT extract(day from now() AT TIME ZONE 'UTC')::int AS day`);
  return Number((result as unknown as { rows: Array<{ day: unknown }> }).rows[0]!.day);
}

/** The run starts at the database clock. */
export const startedNow = () => ({ startedAt: sql`now()` });

/** Guard of waiting → running: betting has closed by the database clock. */
export const bettingClosed = () => deadlinePassed(crashRounds.bettingEndsAt);

/**
 * Guard of running → crashed: the crash moment (`started_at + crashAfterMs`) has passed by the
 * database clock, so a cash-out stamped before it stands, and the crash (with the settlement that
 * follows in its transaction) happens once whichever node tries.
 */
export const crashMomentPassed = (crashAfterMs: number) =>
  sql`now() >= ${crashRounds.startedAt} + ${crashAfterMs} * interval '1 millisecond'`;

/**
 * The void guard of a running round: its outcome does not exist yet — before its crash moment by
 * the database clock. Past that moment it has crashed by the rules whether or not an engine has
 * marked it (a leader may have died in between), and a void would refund stakes already lost
 * (docs/fairness/formulas.md "No one controls outcomes").
 */
export const beforeCrashMoment = (crashAfterMs: number) =>
  sql`now() < ${crashRounds.startedAt} + ${crashAfterMs} * interval '1 millisecond'`;
