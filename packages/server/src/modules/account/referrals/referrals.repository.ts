import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { ledgerEntries, users } from '../../../db/schema';

/** Who invited this player, if anyone. */
export async function findReferrerId(tx: Executor, userId: number): Promise<number | null> {
  const rows = await tx.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, userId));
  return rows[0]?.referrerId ?? null;
}

/** The account whose invitation code this is (codes are UNIQUE). */
export async function findUserIdByReferralCode(tx: Executor, code: string): Promise<number | null> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
  return rows[0]?.id ?? null;
}

/** Gives an account from before referral codes existed its code (only if it still has none). */
export async function storeReferralCode(db: Executor, userId: number, code: string): Promise<string | null> {
  const rows = await db
    .update(users)
    .set({ referralCode: sql`COALESCE(${users.referralCode}, ${code})` })
    .where(eq(users.id, userId))
    .returning({ code: users.referralCode });
  return rows[0]?.code ?? null;
}

/** Everything a referrer has earned (cents): their `referral_earning` entries. */
export async function sumReferralEarnings(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`COALESCE(SUM(${ledgerEntries.delta}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'referral_earning')));
  return Number(row?.total ?? 0);
}
