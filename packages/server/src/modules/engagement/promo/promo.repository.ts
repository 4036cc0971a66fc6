import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { promoCodes, promoUses } from '../../../db/schema';

/** A promo code as the rules read it, with `expired` judged on the database clock. */
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
  expired: sql<boolean>`${promoCodes.expiresAt} <= now()`,
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
