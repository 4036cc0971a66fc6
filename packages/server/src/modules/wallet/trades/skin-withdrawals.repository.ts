import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '@skinbet/shared/wallet';
import type { Executor, Transaction } from '../../../db/client';
import { inventoryItems, items, tradeOffers, users, withdrawals } from '../../../db/schema';
import { banInForce } from '../../account/users';

/**
 * Locks the player's row and reads what a skin withdrawal decides on. Money withdrawals lock the
 * same row first (modules/wallet/withdrawals), so one player's withdrawals of either kind run one at a
 * time and a second one sees the first ("previous pending").
 */
export async function lockTradingUser(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ banned: banInForce, isDemo: users.isDemo, experience: users.experience, tradeLink: users.tradeLink })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function hasOpenWithdrawal(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['moderation', 'sending'])))
    .limit(1);
  return rows.length > 0;
}

/** One of the player's instances with its catalog item, locked; undefined when it is not theirs. */
export async function lockOwnInstance(tx: Transaction, userId: number, id: number) {
  const [row] = await tx
    .select({
      id: inventoryItems.id,
      status: inventoryItems.status,
      protectedUntil: inventoryItems.protectedUntil,
      /** Still inside Trade Protection on the database clock. */
      isProtected: sql<boolean>`COALESCE(${inventoryItems.protectedUntil} > now(), false)`,
      itemId: inventoryItems.itemId,
      price: items.price,
    })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(and(eq(inventoryItems.id, id), eq(inventoryItems.userId, userId)))
    .for('update', { of: inventoryItems });
  return row;
}

export async function insertSkinWithdrawal(
  tx: Transaction,
  values: { userId: number; wallet: string; amount: number; inventoryItemId: number },
) {
  const [row] = await tx
    .insert(withdrawals)
    .values({ ...values, type: 'skin', system: null, tax: 0, status: 'moderation' })
    .returning();
  return row!;
}

/** A skin withdrawal with what its trade offer needs: the skin's market hash name and price. */
export async function findSkinWithdrawal(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: withdrawals.id,
      userId: withdrawals.userId,
      type: withdrawals.type,
      status: withdrawals.status,
      wallet: withdrawals.wallet,
      inventoryItemId: withdrawals.inventoryItemId,
      itemId: inventoryItems.itemId,
      marketHashName: items.marketHashName,
      price: items.price,
    })
    .from(withdrawals)
    .innerJoin(inventoryItems, eq(inventoryItems.id, withdrawals.inventoryItemId))
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(eq(withdrawals.id, id));
  return row;
}

export async function lockWithdrawalRow(tx: Transaction, id: number) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/**
 * The one way the trades module changes a withdrawal's status: a conditional UPDATE from `from`,
 * so a second report of the same outcome (or a racing operator) matches nothing.
 */
export async function moveWithdrawalStatus(
  tx: Transaction,
  move: { id: number; from: WithdrawalStatus; to: WithdrawalStatus; reason?: string; externalId?: string },
) {
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: move.to,
      updatedAt: sql`now()`,
      ...(move.reason === undefined ? {} : { reason: move.reason }),
      ...(move.externalId === undefined ? {} : { externalId: move.externalId }),
    })
    .where(and(eq(withdrawals.id, move.id), eq(withdrawals.status, move.from)))
    .returning();
  return row;
}

export async function setWithdrawalExternalId(tx: Executor, id: number, externalId: string): Promise<void> {
  await tx
    .update(withdrawals)
    .set({ externalId, updatedAt: sql`now()` })
    .where(eq(withdrawals.id, id));
}

/** The trade offer made for a withdrawal (the newest, though there is only ever one). */
export async function findOfferByWithdrawal(db: Executor, withdrawalId: number) {
  const [row] = await db
    .select()
    .from(tradeOffers)
    .where(eq(tradeOffers.withdrawalId, withdrawalId))
    .orderBy(desc(tradeOffers.id))
    .limit(1);
  return row;
}

/** Gives the withdrawal's offer row its Steam id, once. */
export async function linkSentOffer(tx: Executor, id: number, steamOfferId: string, state: number) {
  const [row] = await tx
    .update(tradeOffers)
    .set({ steamOfferId, state, updatedAt: sql`now()` })
    .where(and(eq(tradeOffers.id, id), isNull(tradeOffers.steamOfferId)))
    .returning();
  return row;
}
