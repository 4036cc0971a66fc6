import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { nameSkeletons, type NameSkeletons } from '@skinbet/shared/text/skeleton';
import type { Executor, Transaction } from '../../../db/client';
import { inventoryItems, items, ledgerEntries, telegramSubscriptions, users } from '../../../db/schema';
import { newReferralCode } from './referral-code';
import { banInForce } from './users-admin.repository';

/** A user's row, as every module that reads a user sees it. */
export type UserRow = typeof users.$inferSelect;

type NameColumns = keyof NameSkeletons;
/**
 * The caches of the user's ledger accounts: only the money module writes them, in the same
 * statement as the ledger (money.repository `applyUserDelta`; docs/money/accounts.md "Accounts").
 */
type MoneyColumns = 'balance' | 'held' | 'cashback';
/** Money columns are not merely left out but typed `never`: no value of this type can carry one. */
type NoMoney = { [Column in MoneyColumns]?: never };

/** A new user's row: its money starts at zero (the columns' default) and moves only through the ledger. */
export type NewUser = Omit<typeof users.$inferInsert, NameColumns | MoneyColumns | 'id'> & NoMoney;
/** The columns a write to an existing user may set: neither its id nor its money. */
export type UserChanges = Partial<NewUser> & NoMoney;

/** Every write of a name writes its skeletons with it, so they never disagree. */
const withSkeletons = <T extends { username?: string }>(values: T) =>
  values.username === undefined ? values : { ...values, ...nameSkeletons(values.username) };

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

/**
 * Inserts a user (with the skeletons of its name, and its own referral code unless given);
 * undefined when a concurrent sign-in created it first.
 */
export async function insertUser(db: Executor, values: NewUser) {
  const rows = await db
    .insert(users)
    .values(withSkeletons({ referralCode: newReferralCode(), ...values }))
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function updateUser(db: Executor, id: number, values: UserChanges) {
  const rows = await db.update(users).set(withSkeletons(values)).where(eq(users.id, id)).returning();
  return rows[0];
}

/**
 * Serialises the creation of accounts named alike until the transaction ends: two sign-ins
 * creating "admin" and "аdmin" (Cyrillic «а») at once cannot both find the name free. Both keys
 * are locked, always in the same order, so two creations never wait for each other in a circle.
 */
export async function lockName(tx: Transaction, skeletons: NameSkeletons): Promise<void> {
  const keys = [`user-name:${skeletons.nameSkeleton}`, `user-name-caps:${skeletons.nameCapsSkeleton}`].sort();
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Whether any account's name shares one of these skeletons: the same name (shared/text/skeleton). */
export async function isNameTaken(db: Executor, skeletons: NameSkeletons): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.nameSkeleton, skeletons.nameSkeleton), eq(users.nameCapsSkeleton, skeletons.nameCapsSkeleton)))
    .limit(1);
  return rows.length > 0;
}

/** Accounts from before `name_skeleton` existed, a batch at a time. */
export async function listUnskeletonedNames(db: Executor, limit: number) {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.nameSkeleton))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** Writes the skeletons of a batch of names (only where none were written meanwhile). */
export async function storeNameSkeletons(db: Executor, rows: Array<{ id: number } & NameSkeletons>) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::integer, ${row.nameSkeleton}::text, ${row.nameCapsSkeleton}::text)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE ${users} SET name_skeleton = v.skeleton, name_caps_skeleton = v.caps
    FROM (VALUES ${values}) AS v(id, skeleton, caps)
    WHERE ${users.id} = v.id AND ${users.nameSkeleton} IS NULL`);
}

export async function countReferrals(db: Executor, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(users).where(eq(users.referrerId, userId));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Is a Telegram channel subscription on record for the user (`telegram_subscriptions`, written by
 * the operators' confirmation today, by a bot later: modules/engagement/giveaways/telegram-subscriptions.ts)?
 */
export async function hasTelegramSubscription(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: telegramSubscriptions.userId })
    .from(telegramSubscriptions)
    .where(eq(telegramSubscriptions.userId, userId))
    .limit(1);
  return rows.length > 0;
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
 * few seconds old): banned users may not (a ban in force by the database clock), admins may during maintenance, and games with a level
 * gate derive the level from `experience`.
 */
export async function findBettor(db: Executor, userId: number) {
  const [row] = await db
    .select({ banned: banInForce, isAdmin: users.isAdmin, experience: users.experience })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
