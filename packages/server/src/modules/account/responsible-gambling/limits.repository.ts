import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  LIMIT_RAISE_DELAY_HOURS,
  type LimitKind,
  type LimitPeriod,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { rowsOf } from './raw-rows.repository';
import type { Executor, Transaction } from '../../../db/client';
import { rgEvents, rgLimits, rgPlayers } from '../../../db/schema';

/** A limit slot as it stands by the database clock: a due raise or removal counts as applied. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  /** Cents in force; null: none. */
  amount: number | null;
  /** A raise or removal not yet due (amount null: removal). */
  pending: { amount: number | null; at: Date } | null;
}

const due = sql`(${rgLimits.pendingAt} IS NOT NULL AND ${rgLimits.pendingAt} <= now())`;

/** The player's limit slots, with any due raise or removal taken as applied (no timer applies them). */
export async function readLimits(db: Executor, userId: number, kinds?: LimitKind[]): Promise<LimitRow[]> {
  const rows = await db
    .select({
      kind: rgLimits.kind,
      period: rgLimits.period,
      amount: sql<number | null>`CASE WHEN ${due} THEN ${rgLimits.pendingAmount} ELSE ${rgLimits.amount} END`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
      pendingAmount: rgLimits.pendingAmount,
      pendingAt: sql<Date | null>`CASE WHEN ${due} THEN NULL ELSE ${rgLimits.pendingAt} END`.mapWith(
        rgLimits.pendingAt,
      ),
    })
    .from(rgLimits)
    .where(and(eq(rgLimits.userId, userId), kinds ? inArray(rgLimits.kind, kinds) : undefined));
  return rows.map((row) => ({
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    amount: row.amount,
    pending: row.pendingAt ? { amount: row.pendingAmount, at: row.pendingAt } : null,
  }));
}

/**
 * Whether the player has any limit of these kinds in force, and whether any time-out or
 * self-exclusion closes play now: the one read a stake or deposit of a player without limits costs.
 */
export async function gateFacts(
  db: Executor,
  userId: number,
  kinds: LimitKind[],
  closing: ReturnType<typeof sql>,
): Promise<{ limited: boolean; excluded: boolean }> {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await rowsOf<{ limited: boolean; excluded: boolean }>(
    db,
    sql`
    SELECT
      EXISTS (
        SELECT 1 FROM rg_limits
        WHERE user_id = ${userId} AND kind IN (${kindList})
          AND (amount IS NOT NULL OR pending_amount IS NOT NULL)
      ) AS limited,
      ${closing} AS excluded`,
  );
  const row = result[0];
  return { limited: Boolean(row?.limited), excluded: Boolean(row?.excluded) };
}

/** The player's rg row, made when missing and locked for the rest of the transaction. */
export async function lockPlayer(tx: Transaction, userId: number): Promise<{ realityCheckMinutes: number }> {
  await tx.insert(rgPlayers).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ realityCheckMinutes: rgPlayers.realityCheckMinutes })
    .from(rgPlayers)
    .where(eq(rgPlayers.userId, userId))
    .for('update');
  return row!;
}

/** Locks the player's rg row when there is one (a player with a limit always has one). */
export async function lockPlayerIfAny(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ userId: rgPlayers.userId }).from(rgPlayers).where(eq(rgPlayers.userId, userId)).for('update');
}

export async function readRealityCheckMinutes(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: rgPlayers.realityCheckMinutes })
    .from(rgPlayers)
    .where(eq(rgPlayers.userId, userId));
  return row?.minutes ?? null;
}

export async function saveRealityCheckMinutes(tx: Transaction, userId: number, minutes: number): Promise<void> {
  await tx
    .update(rgPlayers)
    .set({ realityCheckMinutes: minutes, updatedAt: sql`now()` })
    .where(eq(rgPlayers.userId, userId));
}

/**
 * Writes due raises and removals into `amount` and records each in the history at the time it
 * took effect (call under the player's lock). Readers already see them applied; this keeps the
 * table and the console's history plain.
 */
export async function applyDueRaises(tx: Transaction, userId: number): Promise<void> {
  const applied = await rowsOf<{ kind: string; period: string; amount: number | null; at: Date | string }>(
    tx,
    sql`
    UPDATE rg_limits AS l
    SET amount = l.pending_amount, pending_amount = NULL, pending_at = NULL, updated_at = now()
    FROM (SELECT user_id, kind, period, pending_at FROM rg_limits
          WHERE user_id = ${userId} AND pending_at IS NOT NULL AND pending_at <= now() FOR UPDATE) AS old
    WHERE l.user_id = old.user_id AND l.kind = old.kind AND l.period = old.period
    RETURNING l.kind, l.period, l.amount, old.pending_at AS at`,
  );
  if (applied.length === 0) return;
  await tx.insert(rgEvents).values(
    applied.map((row) => ({
      userId,
      event: 'limit_raise_applied',
      kind: row.kind,
      period: row.period,
      amount: row.amount === null ? null : Number(row.amount),
      at: new Date(row.at),
    })),
  );
  // A removal that took effect leaves an empty slot: nothing to keep.
  await tx
    .delete(rgLimits)
    .where(and(eq(rgLimits.userId, userId), sql`${rgLimits.amount} IS NULL AND ${rgLimits.pendingAt} IS NULL`));
}

/** Sets the limit in force at once (a new or lower limit), dropping any pending raise. */
export async function setLimitNow(
  tx: Transaction,
  slot: { userId: number; kind: LimitKind; period: LimitPeriod; amount: number },
): Promise<void> {
  await tx
    .insert(rgLimits)
    .values({ ...slot })
    .onConflictDoUpdate({
      target: [rgLimits.userId, rgLimits.kind, rgLimits.period],
      set: { amount: slot.amount, pendingAmount: null, pendingAt: null, updatedAt: sql`now()` },
    });
}

/** Queues a raise or removal (null) for LIMIT_RAISE_DELAY_HOURS from now; answers when it applies. */
export async function setPending(
  tx: Transaction,
  slot: { userId: number; kind: LimitKind; period: LimitPeriod; amount: number | null },
): Promise<Date> {
  const [row] = await tx
    .update(rgLimits)
    .set({
      pendingAmount: slot.amount,
      pendingAt: sql`now() + ${LIMIT_RAISE_DELAY_HOURS} * interval '1 hour'`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(rgLimits.userId, slot.userId), eq(rgLimits.kind, slot.kind), eq(rgLimits.period, slot.period)))
    .returning({ at: rgLimits.pendingAt });
  return row!.at!;
}

/** Drops a pending raise or removal not yet due; false when there is none. */
export async function cancelPending(
  tx: Transaction,
  slot: { userId: number; kind: LimitKind; period: LimitPeriod },
): Promise<boolean> {
  const rows = await tx
    .update(rgLimits)
    .set({ pendingAmount: null, pendingAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(rgLimits.userId, slot.userId),
        eq(rgLimits.kind, slot.kind),
        eq(rgLimits.period, slot.period),
        isNotNull(rgLimits.pendingAt),
        sql`${rgLimits.pendingAt} > now()`,
      ),
    )
    .returning({ kind: rgLimits.kind });
  return rows.length > 0;
}

/** One change to the history (append-only). */
export async function insertEvent(
  db: Executor,
  event: { userId: number; event: string; kind?: string | null; period?: string | null; amount?: number | null },
): Promise<void> {
  await db.insert(rgEvents).values(event);
}

/** The history of a player's protections, newest first (the console's view). */
export async function readEvents(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(rgEvents)
    .where(eq(rgEvents.userId, userId))
    .orderBy(sql`${rgEvents.at} DESC, ${rgEvents.id} DESC`)
    .limit(limit);
}
