import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventoryItems, items, ledgerEntries, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Executor, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findUserBySteamId(db: Executor, steamId: string) {
  const rows = await db.select().from(users).where(eq(users.steamId, steamId)).limit(1);
  return rows[0];
}

export async function findUserByDemoKey(db: Executor, demoKey: string) {
  const rows = await db.select().from(users).where(eq(users.demoKey, demoKey)).limit(1);
  return rows[0];
}

/** Inserts a user, or returns the existing row when a concurrent sign-in created it first. */
export async function insertUser(db: Executor, values: NewUser) {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateUser(db: Executor, id: number, values: Partial<NewUser>) {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return rows[0];
}

export async function countReferrals(db: Executor, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(users).where(eq(users.referrerId, userId));
  return Number(rows[0]?.n ?? 0);
}

/** Has the user ever deposited real money? (Demo credit does not count.) */
export async function hasDeposit(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'deposit')))
    .limit(1);
  return rows.length > 0;
}

/** Names of catalog items, for the skins a purchase in the ledger took. */
export async function findCatalogItemLabels(db: Executor, catalogIds: number[]) {
  if (catalogIds.length === 0) return [];
  return db
    .select({ itemId: items.id, name: items.marketHashName, rarityColor: items.rarityColor })
    .from(items)
    .where(inArray(items.id, catalogIds));
}

/** The catalog item behind each of the user's own instances, for the skins a sale in the ledger gave back. */
export async function findInstanceItemLabels(db: Executor, userId: number, instanceIds: number[]) {
  if (instanceIds.length === 0) return [];
  return db
    .select({
      instanceId: inventoryItems.id,
      itemId: items.id,
      name: items.marketHashName,
      rarityColor: items.rarityColor,
    })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, instanceIds)));
}

/**
 * Whether the user may bet at all, read inside the bet's transaction (the session cache may be a
 * few seconds old): banned users may not, admins may during maintenance, and games with a level
 * gate derive the level from `experience`.
 */
export async function findBettor(db: Executor, userId: number) {
  const [row] = await db
    .select({ banned: users.banned, isAdmin: users.isAdmin, experience: users.experience })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
