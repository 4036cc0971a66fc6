import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { crashRounds, fairnessChains } from '../../db/schema';
import { epochMs } from '../../platform/db-clock.repository';
import { readRoundPhaseAndNow } from '../rounds.repository';

/** A stored round. Timestamps are epoch milliseconds (the database's clock). */
export interface CrashRoundRow {
  id: number;
  chainId: number;
  chainRound: number;
  secretHash: string;
  publicHash: string;
  dayOfMonth: number;
  /** Hundredths; never leaves the server before the crash. */
  crashPoint: number;
  phase: 'waiting' | 'running' | 'crashed' | 'voided';
  createdAt: number;
  bettingEndsAt: number;
  startedAt: number | null;
  endedAt: number | null;
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

const UNFINISHED = ['waiting', 'running'] as const;

/** The newest round whatever its phase (the one clients see), or none before the first. */
export async function findLatestRound(db: Executor): Promise<CrashRoundRow | undefined> {
  const rows = await db.select(roundColumns).from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  return rows[0] && toRow(rows[0]);
}

export async function findRound(db: Executor, id: number): Promise<CrashRoundRow | undefined> {
  const rows = await db.select(roundColumns).from(crashRounds).where(eq(crashRounds.id, id));
  return rows[0] && toRow(rows[0]);
}

/** The round in play (waiting or running), locked for the caller's transaction. */
export async function lockUnfinishedRound(tx: Transaction): Promise<CrashRoundRow | undefined> {
  const rows = await tx
    .select(roundColumns)
    .from(crashRounds)
    .where(inArray(crashRounds.phase, [...UNFINISHED]))
    .orderBy(desc(crashRounds.id))
    .limit(1)
    .for('update');
  return rows[0] && toRow(rows[0]);
}

export async function findUnfinishedRound(db: Executor): Promise<CrashRoundRow | undefined> {
  const rows = await db
    .select(roundColumns)
    .from(crashRounds)
    .where(inArray(crashRounds.phase, [...UNFINISHED]))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return rows[0] && toRow(rows[0]);
}

/** The round's id, taken before the insert: the crash point depends on it (ARCHITECTURE §4). */
export async function nextRoundId(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('crash_rounds', 'id')) AS id`);
  return Number((result as unknown as { rows: Array<{ id: unknown }> }).rows[0]!.id);
}

/** The UTC day of the month of the transaction's clock (the round's creation time). */
export async function utcDayOfMonth(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`SELECT extract(day from now() AT TIME ZONE 'UTC')::int AS day`);
  return Number((result as unknown as { rows: Array<{ day: unknown }> }).rows[0]!.day);
}

/** A round's stored phase and the database clock, in one round trip (the engine's look). */
export const readPhaseAndNow = (db: Executor, id: number) => readRoundPhaseAndNow(db, crashRounds, id);

export async function insertRound(
  tx: Transaction,
  round: {
    id: number;
    chainId: number;
    chainRound: number;
    secretHash: string;
    publicHash: string;
    dayOfMonth: number;
    crashPoint: number;
    countdownMs: number;
  },
): Promise<CrashRoundRow> {
  const { countdownMs, ...values } = round;
  const rows = await tx
    .insert(crashRounds)
    .values({ ...values, phase: 'waiting', bettingEndsAt: sql`now() + ${countdownMs} * interval '1 millisecond'` })
    .returning(roundColumns);
  return toRow(rows[0]!);
}

/** waiting → running once betting has closed by the database clock; nothing if that does not hold. */
export async function markRunning(tx: Executor, id: number): Promise<CrashRoundRow | undefined> {
  const rows = await tx
    .update(crashRounds)
    .set({ phase: 'running', startedAt: sql`now()` })
    .where(and(eq(crashRounds.id, id), eq(crashRounds.phase, 'waiting'), sql`${crashRounds.bettingEndsAt} <= now()`))
    .returning(roundColumns);
  return rows[0] && toRow(rows[0]);
}

/**
 * running → crashed, only once the crash moment (`started_at + crashAfterMs`) has passed by the
 * database clock: a cash-out stamped before it stands. The condition makes the crash (and the
 * settlement that follows in the same transaction) happen once, whichever node tries.
 */
export async function markCrashed(tx: Transaction, id: number, crashAfterMs: number) {
  const rows = await tx
    .update(crashRounds)
    .set({ phase: 'crashed', endedAt: sql`now()` })
    .where(
      and(
        eq(crashRounds.id, id),
        eq(crashRounds.phase, 'running'),
        sql`now() >= ${crashRounds.startedAt} + ${crashAfterMs} * interval '1 millisecond'`,
      ),
    )
    .returning(roundColumns);
  return rows[0] && toRow(rows[0]);
}

/**
 * An unfinished round whose outcome does not exist yet becomes voided: waiting, or running before
 * its crash moment (`started_at + crashAfterMs`) by the database clock. Past that moment the round
 * has crashed by the rules whether or not an engine has marked it (a leader may have died in
 * between), and a void would refund stakes already lost (ARCHITECTURE §4: no one controls
 * outcomes). Undefined when the guard does not hold; the engine then settles it as crashed.
 */
export async function markVoided(
  tx: Transaction,
  round: { id: number; crashAfterMs: number },
  by: { userId: number | null; reason: string },
): Promise<CrashRoundRow | undefined> {
  const rows = await tx
    .update(crashRounds)
    .set({ phase: 'voided', endedAt: sql`now()`, voidedBy: by.userId, voidReason: by.reason })
    .where(
      and(
        eq(crashRounds.id, round.id),
        or(
          eq(crashRounds.phase, 'waiting'),
          and(
            eq(crashRounds.phase, 'running'),
            sql`now() < ${crashRounds.startedAt} + ${round.crashAfterMs} * interval '1 millisecond'`,
          ),
        ),
      ),
    )
    .returning(roundColumns);
  return rows[0] && toRow(rows[0]);
}

/** The last `limit` crashed rounds, newest first (voided ones have no multiplier). */
export async function listCrashed(db: Executor, limit: number) {
  return db
    .select({ id: crashRounds.id, crashPoint: crashRounds.crashPoint })
    .from(crashRounds)
    .where(eq(crashRounds.phase, 'crashed'))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
}

/** A round with its chain's public part, for `/api/crash/getGame`. */
export async function findRoundWithChain(db: Executor, id: number) {
  const rows = await db
    .select({ round: roundColumns, anchor: fairnessChains.anchor })
    .from(crashRounds)
    .innerJoin(fairnessChains, eq(fairnessChains.id, crashRounds.chainId))
    .where(eq(crashRounds.id, id));
  const row = rows[0];
  return row && { round: toRow(row.round), anchor: row.anchor };
}
