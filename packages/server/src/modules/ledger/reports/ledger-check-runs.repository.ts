import { count, desc, eq, sql } from 'drizzle-orm';
import type { LedgerMismatch } from '@skinbet/shared/schemas/admin-money.schemas';
import type { Executor } from '../../../db/client';
import { ledgerCheckRuns, users } from '../../../db/schema';

/** How many of a run's mismatches are stored with it (the count is always whole). */
export const STORED_MISMATCHES = 100;

export type LedgerCheckRunRow = Awaited<ReturnType<typeof listLedgerCheckRuns>>[number];

/** Stores one finished run of the ledger check. */
export async function insertLedgerCheckRun(
  db: Executor,
  run: {
    trigger: 'manual' | 'periodic';
    actorId: number | null;
    startedAt: Date;
    durationMs: number;
    accounts: number;
    transfers: number;
    mismatches: LedgerMismatch[];
  },
) {
  const [row] = await db
    .insert(ledgerCheckRuns)
    .values({
      trigger: run.trigger,
      actorId: run.actorId,
      startedAt: run.startedAt,
      durationMs: run.durationMs,
      accounts: run.accounts,
      transfers: run.transfers,
      mismatchCount: run.mismatches.length,
      mismatches: run.mismatches.slice(0, STORED_MISMATCHES),
    })
    .returning({ id: ledgerCheckRuns.id });
  return row!.id;
}

/** Runs newest first, with the admin's name of a manual run. */
export function listLedgerCheckRuns(db: Executor, page: { limit: number; offset: number }) {
  return db
    .select({
      id: ledgerCheckRuns.id,
      trigger: ledgerCheckRuns.trigger,
      actorId: ledgerCheckRuns.actorId,
      actorName: users.username,
      startedAt: ledgerCheckRuns.startedAt,
      durationMs: ledgerCheckRuns.durationMs,
      accounts: ledgerCheckRuns.accounts,
      transfers: ledgerCheckRuns.transfers,
      mismatchCount: ledgerCheckRuns.mismatchCount,
      mismatches: ledgerCheckRuns.mismatches,
    })
    .from(ledgerCheckRuns)
    .leftJoin(users, eq(users.id, ledgerCheckRuns.actorId))
    .orderBy(desc(ledgerCheckRuns.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLedgerCheckRuns(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerCheckRuns);
  return Number(row?.n ?? 0);
}

/**
 * Milliseconds since the last periodic run began, by the database's clock (null before the first):
 * a leader that took over waits out the rest of the hour instead of checking again at once.
 */
export async function msSinceLastPeriodicRun(db: Executor): Promise<number | null> {
  const result = await db.execute(sql`
    SELECT floor(extract(epoch from now() - max(started_at)) * 1000)::float8 AS ms
    FROM ledger_check_runs WHERE trigger = 'periodic'`);
  const ms = (result as unknown as { rows: Array<{ ms: unknown }> }).rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}

/** The database's clock now, as a Date (when a run began). */
export async function databaseDate(db: Executor): Promise<Date> {
  const result = await db.execute(sql`SELECT now() AS now`);
  const now = (result as unknown as { rows: Array<{ now: unknown }> }).rows[0]!.now;
  // node-postgres answers a Date, PGlite a Date or an ISO string.
  return now instanceof Date ? now : new Date(String(now));
}

/**
 * What players hold, per account type (available, held, cashback), and each house account's
 * balance, read in one statement so both sides are of the same instant.
 */
export async function readLiabilities(db: Executor) {
  const result = await db.execute(sql`
    SELECT CASE WHEN user_id IS NULL THEN 'house' ELSE 'user' END AS side,
      CASE WHEN user_id IS NULL THEN code ELSE type END AS name,
      sum(balance)::bigint AS amount, count(*) FILTER (WHERE balance <> 0)::int AS holders
    FROM accounts GROUP BY 1, 2 ORDER BY 1, 2`);
  const { rows } = result as unknown as {
    rows: Array<{ side: 'house' | 'user'; name: string; amount: unknown; holders: unknown }>;
  };
  return rows.map((row) => ({
    side: row.side,
    name: row.name,
    amount: Number(row.amount),
    holders: Number(row.holders),
  }));
}
