import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { ledgerEntries, tournamentMembers, tournaments, users } from '../../../db/schema';
import { DB_NOW_MS, earliestEnd, epochMs, type NextEnd } from '../../../platform/db-clock.repository';

export type TournamentRow = typeof tournaments.$inferSelect;

/**
 * The ranking (docs/engagement/tournament.md "Numbers", issue 16): points, highest first; ties to
 * who reached them first; then the lower id.
 */
const RANKING = [desc(tournamentMembers.points), asc(tournamentMembers.pointsAt), asc(tournamentMembers.userId)];

/** The running tournament (status 0; at most one, see `lockTournamentCreation`) and the database clock. */
export async function findRunningTournament(db: Executor) {
  const rows = await db
    .select({ tournament: tournaments, endsAtMs: epochMs(tournaments.endsAt), nowMs: DB_NOW_MS })
    .from(tournaments)
    .where(eq(tournaments.status, 0))
    .orderBy(desc(tournaments.id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.tournament, endsAtMs: Number(row.endsAtMs), nowMs: Number(row.nowMs) } : undefined;
}

export async function findTournamentById(db: Executor, id: number): Promise<TournamentRow | undefined> {
  const rows = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return rows[0];
}

/** When the running tournament ends (null when none runs), with the database clock: the leader's timer. */
export const nextTournamentEnd = (db: Executor): Promise<NextEnd> =>
  earliestEnd(db, tournaments, tournaments.endsAt, eq(tournaments.status, 0));

/** Running tournaments whose end time has come (database clock): the leader finishes them. */
export async function findDueTournamentIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.status, 0), lte(tournaments.endsAt, sql`now()`)))
    .orderBy(asc(tournaments.id));
  return rows.map((row) => row.id);
}

/**
 * Queues every creation of a tournament (admin or demo) behind one advisory lock for this
 * transaction: the "is one running?" check and the insert that follows cannot interleave, so at
 * most one tournament runs (the table has no unique index for it).
 */
export async function lockTournamentCreation(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('tournaments:create', 0))`);
}

export async function hasRunningTournament(tx: Executor): Promise<boolean> {
  const rows = await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.status, 0)).limit(1);
  return rows.length > 0;
}

/** A new running tournament that ends `durationS` after the database's now. */
export async function insertTournament(
  tx: Executor,
  values: {
    name: string;
    description: string;
    prizes: number[];
    minPaymentCents: number;
    durationS: number;
    createdBy: number | null;
  },
): Promise<TournamentRow> {
  const rows = await tx
    .insert(tournaments)
    .values({
      name: values.name,
      description: values.description,
      prizes: values.prizes,
      minPaymentCents: values.minPaymentCents,
      endsAt: sql`now() + make_interval(secs => ${values.durationS})`,
      createdBy: values.createdBy,
    })
    .returning();
  return rows[0]!;
}

/**
 * The running tournament a player may join, share-locked until the transaction ends: a finish
 * (an UPDATE of this row) waits for the join to commit, so it ranks the new member too, and a join
 * that waited for a finish sees status 1 and finds nothing.
 */
export async function lockOpenTournamentForJoin(tx: Transaction): Promise<TournamentRow | undefined> {
  const rows = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.status, 0), gt(tournaments.endsAt, sql`now()`)))
    .orderBy(desc(tournaments.id))
    .limit(1)
    .for('share');
  return rows[0];
}

/** Adds the member once: false when they already were one (the primary key decides, under any race). */
export async function insertMember(tx: Executor, tournamentId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(tournamentMembers)
    .values({ tournamentId, userId })
    .onConflictDoNothing()
    .returning({ userId: tournamentMembers.userId });
  return rows.length > 0;
}

export async function isMember(db: Executor, tournamentId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: tournamentMembers.userId })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), eq(tournamentMembers.userId, userId)));
  return rows.length > 0;
}

/** Paid deposits (ledger `deposit` credited to the player) since `since`, in cents. */
export async function sumDepositsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`COALESCE(SUM(${ledgerEntries.delta}), 0)::bigint` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.kind, 'deposit'),
        gt(ledgerEntries.delta, 0),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return Number(rows[0]?.total ?? 0);
}

/**
 * Adds a settled wager's points to the player's membership of the running tournament, if any:
 * the tournament id of the member updated, or null. The finish holds the members' user rows
 * (`lockMemberUsers`), so a settlement reaches this only before or after it; `place IS NULL`, set
 * by the ranking, is the guard behind that guard: points never change a finished table.
 */
export async function addMemberPoints(tx: Transaction, userId: number, points: number): Promise<number | null> {
  const running = tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.status, 0), gt(tournaments.endsAt, sql`now()`)));
  const rows = await tx
    .update(tournamentMembers)
    .set({ points: sql`${tournamentMembers.points} + ${points}`, pointsAt: sql`now()` })
    .where(
      and(
        eq(tournamentMembers.userId, userId),
        sql`${tournamentMembers.place} IS NULL`,
        inArray(tournamentMembers.tournamentId, running),
      ),
    )
    .returning({ tournamentId: tournamentMembers.tournamentId });
  return rows[0]?.tournamentId ?? null;
}

export async function countMembers(db: Executor, tournamentId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournamentId, tournamentId));
  return Number(rows[0]?.n ?? 0);
}

/** The first `limit` members in ranking order, with their public profile. */
export async function listRankedMembers(db: Executor, tournamentId: number, limit: number) {
  return db
    .select({
      userId: tournamentMembers.userId,
      points: tournamentMembers.points,
      place: tournamentMembers.place,
      prizeCents: tournamentMembers.prizeCents,
      username: users.username,
      avatar: users.avatar,
      isDemo: users.isDemo,
    })
    .from(tournamentMembers)
    .innerJoin(users, eq(users.id, tournamentMembers.userId))
    .where(eq(tournamentMembers.tournamentId, tournamentId))
    .orderBy(...RANKING)
    .limit(limit);
}
export type RankedMemberRow = Awaited<ReturnType<typeof listRankedMembers>>[number];

/** A member's points and live place (1 + the members ranked ahead), or undefined for a non-member. */
export async function findMemberPlace(db: Executor, tournamentId: number, userId: number) {
  const rows = await db.execute(sql`
    SELECT m.points,
      (SELECT count(*) FROM ${tournamentMembers} o
        WHERE o.tournament_id = m.tournament_id
          AND (o.points > m.points
            OR (o.points = m.points AND (o.points_at, o.user_id) < (m.points_at, m.user_id)))) + 1 AS place
    FROM ${tournamentMembers} m
    WHERE m.tournament_id = ${tournamentId} AND m.user_id = ${userId}`);
  const row = (rows as unknown as { rows: Array<{ points: unknown; place: unknown }> }).rows[0];
  return row ? { points: Number(row.points), place: Number(row.place) } : undefined;
}

/**
 * Ends a running tournament: only the transaction whose update finds it still running (status 0)
 * gets the row back and goes on to rank and pay; any other (a second node, a retried draw, the
 * admin's end racing the timer) gets undefined and does nothing. The end time becomes now when
 * it is ended early.
 */
export async function markTournamentFinished(tx: Transaction, id: number): Promise<TournamentRow | undefined> {
  const rows = await tx
    .update(tournaments)
    .set({ status: 1, finishedAt: sql`now()`, endsAt: sql`LEAST(${tournaments.endsAt}, now())` })
    .where(and(eq(tournaments.id, id), eq(tournaments.status, 0)))
    .returning();
  return rows[0];
}

/**
 * Locks the user rows of every member, in ascending id (the site's lock order for user rows),
 * before the ranking. Every settlement that scores points has already locked its player's user
 * row (progression runs first and updates it), so once these locks are held no settlement of a
 * member is in flight: the ranking (a later statement, a later snapshot) reads every committed
 * point, and later settlements wait here, then find the tournament finished. Locking the members'
 * own rows instead would take them in the opposite order to a settlement (user row, then member
 * row) and deadlock with the prize transfers, which lock the winners' user rows.
 */
export async function lockMemberUsers(tx: Transaction, tournamentId: number): Promise<void> {
  const members = tx
    .select({ userId: tournamentMembers.userId })
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournamentId, tournamentId));
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, members)).orderBy(asc(users.id)).for('update');
}

/** Stores every member's final place in ranking order. */
export async function storePlaces(tx: Transaction, tournamentId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${tournamentMembers} m SET place = r.place
    FROM (
      SELECT user_id, row_number() OVER (ORDER BY points DESC, points_at ASC, user_id ASC) AS place
      FROM ${tournamentMembers} WHERE tournament_id = ${tournamentId}
    ) r
    WHERE m.tournament_id = ${tournamentId} AND m.user_id = r.user_id`);
}

export async function setMemberPrize(tx: Transaction, tournamentId: number, userId: number, prizeCents: number) {
  await tx
    .update(tournamentMembers)
    .set({ prizeCents })
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), eq(tournamentMembers.userId, userId)));
}

/** A page of tournaments for the console, newest first, with their member counts. */
export async function listAdminTournaments(
  db: Executor,
  filter: { offset: number; limit: number; status: 'all' | 'running' | 'finished' },
) {
  const where = filter.status === 'all' ? undefined : eq(tournaments.status, filter.status === 'running' ? 0 : 1);
  // Written out with the table names: in a one-table select drizzle leaves columns unqualified.
  const members = sql<number>`(SELECT count(*) FROM tournament_members m WHERE m.tournament_id = tournaments.id)::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ tournament: tournaments, members })
      .from(tournaments)
      .where(where)
      .orderBy(desc(tournaments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(tournaments).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.tournament, members: Number(row.members) })),
    total: Number(total?.n ?? 0),
  };
}
