import { eq, like, or } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { notifications, transfers, users, withdrawals } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { changeBalance, createUser, settleTestWager } from '../../../test/factories';

/** Helpers for the withdrawal integration tests (not a test file itself). */

/** A Luhn-valid card number (Visa's test number) and an Ethereum address. */
export const CARD = '4111 1111 1111 1111';
export const ETH_WALLET = `0x${'3f'.repeat(20)}`;

/**
 * A signed-in player who deposited `deposit` cents (ledger kind `deposit`) and staked `staked`
 * cents in settled wagers since: with the defaults, $100 fully wagered — and level 2 or more.
 */
export async function fundedPlayer(ctx: AppContext, options: { deposit?: number; staked?: number } = {}) {
  const deposit = options.deposit ?? 10_000;
  const staked = options.staked ?? deposit;
  const player = await createUser(ctx);
  if (deposit > 0) {
    await inTransaction(ctx.db, (tx, afterCommit) =>
      changeBalance(ctx.services.money, tx, afterCommit, { userId: player.user.id, delta: deposit, kind: 'deposit' }),
    );
  }
  if (staked > 0) await settleTestWager(ctx, player.user.id, staked, 0);
  return player;
}

/** The player's balance and held sum (cents), from the row the money service keeps. */
export async function moneyOf(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ balance: users.balance, held: users.held })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export async function withdrawalRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row!;
}

/** Every transfer booked for a withdrawal (its hold, release, payout, tax), by kind. */
export async function transfersOf(ctx: AppContext, id: number) {
  const rows = await ctx.db
    .select({ kind: transfers.kind, amount: transfers.amount, key: transfers.idempotencyKey })
    .from(transfers)
    .where(or(eq(transfers.reference, `withdrawal:${id}`), like(transfers.idempotencyKey, `withdrawal:${id}:%`)));
  return rows.sort((a, b) => a.key.localeCompare(b.key));
}

export async function notificationsOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select({ name: notifications.name, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}
