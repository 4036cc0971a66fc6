import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { houseAccountCode } from '@skinbet/shared/ledger';
import type { Executor, Transaction } from '../../../db/client';
import {
  accounts,
  bonusPeriods,
  chatMessages,
  users,
  wagers,
  type BonusPeriodRules,
  type BonusWinner,
} from '../../../db/schema';
import { DB_NOW_MS, deadlinePassed, epochMs } from '../../../platform/db-clock.repository';

/** A period as the service reads it: times as epoch ms on the database clock. */
const periodColumns = {
  id: bonusPeriods.id,
  status: bonusPeriods.status,
  secretHash: bonusPeriods.secretHash,
  publicHash: bonusPeriods.publicHash,
  startsAt: epochMs(bonusPeriods.startsAt),
  endsAt: epochMs(bonusPeriods.endsAt),
  potCents: bonusPeriods.potCents,
  eligibleUserIds: bonusPeriods.eligibleUserIds,
  winners: bonusPeriods.winners,
  drawnAt: epochMs(bonusPeriods.drawnAt),
  /** The rules it opened under (null: opened before they were stored, the configuration's defaults). */
  rules: bonusPeriods.rules,
};

export type BonusPeriodRow = NonNullable<Awaited<ReturnType<typeof findActivePeriod>>>;

const POT_CODE = houseAccountCode('bonus_pot');

/** The running period (at most one: every change runs under the creation lock), if any. */
export async function findActivePeriod(db: Executor) {
  const [row] = await db
    .select(periodColumns)
    .from(bonusPeriods)
    .where(eq(bonusPeriods.status, 'active'))
    .orderBy(desc(bonusPeriods.id))
    .limit(1);
  return row;
}

export async function findPeriod(db: Executor, id: number) {
  const [row] = await db.select(periodColumns).from(bonusPeriods).where(eq(bonusPeriods.id, id));
  return row;
}

/** The newest drawn period: the last winners. */
export async function findLastDrawnPeriod(db: Executor) {
  const [row] = await db
    .select(periodColumns)
    .from(bonusPeriods)
    .where(eq(bonusPeriods.status, 'drawn'))
    .orderBy(desc(bonusPeriods.drawnAt), desc(bonusPeriods.id))
    .limit(1);
  return row;
}

/** The running period's id and end, the pot (the `bonus_pot` account, cents) and the database clock, in one read. */
export async function readBonusState(db: Executor) {
  const result = await db.execute(sql`
    SELECT (SELECT ${accounts.balance} FROM ${accounts} WHERE ${accounts.code} = ${POT_CODE}) AS pot,
           (SELECT ${bonusPeriods.id} FROM ${bonusPeriods} WHERE ${bonusPeriods.status} = 'active'
             ORDER BY ${bonusPeriods.id} DESC LIMIT 1) AS period_id,
           ${DB_NOW_MS} AS now`);
  const row = (result as unknown as { rows: Array<{ pot: unknown; period_id: unknown; now: unknown }> }).rows[0]!;
  return {
    potCents: row.pot === null ? 0 : Number(row.pot),
    periodId: row.period_id === null ? null : Number(row.period_id),
    now: Number(row.now),
  };
}

/** Opens a period: its secret committed, ending `durationS` after the database clock. */
export async function insertPeriod(
  tx: Transaction,
  period: {
    secretHash: string;
    publicHash: string;
    /** The period this one follows: it starts where that one ended, so no activity falls between two. */
    afterPeriodId?: number;
    durationS: number;
    createdBy: number | null;
    rules: BonusPeriodRules;
  },
) {
  const [row] = await tx
    .insert(bonusPeriods)
    .values({
      rules: period.rules,
      secretHash: period.secretHash,
      publicHash: period.publicHash,
      startsAt: period.afterPeriodId === undefined ? sql`now()` : periodEnd(period.afterPeriodId),
      endsAt: sql`now() + make_interval(secs => ${period.durationS})`,
      createdBy: period.createdBy,
    })
    .returning({ id: bonusPeriods.id });
  return row!.id;
}

/**
 * Claims a period for its draw: `active → drawn`, once. Only the transaction whose UPDATE changes
 * the row goes on to pay; a second one (another node, a restarted leader, an admin's `end` at the
 * same time) waits for the first's row lock and then finds the period drawn. Without `force` only
 * a period whose end has come (database clock) is claimed; with it (the admin's "draw now") the
 * end is moved to now, so the period's activity window closes at the draw.
 */
export async function claimPeriodForDraw(tx: Transaction, id: number, force: boolean) {
  const [row] = await tx
    .update(bonusPeriods)
    .set({ status: 'drawn', drawnAt: sql`now()`, endsAt: sql`least(${bonusPeriods.endsAt}, now())` })
    .where(
      and(
        eq(bonusPeriods.id, id),
        eq(bonusPeriods.status, 'active'),
        force ? undefined : deadlinePassed(bonusPeriods.endsAt),
      ),
    )
    .returning(periodColumns);
  return row;
}

/** Stores the draw's inputs and outcome on the claimed period. */
export async function recordDraw(
  tx: Transaction,
  id: number,
  draw: { potCents: number; eligibleUserIds: number[]; winners: BonusWinner[] },
): Promise<void> {
  await tx
    .update(bonusPeriods)
    .set({ potCents: draw.potCents, eligibleUserIds: draw.eligibleUserIds, winners: draw.winners })
    .where(eq(bonusPeriods.id, id));
}

/** The pot now (cents): the `bonus_pot` account's committed balance. */
export async function readPotCents(db: Executor): Promise<number> {
  const [row] = await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.code, POT_CODE));
  return row ? Number(row.balance) : 0;
}

/** A period's bounds as SQL: `[starts_at, ends_at)` of period `id`, at full precision. */
const periodStart = (id: number) =>
  sql`(SELECT ${bonusPeriods.startsAt} FROM ${bonusPeriods} WHERE ${bonusPeriods.id} = ${id})`;
const periodEnd = (id: number) =>
  sql`(SELECT ${bonusPeriods.endsAt} FROM ${bonusPeriods} WHERE ${bonusPeriods.id} = ${id})`;

/**
 * The players who meet the money and chat conditions in period `periodId` (`[starts_at, ends_at)`):
 * crash stakes settled in it at least `minCrashCents`, and at least `minMessages` chat messages
 * written in it. Banned players are left out. The nickname condition is checked by the caller,
 * with the same rule as the profile's (users/user.presenter `hasNickname`). Sorted by id ascending.
 */
export async function listBonusCandidates(
  db: Executor,
  periodId: number,
  minimum: { crashCents: number; messages: number },
): Promise<Array<{ id: number; username: string }>> {
  const [from, to] = [periodStart(periodId), periodEnd(periodId)];
  const staked = sql<number>`sum(${wagers.stakeItems} + ${wagers.stakeMoney})`;
  const bettors = db
    .select({ userId: wagers.userId })
    .from(wagers)
    .where(and(eq(wagers.game, 'crash'), sql`${wagers.settledAt} >= ${from}`, sql`${wagers.settledAt} < ${to}`))
    .groupBy(wagers.userId)
    .having(sql`${staked} >= ${minimum.crashCents}`);
  const messages = sql<number>`(SELECT count(*) FROM ${chatMessages}
    WHERE ${chatMessages.userId} = ${users.id} AND ${chatMessages.type} = 'message'
      AND ${chatMessages.createdAt} >= ${from} AND ${chatMessages.createdAt} < ${to})`;
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        // With no stake required (BONUS_MIN_CRASH_BETS=0) a player need not have played crash at all.
        minimum.crashCents > 0 ? inArray(users.id, bettors) : undefined,
        eq(users.banned, false),
        sql`${messages} >= ${minimum.messages}`,
      ),
    )
    .orderBy(users.id);
}

/** One player's progress in period `periodId` so far: crash stakes settled (cents) and chat messages written. */
export async function readPlayerProgress(db: Executor, userId: number, periodId: number) {
  const from = periodStart(periodId);
  const result = await db.execute(sql`
    SELECT (SELECT coalesce(sum(${wagers.stakeItems} + ${wagers.stakeMoney}), 0) FROM ${wagers}
             WHERE ${wagers.userId} = ${userId} AND ${wagers.game} = 'crash' AND ${wagers.settledAt} >= ${from})
             AS staked,
           (SELECT count(*) FROM ${chatMessages}
             WHERE ${chatMessages.userId} = ${userId} AND ${chatMessages.type} = 'message'
               AND ${chatMessages.createdAt} >= ${from}) AS messages`);
  const row = (result as unknown as { rows: Array<{ staked: unknown; messages: unknown }> }).rows[0]!;
  return { stakedCents: Number(row.staked), messages: Number(row.messages) };
}

/** Players as the bonus screens show them (never a balance), by id. */
export async function findBonusUsers(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, avatar: users.avatar, isDemo: users.isDemo })
    .from(users)
    .where(inArray(users.id, ids));
}
