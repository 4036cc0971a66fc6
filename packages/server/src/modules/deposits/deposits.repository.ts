import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, transfers } from '../../db/schema';
import { sumLedgerKinds } from '../money';

/** A player's total deposits (cents): every `deposit` into their balance, from any provider. */
export async function sumDeposits(db: Executor, userId: number): Promise<number> {
  return (await sumLedgerKinds(db, userId, ['deposit'])).get('deposit') ?? 0;
}

/** The deposit booked under an idempotency key: whose balance it credited, and how much (cents). */
export async function findDepositByKey(db: Executor, idempotencyKey: string) {
  const rows = await db
    .select({ userId: accounts.userId, amount: transfers.amount, kind: transfers.kind })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(eq(transfers.idempotencyKey, idempotencyKey));
  return rows[0];
}
