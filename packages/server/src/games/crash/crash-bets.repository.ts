import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectStakedItems, selectStakes } from '../stakes';
import { crashBetItems, crashBets, crashRounds, users, type CrashBetStatus } from '../../db/schema';

/**
 * Crash bets SQL. Lock order, the same in every transaction that takes several of these locks
 * (so none can wait on another in a cycle): round row → bet rows (by id) → catalog rows for
 * returned stakes (by id) → a won unit (SKIP LOCKED, never waits; modules/items/storehouse/stock.service)
 * → user rows. A bet takes the round (`FOR SHARE`) and then its player's user row (`FOR NO KEY
 * UPDATE`, `lockRoundAndBettor`): round first, as the engine's settlement and a void do
 * (round `FOR UPDATE` → bets → users), so a bet can wait for them or they for it, never both.
 */

/** Database "now" minus a timestamp, in whole milliseconds (the clock every decision uses). */
const msSince = (column: typeof crashRounds.startedAt) =>
  sql<number>`floor(extract(epoch from (now() - ${column})) * 1000)::bigint`.mapWith(Number);

/**
 * The round open for bets and the player placing one, locked in one statement, in the lock order
 * above: the round `FOR SHARE` (in the lateral subquery, which runs before the statement's own
 * lock), then the player's row `FOR NO KEY UPDATE`.
 * - The round: the engine's move to `running` (an `UPDATE` of the row) waits for every bet in
 *   flight, and a bet that comes after it finds no round open. Bets share the lock, so different
 *   players' bets run side by side.
 * - The player: one player's bets (several sockets) queue here, so the count that follows
 *   (`countUserBets`, a statement of its own) is exact. `NO KEY` leaves foreign-key checks on the
 *   row (other inserts naming the player) free.
 * `round` is undefined when no round waits; `open` is whether its betting window is still open by
 * the database clock. Undefined when the user does not exist.
 */
export async function lockRoundAndBettor(tx: Executor, userId: number) {
  const result = await tx.execute(sql`
    SELECT (users.banned AND (users.banned_until IS NULL OR users.banned_until > now())) AS banned, users.is_admin, users.username, users.avatar, users.is_demo, round.id AS round_id, round.open
    FROM users
    LEFT JOIN LATERAL (
      SELECT id, betting_ends_at > now() AS open FROM crash_rounds
      WHERE phase = 'waiting' ORDER BY id DESC LIMIT 1 FOR SHARE
    ) AS round ON true
    WHERE users.id = ${userId}
    FOR NO KEY UPDATE OF users`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (!row) return undefined;
  return {
    bettor: {
      banned: row.banned === true,
      isAdmin: row.is_admin === true,
      username: String(row.username),
      avatar: String(row.avatar),
      isDemo: row.is_demo === true,
    },
    round: row.round_id === null ? undefined : { id: Number(row.round_id), open: row.open === true },
  };
}

/** The latest round, whatever its phase (`/api/crash/myBet`'s "current round"). */
export async function latestRoundId(db: Executor): Promise<number | undefined> {
  const [row] = await db.select({ id: crashRounds.id }).from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  return row?.id;
}

/**
 * How many bets the user has in the round, how many of them are manual (target 0), and how many
 * are on `target` (what `insertBet` also answers, for a bet refused before its insert). Exact only
 * under the player's row lock (`lockRoundAndBettor`) and as a statement of its own after it: one player's bets queue there, and in READ COMMITTED this
 * statement's snapshot, taken once the lock is held, sees the bet that held it before — so two
 * bets on one target cannot both count zero.
 */
export async function countUserBets(tx: Executor, roundId: number, userId: number, target: number) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      manual: sql<number>`count(*) FILTER (WHERE ${crashBets.autoWithdraw} = 0)::int`.mapWith(Number),
      sameTarget: sql<number>`count(*) FILTER (WHERE ${crashBets.autoWithdraw} = ${target})::int`.mapWith(Number),
    })
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.userId, userId)));
  return row ?? { total: 0, manual: 0, sameTarget: 0 };
}

/**
 * Inserts a bet and its staked skins (each at the price it counted for) in one statement, which
 * also counts the player's bets already in the round (the new one not among them: every part of
 * a statement sees the same snapshot): how many, how many manual (target 0), how many on this
 * bet's target. Exact only under the player's row lock (`lockRoundAndBettor`) taken by an earlier
 * statement: in READ COMMITTED this statement's snapshot, taken once the lock is held, sees the bet
 * that held it before — so two bets on one target cannot both count zero. A count over the limits
 * makes the caller throw, and the insert rolls back with its transaction.
 */
export async function insertBet(
  tx: Executor,
  bet: { roundId: number; userId: number; bank: number; autoWithdraw: number },
  staked: Array<{ id: number; price: number }>,
): Promise<{ id: number; placed: { total: number; manual: number; sameTarget: number } }> {
  if (staked.length === 0) throw new Error('a crash bet stakes at least one skin');
  const values = sql.join(
    staked.map((item) => sql`(${item.id}::bigint, ${item.price}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    WITH bet AS (
      INSERT INTO crash_bets (round_id, user_id, bank, auto_withdraw)
      VALUES (${bet.roundId}, ${bet.userId}, ${bet.bank}, ${bet.autoWithdraw})
      RETURNING id
    ), staked AS (
      INSERT INTO crash_bet_items (bet_id, inventory_item_id, price)
      SELECT bet.id, skin.id, skin.price FROM bet, (VALUES ${values}) AS skin (id, price)
    )
    SELECT bet.id, placed.total, placed.manual, placed.same_target
    FROM bet, (
      SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE auto_withdraw = 0))::int AS manual,
        (count(*) FILTER (WHERE auto_withdraw = ${bet.autoWithdraw}))::int AS same_target
      FROM crash_bets WHERE round_id = ${bet.roundId} AND user_id = ${bet.userId}
    ) AS placed`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (!row) throw new Error('crash bet insert returned nothing');
  return {
    id: Number(row.id),
    placed: { total: Number(row.total), manual: Number(row.manual), sameTarget: Number(row.same_target) },
  };
}

/** A bet as a take sees it, with its round's phase. */
export async function findBet(tx: Executor, betId: number) {
  const [row] = await tx
    .select({
      id: crashBets.id,
      roundId: crashBets.roundId,
      userId: crashBets.userId,
      bank: crashBets.bank,
      autoWithdraw: crashBets.autoWithdraw,
      status: crashBets.status,
      cashedOutAt: crashBets.cashedOutAt,
      cashedOutMultiplier: crashBets.cashedOutMultiplier,
    })
    .from(crashBets)
    .where(eq(crashBets.id, betId));
  return row;
}

/**
 * The round of a take, `FOR SHARE`: takes do not block one another, but an engine that is
 * crashing or voiding the round (it updates the row) finishes first and the take sees the result.
 * `elapsedMs` is measured with this transaction's `now()`, the instant the cash-out is stamped at.
 */
export async function lockRoundForTake(tx: Executor, roundId: number) {
  const [row] = await tx
    .select({ phase: crashRounds.phase, crashPoint: crashRounds.crashPoint, elapsedMs: msSince(crashRounds.startedAt) })
    .from(crashRounds)
    .where(eq(crashRounds.id, roundId))
    .for('share');
  return row;
}

/**
 * Stamps a manual cash-out once: `cashed_out_at IS NULL` makes every later take (a double click,
 * 20 racing sockets) match no row. `now()` is the same instant `elapsedMs` was measured at.
 */
export async function stampCashOut(tx: Executor, betId: number, multiplier: number): Promise<boolean> {
  const rows = await tx
    .update(crashBets)
    .set({ cashedOutAt: sql`now()`, cashedOutMultiplier: multiplier })
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'active'), isNull(crashBets.cashedOutAt)))
    .returning({ id: crashBets.id });
  return rows.length === 1;
}

export interface SettlingBet {
  id: number;
  roundId: number;
  userId: number;
  bank: number;
  autoWithdraw: number;
  cashedOutAt: Date | null;
  cashedOutMultiplier: number | null;
}

const settlingColumns = {
  id: crashBets.id,
  roundId: crashBets.roundId,
  userId: crashBets.userId,
  bank: crashBets.bank,
  autoWithdraw: crashBets.autoWithdraw,
  cashedOutAt: crashBets.cashedOutAt,
  cashedOutMultiplier: crashBets.cashedOutMultiplier,
};

/** Every still-active bet of a round, locked by ascending id (a racing take-payout finishes first). */
export async function lockActiveBets(tx: Executor, roundId: number): Promise<SettlingBet[]> {
  return tx
    .select(settlingColumns)
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'active')))
    .orderBy(asc(crashBets.id))
    .for('update');
}

/** One taken bet still waiting for its payout, locked; undefined once someone has paid it. */
export async function lockTakenUnpaidBet(tx: Executor, betId: number): Promise<SettlingBet | undefined> {
  const [row] = await tx
    .select(settlingColumns)
    .from(crashBets)
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'active'), sql`${crashBets.cashedOutAt} IS NOT NULL`))
    .for('update');
  return row;
}

/** Closes a locked active bet with its outcome; the `status = 'active'` guard makes it once only. */
export async function closeBet(
  tx: Executor,
  betId: number,
  outcome: {
    status: Exclude<CrashBetStatus, 'active'>;
    payout?: number;
    multiplier?: number;
    winItemId?: number | null;
  },
): Promise<void> {
  const rows = await tx
    .update(crashBets)
    .set({
      status: outcome.status,
      payout: outcome.payout ?? null,
      winInventoryItemId: outcome.winItemId ?? null,
      settledAt: sql`now()`,
      ...(outcome.multiplier === undefined ? {} : { cashedOutMultiplier: outcome.multiplier }),
    })
    .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'active')))
    .returning({ id: crashBets.id });
  if (rows.length !== 1) throw new Error(`crash bet ${betId} was not active when closed`);
}

/** The staked instances of bets (games/stakes/staked-items.repository). */
export const listStakes = (tx: Executor, betIds: number[]) => selectStakes(tx, crashBetItems, betIds);

/** Bet rows to present, with their player; by round (oldest first) or by id. */
export async function selectBetRows(db: Executor, filter: { roundId: number; userId?: number } | { betIds: number[] }) {
  if ('betIds' in filter && filter.betIds.length === 0) return [];
  return db
    .select({
      id: crashBets.id,
      roundId: crashBets.roundId,
      userId: crashBets.userId,
      username: users.username,
      avatar: users.avatar,
      isDemo: users.isDemo,
      bank: crashBets.bank,
      autoWithdraw: crashBets.autoWithdraw,
      status: crashBets.status,
      cashedOutAt: crashBets.cashedOutAt,
      cashedOutMultiplier: crashBets.cashedOutMultiplier,
      payout: crashBets.payout,
      winInventoryItemId: crashBets.winInventoryItemId,
    })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(
      'betIds' in filter
        ? inArray(crashBets.id, filter.betIds)
        : and(
            eq(crashBets.roundId, filter.roundId),
            filter.userId === undefined ? undefined : eq(crashBets.userId, filter.userId),
          ),
    )
    .orderBy(asc(crashBets.id));
}

/** The staked skins of bets, dearest first within a bet (games/stakes/staked-items.repository). */
export const selectBetItems = (db: Executor, betIds: number[]) => selectStakedItems(db, crashBetItems, betIds);
