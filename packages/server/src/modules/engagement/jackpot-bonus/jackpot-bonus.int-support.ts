import crypto from 'node:crypto';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { bonusPeriods, chatMessages, notifications, transfers, users, wagers } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { settleAdmitted, settleWager } from '../../../test/settle-wager';
import { readPotCents } from './jackpot-bonus.repository';

/** Helpers of the jackpot-bonus integration tests (not a test file itself). */

/** `count` chat messages by a player, written now (the chat's own rules are tested elsewhere). */
export async function writeChatMessages(ctx: AppContext, userId: number, count: number): Promise<void> {
  if (count === 0) return;
  await ctx.db.insert(chatMessages).values(Array.from({ length: count }, (_, i) => ({ userId, text: `hello ${i}` })));
}

/** A settled crash bet of `stakeCents` (lost), through the real settlement pipeline; answers the wager's id. */
export async function crashWager(ctx: AppContext, userId: number, stakeCents: number): Promise<number> {
  await settleWager(ctx, { game: 'crash', userId, stakeCents, outcome: 'lost' });
  const [row] = await ctx.db
    .select({ id: wagers.id })
    .from(wagers)
    .where(eq(wagers.userId, userId))
    .orderBy(desc(wagers.id))
    .limit(1);
  return row!.id;
}

/** A crash round's lost bets of one player, settled in one transaction as the engine does; answers the wagers' ids. */
export async function crashRound(ctx: AppContext, userId: number, stakes: number[]): Promise<number[]> {
  const refs = stakes.map(() => `test-${crypto.randomUUID()}`);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    for (const [index, stake] of stakes.entries()) {
      await settleAdmitted(ctx, tx, afterCommit, {
        game: 'crash',
        betRef: refs[index]!,
        roundId: null,
        userId,
        stake: { items: stake, money: 0 },
        payout: { items: 0, money: 0 },
        outcome: 'lost',
        reference: 'test-round',
      });
    }
  });
  const rows = await ctx.db
    .select({ id: wagers.id, betRef: wagers.betRef })
    .from(wagers)
    .where(and(eq(wagers.game, 'crash'), inArray(wagers.betRef, refs)));
  return refs.map((ref) => rows.find((row) => row.betRef === ref)!.id);
}

export const potCents = (ctx: AppContext) => readPotCents(ctx.db);

export async function periodRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(bonusPeriods).where(eq(bonusPeriods.id, id));
  return row!;
}

/** The running period's id; throws unless exactly one runs. */
export async function activePeriodId(ctx: AppContext): Promise<number> {
  const rows = await ctx.db.select({ id: bonusPeriods.id }).from(bonusPeriods).where(eq(bonusPeriods.status, 'active'));
  if (rows.length !== 1) throw new Error(`${rows.length} active bonus periods`);
  return rows[0]!.id;
}

/** Moves a period's end into the past, as if its time had run out. */
export async function expirePeriod(ctx: AppContext, id: number): Promise<void> {
  await ctx.db
    .update(bonusPeriods)
    .set({ endsAt: sql`now() - interval '1 millisecond'` })
    .where(eq(bonusPeriods.id, id));
}

/** Transfers whose idempotency key starts with `prefix`, with their kind and amount. */
export function transfersByKey(ctx: AppContext, prefix: string) {
  return ctx.db
    .select({ key: transfers.idempotencyKey, kind: transfers.kind, amount: transfers.amount })
    .from(transfers)
    .where(and(like(transfers.idempotencyKey, `${prefix}%`)))
    .orderBy(transfers.idempotencyKey);
}

export async function balanceOf(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** The notices a player got, by name. */
export function noticesOf(ctx: AppContext, userId: number, name: string) {
  return ctx.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.name, name)));
}
