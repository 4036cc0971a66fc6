import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accounts, transfers } from '../../../db/schema';

/** The deposit booked under an idempotency key: whose balance it credited, and how much (cents). */
export async function findDepositByKey(db: Executor, idempotencyKey: string) {
  const rows = await db
    .select({ userId: accounts.userId, amount: transfers.amount, kind: transfers.kind })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return rows[0];
}
