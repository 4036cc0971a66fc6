import { and, eq, inArray } from 'drizzle-orm';
import { experienceToReach } from '@skinbet/shared/progression';
import type { AppContext } from '../../../app-context';
import {
  inventoryItems,
  itemEvents,
  notifications,
  tradeOffers,
  transfers,
  userDebts,
  users,
  withdrawals,
} from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { changeBalance, createUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import type { FakeSteamGateway } from './fake-gateway';

/** Helpers of the trades integration tests (not a test file itself). */

let steamAccount = 50_000_000;

/** The fake Steam the test server runs (the default gateway). */
export function fakeSteam(server: TestServer): FakeSteamGateway {
  const fake = server.ctx.services.trades.fake;
  if (!fake) throw new Error('the test server does not run the fake gateway');
  return fake;
}

/**
 * A player signed in through Steam (a SteamID64 of their own and the matching trade URL), with a
 * money deposit of `deposit` cents when given (ledger kind `deposit`) and the level `level`.
 */
export async function steamPlayer(ctx: AppContext, options: { deposit?: number; level?: number } = {}) {
  const accountId = (steamAccount += 1) + process.pid * 1_000;
  const steamId = (76561197960265728n + BigInt(accountId)).toString();
  const tradeLink = `https://steamcommunity.com/tradeoffer/new/?partner=${accountId}&token=AbCdEf12`;
  const { user, token } = await createUser(ctx);
  await ctx.db
    .update(users)
    .set({ steamId, tradeLink, experience: experienceToReach(options.level ?? 1) })
    .where(eq(users.id, user.id));
  ctx.cache.apply({ kind: 'user', userId: user.id });
  if (options.deposit) await credit(ctx, user.id, options.deposit, 'deposit');
  return { user, token, steamId, tradeLink };
}

/** A money movement for a test: `deposit` (clearing:manual) or `adjustment` (marketing). */
export function credit(ctx: AppContext, userId: number, cents: number, kind: 'deposit' | 'adjustment' = 'adjustment') {
  return inTransaction(ctx.db, (tx, afterCommit) =>
    changeBalance(ctx.services.money, tx, afterCommit, { userId, delta: cents, kind, reference: 'test' }),
  );
}

export async function offerRow(ctx: AppContext, steamOfferId: string) {
  const [row] = await ctx.db.select().from(tradeOffers).where(eq(tradeOffers.steamOfferId, steamOfferId));
  return row;
}

export async function withdrawalRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row!;
}

/** The player's instances (every status), oldest first. */
export async function instancesOfUser(ctx: AppContext, userId: number) {
  return ctx.db
    .select({
      id: inventoryItems.id,
      itemId: inventoryItems.itemId,
      status: inventoryItems.status,
      protectedUntil: inventoryItems.protectedUntil,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, userId))
    .orderBy(inventoryItems.id);
}

export async function transfersByKey(ctx: AppContext, keys: string[]) {
  return ctx.db
    .select({ key: transfers.idempotencyKey, kind: transfers.kind, amount: transfers.amount })
    .from(transfers)
    .where(inArray(transfers.idempotencyKey, keys));
}

export async function debtsOf(ctx: AppContext, userId: number) {
  return ctx.db.select().from(userDebts).where(eq(userDebts.userId, userId));
}

export async function notificationNames(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ name: notifications.name, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return rows;
}

export async function itemEventReasons(ctx: AppContext, instanceId: number) {
  const rows = await ctx.db
    .select({ reason: itemEvents.reason, to: itemEvents.toStatus })
    .from(itemEvents)
    .where(and(eq(itemEvents.inventoryItemId, instanceId)))
    .orderBy(itemEvents.id);
  return rows.map((row) => `${row.reason}:${row.to}`);
}
