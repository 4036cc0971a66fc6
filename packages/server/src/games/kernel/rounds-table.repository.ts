import { and, desc, eq, getTableName, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import { fairnessChains } from '../../db/schema';
import { databaseNow, DB_NOW_MS } from '../../platform/db-clock.repository';

/**
 * The SQL every rounds table shares (crash_rounds, jackpot_rounds, wheel_rounds): reads by id, the
 * newest and the unfinished round, the conditional phase UPDATE, the history page, the chain join.
 * Deadlines and timestamps are the database's clock (platform/db-clock.repository.ts), so every
 * node — and a leader that took over — agrees on them. Game-specific SQL stays in the game's
 * repository; it hands this file its table, the columns a row is read with, and SQL guards.
 */

/** A rounds table: `chainRoundColumns()` (db/schema/fairness.ts) plus a phase, its timestamps and the void's who and why. */
export type RoundsTable = PgTable & {
  id: AnyPgColumn;
  chainId: AnyPgColumn;
  phase: AnyPgColumn;
  createdAt: AnyPgColumn;
  endedAt: AnyPgColumn;
  voidedBy: AnyPgColumn;
  voidReason: AnyPgColumn;
};

/** What every stored round has; timestamps are epoch milliseconds of the database clock. */
export interface StoredRound<P extends string = string> {
  id: number;
  chainId: number;
  chainRound: number;
  /** The round's secret: never leaves the server before the machine says it is public. */
  secretHash: string;
  publicHash: string;
  phase: P;
  createdAt: number;
  endedAt: number | null;
}

/**
 * How a game's rounds are read: its table, the selection a row is read with (timestamps through
 * `epochMs`), and the mapping of a selected row to the game's row type (numbers normalised).
 */
export interface RoundStore<T extends RoundsTable, R extends StoredRound> {
  table: T;
  columns: Record<string, unknown>;
  toRow(raw: Record<string, unknown>): R;
}

/** A game's store (in its repository): `defineRoundStore(crashRounds, roundColumns, toRow)`. */
export function defineRoundStore<T extends RoundsTable, R extends StoredRound>(
  table: T,
  columns: Record<string, unknown>,
  toRow: (raw: Record<keyof R, unknown>) => R,
): RoundStore<T, R> {
  return { table, columns, toRow: toRow as (raw: Record<string, unknown>) => R };
}

// drizzle cannot type a selection it only knows as a record: the rows are mapped by `toRow`.
const selection = (store: RoundStore<RoundsTable, StoredRound>) => store.columns as SelectedFieldsFlat;

type AnyStore<R extends StoredRound> = RoundStore<RoundsTable, R>;

/** The newest round whatever its phase (the one clients see), or none before the first. */
export async function selectLatestRound<R extends StoredRound>(db: Executor, store: AnyStore<R>) {
  const rows = await db.select(selection(store)).from(store.table).orderBy(desc(store.table.id)).limit(1);
  return rows[0] && store.toRow(rows[0]);
}

/**
 * The newest round and the database clock in one query (an engine's step reads both); before the
 * first round there is no row to carry the clock, so it is read on its own.
 */
export async function selectLatestRoundAndNow<R extends StoredRound>(
  db: Executor,
  store: AnyStore<R>,
): Promise<{ round: R | undefined; now: number }> {
  const rows = await db
    .select({ ...selection(store), now: DB_NOW_MS })
    .from(store.table)
    .orderBy(desc(store.table.id))
    .limit(1);
  const row = rows[0] as (Record<string, unknown> & { now: unknown }) | undefined;
  if (!row) return { round: undefined, now: await databaseNow(db) };
  const { now, ...round } = row;
  return { round: store.toRow(round), now: Number(now) };
}

export async function selectRound<R extends StoredRound>(db: Executor, store: AnyStore<R>, id: number) {
  const rows = await db.select(selection(store)).from(store.table).where(eq(store.table.id, id));
  return rows[0] && store.toRow(rows[0]);
}

/**
 * The round in play (one of `phases`), newest first; locked `FOR UPDATE` for the caller's
 * transaction when `lock` is set (a void, a bet that queues behind its round).
 */
export async function selectUnfinishedRound<R extends StoredRound>(
  db: Executor,
  store: AnyStore<R>,
  phases: readonly string[],
  lock: boolean,
): Promise<R | undefined> {
  const query = db
    .select(selection(store))
    .from(store.table)
    .where(inArray(store.table.phase, [...phases]))
    .orderBy(desc(store.table.id))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0] && store.toRow(rows[0]);
}

/** The round `id` if it is in `phase` and `guard` holds (database clock), locked `FOR UPDATE`. */
export async function lockRoundInPhase<R extends StoredRound>(
  tx: Transaction,
  store: AnyStore<R>,
  round: { id: number; phase: string; guard?: SQL },
): Promise<R | undefined> {
  const rows = await tx
    .select(selection(store))
    .from(store.table)
    .where(and(eq(store.table.id, round.id), eq(store.table.phase, round.phase), round.guard))
    .for('update');
  return rows[0] && store.toRow(rows[0]);
}

/**
 * The newest round in one of `phases`, locked `FOR UPDATE`, with whether it takes bets now: `open`,
 * the game's condition on the database clock. A game's bets queue here — so counts and totals
 * under the lock are exact — and its close waits for the bets in flight, then sees them.
 */
export async function lockRoundTakingBets<R extends StoredRound>(
  tx: Transaction,
  store: AnyStore<R>,
  phases: readonly string[],
  open: SQL,
): Promise<(R & { open: boolean }) | undefined> {
  const rows = await tx
    .select({ ...selection(store), open: sql<boolean>`${open}` })
    .from(store.table)
    .where(inArray(store.table.phase, [...phases]))
    .orderBy(desc(store.table.id))
    .limit(1)
    .for('update');
  const row = rows[0] as (Record<string, unknown> & { open: unknown }) | undefined;
  if (!row) return undefined;
  const { open: takesBets, ...round } = row;
  return { ...store.toRow(round), open: takesBets === true };
}

/** A round's stored phase and the database clock, in one round trip (an engine's look while it waits). */
export async function readPhaseAndNow(
  db: Executor,
  table: RoundsTable,
  id: number,
): Promise<{ phase: string | undefined; now: number }> {
  const result = await db.execute(sql`
    SELECT (SELECT ${table.phase} FROM ${table} WHERE ${table.id} = ${id}) AS phase, ${DB_NOW_MS} AS now`);
  const row = (result as unknown as { rows: Array<{ phase: string | null; now: unknown }> }).rows[0]!;
  return { phase: row.phase ?? undefined, now: Number(row.now) };
}

/**
 * The next round's id, taken before the insert when an outcome depends on it (crash:
 * docs/fairness/formulas.md "Crash").
 */
export async function nextRoundId(tx: Transaction, table: RoundsTable): Promise<number> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) AS id`);
  return Number((result as unknown as { rows: Array<{ id: unknown }> }).rows[0]!.id);
}

/** A new round; `created_at` is the database clock of the transaction (the column's default). */
export async function insertRound<T extends RoundsTable, R extends StoredRound>(
  tx: Transaction,
  store: RoundStore<T, R>,
  values: PgInsertValue<T>,
): Promise<R> {
  const rows = await tx
    .insert(store.table as RoundsTable)
    .values(values as PgInsertValue<RoundsTable>)
    .returning(selection(store));
  return store.toRow(rows[0]!);
}

/** A change to a round's row beside its phase (`ended_at`, a deadline, the winner …). */
export type RoundSet<T extends RoundsTable> = PgUpdateSetSource<T>;

/** One conditional UPDATE of a round, answering it as stored now and the database clock (undefined: no row matched). */
async function updateRoundWhere<T extends RoundsTable, R extends StoredRound>(
  tx: Transaction,
  store: RoundStore<T, R>,
  set: RoundSet<RoundsTable>,
  where: SQL | undefined,
): Promise<{ round: R; now: number } | undefined> {
  const rows = await tx
    .update(store.table as RoundsTable)
    .set(set)
    .where(where)
    .returning({ ...selection(store), now: DB_NOW_MS });
  const row = rows[0] as (Record<string, unknown> & { now: unknown }) | undefined;
  if (!row) return undefined;
  const { now, ...round } = row;
  return { round: store.toRow(round), now: Number(now) };
}

/**
 * `from → to` as one conditional UPDATE: `WHERE id AND phase = from AND guard`, so the change
 * happens once whichever node tries, and only when the guard (a deadline on the database clock)
 * holds. `ends` also stamps `ended_at = now()`. Undefined when the stored round says otherwise.
 * The caller (round-kernel.ts) has asked the game's machine whether `from → to` exists at all.
 */
export async function updateRoundPhase<T extends RoundsTable, R extends StoredRound>(
  tx: Transaction,
  store: RoundStore<T, R>,
  change: { id: number; from: string; to: string; set?: RoundSet<T>; guard?: SQL; ends: boolean },
): Promise<{ round: R; now: number } | undefined> {
  const table = store.table as RoundsTable;
  return updateRoundWhere(
    tx,
    store,
    { ...(change.set as RoundSet<RoundsTable>), phase: change.to, ...(change.ends ? { endedAt: sql`now()` } : {}) },
    and(eq(table.id, change.id), eq(table.phase, change.from), change.guard),
  );
}

/**
 * A change to a round's own columns (a bet's stake added to its totals) while it is in one of
 * `phases`, its phase left as it is. Undefined when the stored round says otherwise.
 */
export async function updateRoundInPhases<T extends RoundsTable, R extends StoredRound>(
  tx: Transaction,
  store: RoundStore<T, R>,
  change: { id: number; phases: readonly string[]; set: RoundSet<T> },
): Promise<{ round: R; now: number } | undefined> {
  const table = store.table as RoundsTable;
  return updateRoundWhere(
    tx,
    store,
    change.set as RoundSet<RoundsTable>,
    and(eq(table.id, change.id), inArray(table.phase, [...change.phases])),
  );
}

/** `WHERE` of a history page: rounds in `phases` (those with an outcome), older than `beforeId` if given. */
export function completedPageWhere(table: RoundsTable, phases: readonly string[], beforeId?: number): SQL | undefined {
  return and(inArray(table.phase, [...phases]), beforeId === undefined ? undefined : lt(table.id, beforeId));
}

/** One page of the history: completed rounds newest first, `limit` of them older than `beforeId`. */
export async function selectCompletedPage<R extends StoredRound>(
  db: Executor,
  store: AnyStore<R>,
  page: { phases: readonly string[]; limit: number; beforeId?: number },
): Promise<R[]> {
  const rows = await db
    .select(selection(store))
    .from(store.table)
    .where(completedPageWhere(store.table, page.phases, page.beforeId))
    .orderBy(desc(store.table.id))
    .limit(page.limit);
  return rows.map((row) => store.toRow(row));
}

/** A round with its chain's public anchor (a round's `getGame`: the verifier walks to it). */
export async function selectRoundWithChain<R extends StoredRound>(db: Executor, store: AnyStore<R>, id: number) {
  const rows = await db
    .select({ round: selection(store), anchor: fairnessChains.anchor })
    .from(store.table)
    .innerJoin(fairnessChains, eq(fairnessChains.id, store.table.chainId))
    .where(eq(store.table.id, id));
  const row = rows[0];
  return row && { round: store.toRow(row.round as Record<string, unknown>), anchor: row.anchor };
}

/**
 * A page of every round whatever its phase, newest first, with its void reason (the console's
 * round browser); `beforeId` continues after a previous page.
 */
export async function selectRoundsPage<R extends StoredRound>(
  db: Executor,
  store: AnyStore<R>,
  page: { limit: number; beforeId?: number },
): Promise<Array<{ round: R; voidReason: string | null }>> {
  const rows = await db
    .select({ round: selection(store), voidReason: store.table.voidReason })
    .from(store.table)
    .where(page.beforeId === undefined ? undefined : lt(store.table.id, page.beforeId))
    .orderBy(desc(store.table.id))
    .limit(page.limit);
  return rows.map((row) => ({
    round: store.toRow(row.round as Record<string, unknown>),
    voidReason: (row.voidReason as string | null) ?? null,
  }));
}
