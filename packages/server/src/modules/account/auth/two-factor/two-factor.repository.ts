import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../../db/client';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../../../db/schema';

/** The user's enrolment row (sealed secrets), locked for the rest of the transaction. */
export async function lockEnrolment(tx: Transaction, userId: number) {
  const [row] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).for('update');
  return row;
}

/** Offers a new pending secret, replacing any earlier offer; an enrolment in force is untouched. */
export async function savePendingSecret(db: Executor, userId: number, sealed: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, pendingSecret: sealed })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecret: sealed, updatedAt: sql`now()` } });
}

/** The pending secret becomes the enrolment in force, with the step of the code that confirmed it. */
export async function enableEnrolment(tx: Transaction, userId: number, sealed: string, step: number): Promise<void> {
  await tx
    .update(userTwoFactor)
    .set({ secret: sealed, pendingSecret: null, enabledAt: sql`now()`, lastStep: step, updatedAt: sql`now()` })
    .where(eq(userTwoFactor.userId, userId));
}

/** Remembers the last accepted time step: a code of it or an earlier one is a replay from now on. */
export async function acceptStep(tx: Transaction, userId: number, step: number): Promise<void> {
  await tx.update(userTwoFactor).set({ lastStep: step }).where(eq(userTwoFactor.userId, userId));
}

/** The user's recovery codes are exactly these hashes from now on (the old ones stop working). */
export async function replaceRecoveryCodes(tx: Transaction, userId: number, hashes: string[]): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code of the user; false when there is none with this hash. */
export async function spendRecoveryCode(tx: Transaction, userId: number, codeHash: string): Promise<boolean> {
  const rows = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

/** Forgets the enrolment and its recovery codes. */
export async function deleteEnrolment(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}
