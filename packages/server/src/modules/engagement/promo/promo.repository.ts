import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { promoCodes, promoUses } from '../../../db/schema';

/**
 * A promo code as the rules read it, with `expired` judged on the database clock. A code an operator
 * disabled reads as expired: it is ended for players the same way (docs/engagement/promo-codes.md "Rules").
 */
export interface PromoRow {
  id: number;
  code: string;
  kind: 'balance' | 'deposit';
  /** Balance codes: cents credited. */
  amount: number | null;
  /** Deposit codes: percent of the deposit's sum. */
  percent: number | null;
  uses: number;
  used: number;
  dailyLimit: number;
  expiresAt: Date;
  expired: boolean;
}

const PROMO_COLUMNS = {
  id: promoCodes.id,
  code: promoCodes.code,
  kind: promoCodes.kind,
  amount: promoCodes.amount,
  percent: promoCodes.percent,
  uses: promoCodes.uses,
  used: promoCodes.used,
  dailyLimit: promoCodes.dailyLimit,
  expiresAt: promoCodes.expiresAt,
  expired: sql<boolean>`(${promoCodes.expiresAt} <= now() OR ${promoCodes.disabledAt} IS NOT NULL)`,
};

/** The start of today in UTC: the daily limit counts uses from here. */
const UTC_DAY_START = sql`date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/** A code by its stored (lower-case) spelling, without a lock: `check-promocode` only reads. */
export async function findPromoByCode(db: Executor, code: string): Promise<PromoRow | undefined> {
  const rows = await db.select(PROMO_COLUMNS).from(promoCodes).where(eq(promoCodes.code, code));
  return rows[0];
}

/**
 * Locks a code's row until the transaction ends. Every use of one code queues here, so the
 * already-used, total and daily checks that follow read what the previous use committed.
 */
export async function lockPromoByCode(tx: Executor, code: string): Promise<PromoRow | undefined> {
  const rows = await tx.select(PROMO_COLUMNS).from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return rows[0];
}

export async function lockPromoById(tx: Executor, id: number): Promise<PromoRow | undefined> {
  const rows = await tx.select(PROMO_COLUMNS).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return rows[0];
}

/** What the per-player and daily checks need: has this player used the code, and how often was it used today. */
export async function readPromoUsage(
  db: Executor,
  promoId: number,
  userId: number,
): Promise<{ usedByUser: boolean; usesToday: number }> {
  const [row] = await db
    .select({
      usedByUser: sql<boolean>`bool_or(${promoUses.userId} = ${userId})`,
      usesToday: sql<number>`count(*) FILTER (WHERE ${promoUses.usedAt} >= ${UTC_DAY_START})::int`,
    })
    .from(promoUses)
    .where(eq(promoUses.promoId, promoId));
  return { usedByUser: row?.usedByUser === true, usesToday: Number(row?.usesToday ?? 0) };
}

/**
 * Records one player's use of a code; false when they already have one. ON CONFLICT keeps the
 * UNIQUE (promo, user) from ever raising: a raised violation would abort the caller's whole
 * transaction, and a deposit must still be credited when its bonus is refused.
 */
export async function insertPromoUse(
  tx: Executor,
  use: { promoId: number; userId: number; depositOrderId?: number },
): Promise<boolean> {
  const rows = await tx
    .insert(promoUses)
    .values({ promoId: use.promoId, userId: use.userId, depositOrderId: use.depositOrderId ?? null })
    .onConflictDoNothing()
    .returning({ id: promoUses.id });
  return rows.length > 0;
}

/** Counts one more use, only while some are left; false when the code is exhausted. */
export async function bumpPromoUsed(tx: Executor, promoId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(and(eq(promoCodes.id, promoId), sql`${promoCodes.used} < ${promoCodes.uses}`))
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

export interface NewPromo {
  code: string;
  kind: 'balance' | 'deposit';
  amount: number | null;
  percent: number | null;
  uses: number;
  dailyLimit: number;
  expiresInSeconds: number;
  createdBy: number | null;
}

/** Creates a code expiring `expiresInSeconds` from the database clock; undefined when the code is taken. */
export async function insertPromo(db: Executor, promo: NewPromo): Promise<PromoRow | undefined> {
  const { expiresInSeconds, ...values } = promo;
  const rows = await db
    .insert(promoCodes)
    .values({ ...values, expiresAt: sql`now() + ${expiresInSeconds} * interval '1 second'` })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning(PROMO_COLUMNS);
  return rows[0];
}

/**
 * Creates a seeded (demo) code, or keeps a seeded one valid: its expiry moves to at least
 * `expiresInSeconds` from now. A code an operator created (`created_by` set) is never touched,
 * and nothing else of a seeded code changes — its uses stay counted.
 */
export async function upsertSeededPromo(db: Executor, promo: Omit<NewPromo, 'createdBy'>): Promise<void> {
  const { expiresInSeconds, ...values } = promo;
  const expiresAt = sql`now() + ${expiresInSeconds} * interval '1 second'`;
  await db
    .insert(promoCodes)
    .values({ ...values, createdBy: null, expiresAt })
    .onConflictDoUpdate({
      target: promoCodes.code,
      set: { expiresAt: sql`GREATEST(${promoCodes.expiresAt}, excluded.expires_at)` },
      setWhere: sql`${promoCodes.createdBy} IS NULL`,
    });
}

/** The console's view of a code: its row plus uses today (UTC), creation and disabling. */
const ADMIN_PROMO_COLUMNS = {
  ...PROMO_COLUMNS,
  createdAt: promoCodes.createdAt,
  disabledAt: promoCodes.disabledAt,
  // Written out with the table names: in a one-table select drizzle leaves columns unqualified.
  usedToday: sql<number>`(SELECT count(*) FROM promo_uses u WHERE u.promo_id = promo_codes.id
    AND u.used_at >= ${UTC_DAY_START})::int`,
};
export type AdminPromoRow = PromoRow & { createdAt: Date; disabledAt: Date | null; usedToday: number };

/** Players can still redeem it: not ended, not disabled, uses left. */
const ACTIVE = sql`(${promoCodes.expiresAt} > now() AND ${promoCodes.disabledAt} IS NULL AND ${promoCodes.used} < ${promoCodes.uses})`;

/** A page of codes, newest first, optionally those containing `query` and in one state. */
export async function listAdminPromos(
  db: Executor,
  filter: { offset: number; limit: number; query?: string; state: 'all' | 'active' | 'ended' },
): Promise<{ rows: AdminPromoRow[]; total: number }> {
  const where = and(
    filter.query
      ? ilike(promoCodes.code, `%${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    filter.state === 'active' ? ACTIVE : filter.state === 'ended' ? sql`NOT ${ACTIVE}` : undefined,
  ) as SQL | undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(ADMIN_PROMO_COLUMNS)
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, usedToday: Number(row.usedToday) })), total: Number(total?.n ?? 0) };
}

/** One code as the console shows it, locked until the transaction ends (the disable's before). */
export async function lockAdminPromo(tx: Executor, id: number): Promise<AdminPromoRow | undefined> {
  const [row] = await tx.select(ADMIN_PROMO_COLUMNS).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row && { ...row, usedToday: Number(row.usedToday) };
}

/** Disables a code (once: a disabled one keeps its first time and operator). */
export async function disablePromo(tx: Executor, id: number, actorId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ disabledAt: sql`now()`, disabledBy: actorId })
    .where(and(eq(promoCodes.id, id), sql`${promoCodes.disabledAt} IS NULL`));
}
